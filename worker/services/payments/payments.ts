// The payment lifecycle, the same for every provider: an online order is placed awaiting payment
// and a payment is opened at its provider; it becomes paid, and the order confirmed, only when the
// provider's status API says so (after its notification, the shopper's return, or the
// reconciliation cron asking); declined or not paid in time, the order is cancelled and its units
// go back. A payment arriving after that revives the order when its units are still there, else
// it is refunded (or flagged for a refund by hand). Cancelling a paid order refunds it.
import { type EventSource } from '../../domain/order-events'
import { isOnlineMethod } from '../../domain/payment-methods'
import { amountMatches, RECONCILE_AFTER_MINUTES } from '../../domain/payments'
import type { Dinars } from '../../domain/money'
import type { OrderDto } from '../../db/codecs/order'
import { moveOrders, type StatusChange } from '../../db/queries/order-transition'
import {
  AWAITING_PAYMENT_STATUSES,
  CANCELLED_STATUS,
  CONFIRMED_STATUS,
  initialOrderStatus,
  mayMove,
  ORDER_STATUS_RULES,
} from '../../domain/order-status'
import { orderAnnouncement } from '../deliveries/notices'
import { findOrder } from '../../db/queries/order-reads'
import {
  findPaymentByRef,
  insertPayment,
  movePayment,
  openPaymentsBefore,
  paidPaymentsOf,
  type PaymentRow,
  paymentsOf,
  recordPaymentEvent,
  unpaidOrdersBefore,
} from '../../db/queries/payments'
import { readSettings } from '../../db/queries/settings'
import type { Config, Resources } from '../../env'
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors'
import { paymentProvider, providerForMethod } from './registry'
import { ProviderUnavailable } from './provider'
import type { Db } from '../../db/client'
import type { PaymentProviderId } from '../../domain/payment-methods'

const MINUTE_MS = 60_000

export const newPaymentId = (now: Date) => {
  const suffix = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => (b % 36).toString(36))
  return `PAY${now.getTime()}${suffix.join('').toUpperCase()}`
}

/** A status change of an order a payment made, for the callers' e-mails and chat messages. */
export interface PaymentOutcome {
  /** What became of the payment: nothing yet, paid (order confirmed), paid late (revived or
   * refunded), declined (order cancelled), a report that did not match, or nothing new. */
  kind: 'open' | 'paid' | 'revived' | 'late-refunded' | 'declined' | 'mismatch' | 'unchanged'
  /** The order's status changes; their messages (a paid order announced as new, a cancelled one's
   * status e-mail) were written with them. */
  changes: StatusChange[]
}

const bySource = (provider: PaymentProviderId): EventSource => ({
  channel: 'payment',
  actor: provider,
})

/**
 * Opens a payment at the provider for an order awaiting payment, or gives back the one still
 * open (a second open payment could charge the shopper twice). A provider that does not answer
 * leaves the order waiting: 503 PAYMENT_PROVIDER_UNAVAILABLE, and the shopper may try again.
 */
export async function startPayment(
  { db, config }: Pick<Resources, 'db' | 'config'>,
  order: OrderDto,
  now: Date,
): Promise<PaymentRow> {
  if (!ORDER_STATUS_RULES[order.status].awaitsPayment) throw conflict('ORDER_NOT_AWAITING_PAYMENT')
  const method = order.paymentInfo.method
  if (method === 'credit' || !isOnlineMethod(method)) throw conflict('ORDER_NOT_AWAITING_PAYMENT')
  const settings = await readSettings(db)
  const provider = providerForMethod(config, settings, method)
  if (!provider) throw unprocessable('PAYMENT_METHOD_NOT_CONFIGURED')
  const open = (await paymentsOf(db, order.id)).find((p) => p.state === 'open')
  if (open) return open
  const { paymentHoldMinutes } = settings
  const id = newPaymentId(now)
  const amount = order.totals.total
  const site = config.SITE_URL
  let created
  try {
    created = await provider.create({
      paymentId: id,
      orderId: order.id,
      amount,
      currency: 'IQD',
      description: `Order ${order.id.slice(-6)}`,
      callbackUrl: `${site}/api/payments/notify/${provider.id}`,
      returnUrl: `${site}/pay/${order.trackingToken}`,
      expiresInMinutes: paymentHoldMinutes,
      locale: order.language,
    })
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      console.error(`payment of ${order.id} not opened:`, error.message)
      throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE')
    }
    throw error
  }
  const row: PaymentRow = {
    id,
    orderId: order.id,
    provider: provider.id,
    method,
    providerRef: created.providerRef,
    amount: created.charged?.amount ?? amount,
    currency: created.charged?.currency ?? 'IQD',
    state: 'open',
    details: created.details,
    validUntil: created.validUntil,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  }
  await insertPayment(db, row)
  return row
}

