// Refunds, the same for every provider (domain/refunds.ts): a refund is requested with the change
// that needs it, tried at once, and tried again by the payments cron, further apart each time,
// while the provider cannot be reached; a permanent refusal (FIB after its refund window, a
// provider that cannot refund) leaves it to the owner at once, with the reason, and tells the
// admin chats once. The customer is told "refunded" only when the provider confirms it (or the
// owner says they gave the money back).
import { chatLane } from '../../domain/delivery'
import type { EventSource } from '../../domain/order-events'
import {
  type ByHandReason,
  REFUND_ATTEMPTS,
  refundRetryMinutes,
  type RefundReason,
  SENT_REFUND_CHECK_MINUTES,
} from '../../domain/refunds'
import {
  claimRefund,
  dueRefunds,
  findRefund,
  writeMissingRefunds,
  moveRefund,
  type RefundRow,
  requestRefunds,
} from '../../db/queries/refunds'
import { findPayment } from '../../db/queries/payments'
import type { OutboxItem } from '../../db/queries/outbox'
import type { Db } from '../../db/client'
import type { Config } from '../../env'
import { conflict, notFound } from '../../lib/errors'
import { telegramSettings } from '../../telegram/settings'
import { REFUND_BY_HAND } from '../../telegram/warnings'
import { ProviderError, type RefundReport } from './provider'
import { paymentProvider } from './registry'

/** A provider call holds its refund this long: nobody else tries it meanwhile. */
const LEASE_MINUTES = 5

/** Requests the refunds of these orders' paid payments and tries each at once; their states. */
export async function refundOrders(
  db: Db,
  config: Config,
  orderIds: string[],
  reason: RefundReason,
  source: EventSource,
  now: Date,
): Promise<RefundRow['state'][]> {
  const requested = await requestRefunds(db, orderIds, reason, source, now)
  const states: RefundRow['state'][] = []
  for (const refund of requested) states.push(await attemptRefund(db, config, refund, now))
  return states
}

/**
 * One attempt at a refund the caller found open: asks for the money (requested, retrying) or
 * whether it went back (sent), and records what the provider said. The refund's state after it.
 */
export async function attemptRefund(
  db: Db,
  config: Config,
  found: RefundRow,
  now: Date,
): Promise<RefundRow['state']> {
  const refund = await claimRefund(db, found, now, LEASE_MINUTES)
  if (!refund) return (await findRefund(db, found.id))?.state ?? found.state
  const payment = await findPayment(db, refund.paymentId)
  const provider = paymentProvider(config, refund.provider)
  if (!payment || !provider) return toHand(db, config, refund, 'no-provider', '', now)
  let report: RefundReport
  try {
    report =
      refund.state === 'sent'
        ? await provider.refundStatus(payment.providerRef, refund.providerRef)
        : await provider.refund(payment.providerRef, {
            refundId: refund.id,
            amount: refund.amount,
            currency: refund.currency,
            reason:
              refund.reason === 'late'
                ? 'Paid after the order was cancelled'
                : 'Order cancelled by the shop',
          })
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error
    if (error.kind === 'refused')
      return toHand(db, config, refund, 'refused', error.code ?? error.message, now)
    console.error(`refund ${refund.id} (attempt ${refund.attempts}):`, error.message)
    // A sent refund is only being asked about: it stays sent, asked again later.
    if (refund.state === 'sent') return later(db, refund, 'sent', error.message, now)
    if (refund.attempts >= REFUND_ATTEMPTS)
      return toHand(db, config, refund, 'unreachable', error.message, now)
    return later(db, refund, 'retrying', error.message, now)
  }
  if (report.state === 'done') return done(db, refund, report, now)
  if (report.state === 'failed') return toHand(db, config, refund, 'failed', report.detail, now)
  return later(db, refund, 'sent', report.detail, now, report.providerRef)
}

/** Left open, tried or asked about again later. */
async function later(
  db: Db,
  refund: RefundRow,
  to: 'sent' | 'retrying',
  detail: string,
  now: Date,
  providerRef?: string | null,
): Promise<RefundRow['state']> {
  const minutes = to === 'sent' ? SENT_REFUND_CHECK_MINUTES : refundRetryMinutes(refund.attempts)
  await moveRefund(
    db,
    {
      refund,
      to,
      set: {
        detail: detail.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
        ...(providerRef ? { providerRef } : {}),
      },
    },
    now,
  )
  return to
}

/** The order's timeline and the admin chats name who asked for the refund. */
const refundSource = (refund: RefundRow): EventSource => ({
  channel: refund.requestedVia,
  actor: refund.requestedBy,
})

/** The customer's e-mail that their money went back. */
const refundedEmail = (refund: RefundRow): OutboxItem => ({
  channel: 'email',
  kind: 'order-refunded',
  ref: `order:${refund.orderId}`,
  payload: { orderId: refund.orderId, amount: refund.amount, currency: refund.currency },
})

/** The provider confirmed it: the payment is refunded, the customer told. */
async function done(
  db: Db,
  refund: RefundRow,
  report: RefundReport,
  now: Date,
): Promise<RefundRow['state']> {
  await moveRefund(
    db,
    {
      refund,
      to: 'done',
      set: {
        detail: report.detail.slice(0, 500),
        nextAttemptAt: null,
        ...(report.providerRef ? { providerRef: report.providerRef } : {}),
      },
      payment: {
        payment: { id: refund.paymentId, orderId: refund.orderId },
        from: ['paid', 'refund_manual'],
        to: 'refunded',
        // Who asked for it (an admin's e-mail), else what the provider said.
        event: {
          kind: refund.reason === 'late' ? 'late-paid-refunded' : 'refunded',
          detail: refund.requestedBy || report.detail,
        },
        orderEvent: { kind: 'refunded', source: refundSource(refund) },
      },
      messages: [refundedEmail(refund)],
    },
    now,
  )
  return 'done'
}

/** Left to the owner, with the reason; the admin chats are told once, in their language. */
async function toHand(
  db: Db,
  config: Config,
  refund: RefundRow,
  why: ByHandReason,
  detail: string,
  now: Date,
): Promise<RefundRow['state']> {
  const chats = telegramSettings(config)?.adminChatIds ?? []
  const said = detail.slice(0, 300)
  await moveRefund(
    db,
    {
      refund,
      to: 'by_hand',
      set: { detail: `${why}${said ? `: ${said}` : ''}`, nextAttemptAt: null },
      payment: {
        payment: { id: refund.paymentId, orderId: refund.orderId },
        from: ['paid'],
        to: 'refund_manual',
        event: {
          kind: refund.reason === 'late' ? 'late-paid-refund-manual' : 'refund-manual',
          detail: `${why}${said ? `: ${said}` : ''}`,
        },
        orderEvent: { kind: 'refund-manual', source: refundSource(refund) },
      },
      messages: chats.map((chatId) => ({
        channel: 'telegram' as const,
        kind: 'failure-warning' as const,
        lane: chatLane(chatId),
        ref: `refund:${refund.id}`,
        // Its words are written in the chat's language when it is sent (telegram/warnings.ts).
        payload: {
          chatId,
          alert: REFUND_BY_HAND,
          orderId: refund.orderId,
          amount: refund.amount,
          currency: refund.currency,
          provider: refund.provider,
          why,
          detail: said,
        },
      })),
    },
    now,
  )
  return 'by_hand'
}

/** The owner says they gave the money back themselves: the payment counts as refunded and the
 * customer is told. */
export async function markRefundMade(
  db: Db,
  refundId: string,
  admin: string,
  now: Date,
): Promise<RefundRow> {
  const refund = await findRefund(db, refundId)
  if (!refund) throw notFound('REFUND_NOT_FOUND')
  if (refund.state !== 'by_hand') throw conflict('REFUND_NOT_BY_HAND')
  const moved = await moveRefund(
    db,
    {
      refund,
      to: 'made_by_hand',
      set: { detail: `${refund.detail} · ${admin}`.slice(0, 800) },
      payment: {
        payment: { id: refund.paymentId, orderId: refund.orderId },
        from: ['refund_manual', 'paid'],
        to: 'refunded',
        event: { kind: 'refund-made-by-hand', detail: admin },
        orderEvent: { kind: 'refunded', source: { channel: 'dashboard', actor: admin } },
      },
      messages: [refundedEmail(refund)],
    },
    now,
  )
  if (!moved) throw conflict('REFUND_NOT_BY_HAND')
  return (await findRefund(db, refundId)) ?? refund
}

/** The payments cron's part: writes the refunds the payments need and have no record of, then
 * tries every open
 * refund whose time has come, page after page. */
export async function sweepRefunds(db: Db, config: Config, now: Date): Promise<number> {
  await writeMissingRefunds(db, { channel: 'cron', actor: '' }, now)
  let tried = 0
  let after: RefundRow | undefined
  for (;;) {
    const page = await dueRefunds(db, now, after)
    for (const refund of page) {
      await attemptRefund(db, config, refund, now)
      tried++
    }
    after = page.at(-1)
    if (!after || page.length === 0) return tried
  }
}