/**
 * Asks the provider about one payment and applies what it says, once: a second notification, or
 * the cron meeting a notification, finds the payment moved already and changes nothing. Throws
 * ProviderUnavailable when the provider does not answer: nothing changes then.
 */
export async function settlePayment(
  db: Db,
  config: Config,
  payment: PaymentRow,
  now: Date,
): Promise<PaymentOutcome> {
  const provider = paymentProvider(config, payment.provider)
  if (!provider) throw new ProviderUnavailable(payment.provider, 'not configured')
  const report = await provider.status(payment.providerRef)
  const source = bySource(payment.provider)
  const nothing = (kind: PaymentOutcome['kind']): PaymentOutcome => ({ kind, changes: [] })

  if (report.status === 'open') return nothing('open')

  if (report.status === 'declined') {
    const moved = await movePayment(
      db,
      payment,
      ['open'],
      'declined',
      { kind: 'declined', detail: report.detail },
      now,
    )
    if (!moved) return nothing('unchanged')
    const { changes } = await moveOrders(db, {
      ids: [payment.orderId],
      to: CANCELLED_STATUS,
      by: 'payment',
      source,
      now,
    })
    return { kind: 'declined', changes }
  }

  if (report.status === 'refunded') {
    await movePayment(
      db,
      payment,
      ['paid'],
      'refunded',
      { kind: 'refunded', detail: report.detail },
      now,
    )
    return nothing('unchanged')
  }

  // Paid: only for the amount and currency the order asked.
  const expected = { amount: payment.amount, currency: payment.currency }
  if (!report.amount || !amountMatches(expected, report.amount)) {
    const said = report.amount ? `${report.amount.amount / 1000} ${report.amount.currency}` : 'none'
    await recordPaymentEvent(db, payment, 'rejected-notification', `amount ${said} differs`, now)
    return nothing('mismatch')
  }
  const moved = await movePayment(
    db,
    payment,
    ['open', 'expired', 'declined'],
    'paid',
    { kind: 'paid', detail: report.detail },
    now,
  )
  if (!moved) return nothing('unchanged')
  // Confirmed and announced as new; paid after the order was cancelled (not paid in time, or
  // declined before), revived while its units are still there, else the money goes back.
  const { changes } = await moveOrders(db, {
    ids: [payment.orderId],
    to: CONFIRMED_STATUS,
    by: 'payment',
    source,
    now,
    announcement: orderAnnouncement(config),
  })
  const [change] = changes
  if (change && ORDER_STATUS_RULES[change.from].returnsUnits) {
    await recordPaymentEvent(db, payment, 'late-paid-revived', report.detail, now)
    return { kind: 'revived', changes }
  }
  if (change) return { kind: 'paid', changes }
  await refundPayment(db, config, payment, 'late', now, bySource(payment.provider))
  return nothing('late-refunded')
}

/**
 * Gives a paid payment's money back through its provider (state refunded), or, where the provider
 * cannot refund, flags it for a refund the owner makes by hand (state refund_manual). A provider
 * that does not answer leaves it paid: the reconciliation cron tries again.
 */
export async function refundPayment(
  db: Db,
  config: Config,
  payment: Pick<PaymentRow, 'id' | 'orderId' | 'provider' | 'providerRef'>,
  why: 'late' | 'cancelled',
  now: Date,
  source: EventSource,
): Promise<'refunded' | 'manual' | 'failed'> {
  const provider = paymentProvider(config, payment.provider)
  let outcome: 'refunded' | 'manual'
  try {
    outcome = provider ? await provider.refund(payment.providerRef) : 'manual'
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error
    console.error(`refund of payment ${payment.id} failed, to try again:`, error.message)
    return 'failed'
  }
  const kind =
    why === 'late'
      ? outcome === 'refunded'
        ? 'late-paid-refunded'
        : 'late-paid-refund-manual'
      : outcome === 'refunded'
        ? 'refunded'
        : 'refund-manual'
  await movePayment(
    db,
    payment,
    ['paid'],
    outcome === 'refunded' ? 'refunded' : 'refund_manual',
    { kind, detail: source.actor },
    now,
    { kind: outcome === 'refunded' ? 'refunded' : 'refund-manual', source },
  )
  return outcome
}

/** After orders were cancelled (dashboard, bot, bulk): their paid payments are refunded, and
 * each order's timeline and admin chat messages say how. */
export async function refundCancelledOrders(
  db: Db,
  config: Config,
  changes: StatusChange[],
  source: EventSource,
  now: Date,
): Promise<void> {
  const cancelled = changes
    .filter((c) => c.to === CANCELLED_STATUS && c.from !== CANCELLED_STATUS)
    .map((c) => c.id)
  for (const payment of await paidPaymentsOf(db, cancelled))
    await refundPayment(db, config, payment, 'cancelled', now, source)
}

/** A provider's notification: the payment it names is settled by reading its status back. */
export async function handleNotification(
  db: Db,
  config: Config,
  providerId: PaymentProviderId,
  request: Request,
  now: Date,
): Promise<PaymentOutcome> {
  const provider = paymentProvider(config, providerId)
  if (!provider) throw notFound('PAYMENT_NOT_FOUND')
  try {
    // Verifying may itself ask the provider (PayPal's verification call).
    const named = await provider.notification(request)
    if (!named) throw unprocessable('PAYMENT_NOTIFICATION_INVALID')
    const payment = await findPaymentByRef(db, providerId, named.providerRef)
    if (!payment) throw notFound('PAYMENT_NOT_FOUND')
    return await settlePayment(db, config, payment, now)
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error
    console.error(`${providerId}: a notification was not verified or settled:`, error.message)
    throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE')
  }
}

/**
 * The payments cron: asks the provider about every payment open for a few minutes (a lost
 * notification never leaves an order hanging), retries refunds of cancelled paid orders, then
 * cancels the online orders not paid within the hold (their open payments cancelled at the
 * provider and marked expired), returning their units.
 */
export async function sweepPayments(db: Db, config: Config, now: Date): Promise<PaymentOutcome[]> {
  const outcomes: PaymentOutcome[] = []
  const settle = async (payment: PaymentRow) => {
    try {
      outcomes.push(await settlePayment(db, config, payment, now))
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error
      console.error(`payment ${payment.id}: status not read, to try again:`, error.message)
    }
  }
  for (const payment of await openPaymentsBefore(
    db,
    new Date(now.getTime() - RECONCILE_AFTER_MINUTES * MINUTE_MS),
  ))
    await settle(payment)

  const { paymentHoldMinutes } = await readSettings(db)
  const cutoff = new Date(now.getTime() - paymentHoldMinutes * MINUTE_MS)
  for (const { id } of await unpaidOrdersBefore(db, cutoff)) {
    for (const payment of (await paymentsOf(db, id)).filter((p) => p.state === 'open')) {
      const provider = paymentProvider(config, payment.provider)
      await provider?.cancel(payment.providerRef).catch((error: unknown) => {
        console.error(`payment ${payment.id}: not cancelled at the provider:`, error)
      })
      await movePayment(db, payment, ['open'], 'expired', { kind: 'expired', detail: '' }, now)
    }
    const { changes } = await moveOrders(db, {
      ids: [id],
      to: CANCELLED_STATUS,
      by: 'cron',
      // A shopper who switched to cash on delivery meanwhile waits for the shop's call.
      from: AWAITING_PAYMENT_STATUSES,
      source: { channel: 'cron', actor: '' },
      now,
    })
    if (changes.length > 0) outcomes.push({ kind: 'declined', changes })
  }
  return outcomes
}

/** The shopper asks to try again: a cancelled unpaid order is revived (its units taken again,
 * within the waiting-orders limit) and a payment opened; an order still waiting gets its open
 * payment back, or a new one. */
export async function retryPayment(
  resources: Pick<Resources, 'db' | 'config'>,
  order: OrderDto,
  now: Date,
): Promise<PaymentRow> {
  const { db } = resources
  const method = order.paymentInfo.method
  if (method === 'credit' || !isOnlineMethod(method)) throw conflict('ORDER_NOT_AWAITING_PAYMENT')
  const waiting = initialOrderStatus(method)
  if (mayMove('shopper', order.status, waiting)) {
    await assertNeverPaid(db, order.id)
    const { changes } = await moveOrders(db, {
      ids: [order.id],
      to: waiting,
      by: 'shopper',
      source: { channel: 'customer', actor: '' },
      now,
    })
    if (changes.length === 0) throw conflict('ORDER_CANCELLED_FINAL')
    const again = await findOrder(db, order.id)
    if (!again) throw notFound('ORDER_NOT_FOUND')
    return startPayment(resources, again, now)
  }
  return startPayment(resources, order, now)
}

async function assertNeverPaid(db: Db, orderId: string) {
  const payments = await paymentsOf(db, orderId)
  if (payments.some((p) => p.state !== 'open' && p.state !== 'declined' && p.state !== 'expired'))
    throw conflict('ORDER_NOT_AWAITING_PAYMENT')
}

/**
 * The shopper switches an unpaid order to cash on delivery: its open payment is asked about first
 * (it may have been paid meanwhile) and cancelled at the provider; the order then waits for the
 * shop's call as a cash-on-delivery order, with that method's fee, under its limits.
 */
export async function switchToCod(
  db: Db,
  config: Config,
  order: OrderDto,
  codFee: Dinars,
  now: Date,
): Promise<{ changes: StatusChange[]; paid: PaymentOutcome | null }> {
  const cod = initialOrderStatus('cod')
  if (!mayMove('shopper', order.status, cod)) throw conflict('ORDER_NOT_AWAITING_PAYMENT')
  for (const payment of (await paymentsOf(db, order.id)).filter((p) => p.state === 'open')) {
    let outcome: PaymentOutcome
    try {
      outcome = await settlePayment(db, config, payment, now)
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error
      throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE')
    }
    if (outcome.kind === 'paid' || outcome.kind === 'revived') return { changes: [], paid: outcome }
    const provider = paymentProvider(config, payment.provider)
    await provider?.cancel(payment.providerRef).catch((error: unknown) => {
      console.error(`payment ${payment.id}: not cancelled at the provider:`, error)
    })
    await movePayment(
      db,
      payment,
      ['open'],
      'declined',
      { kind: 'declined', detail: 'switched to cash on delivery' },
      now,
    )
  }
  await assertNeverPaid(db, order.id)
  // Announced as placed, to be confirmed by the shop's call.
  const { changes } = await moveOrders(db, {
    ids: [order.id],
    to: cod,
    by: 'shopper',
    source: { channel: 'customer', actor: '' },
    now,
    method: { id: 'cod', fee: codFee },
    announcement: orderAnnouncement(config),
  })
  if (changes.length === 0) throw conflict('ORDER_CANCELLED_FINAL')
  return { changes, paid: null }
}
