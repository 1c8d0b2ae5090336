// The payment lifecycle, the same for every provider: an online order is placed awaiting payment
// and a payment is opened at its provider; it becomes paid, and the order confirmed, only when the
// provider's status API says so (after its notification, the shopper's return, or the
// reconciliation cron asking); declined or not paid in time, the order is cancelled and its units
// go back. A payment arriving after that revives the order when its units are still there, else
// it is refunded (or flagged for a refund by hand). Cancelling a paid order refunds it.
import { type EventSource } from '../../domain/order-events'
import { MAX_PENDING_COD_ORDERS } from '../../domain/order-limits'
import { isOnlineMethod } from '../../domain/payment-methods'
import {
  amountMatches,
  type PaymentEventKind,
  type PaymentState,
  RECONCILE_AFTER_MINUTES,
  RECONCILE_READS_PER_RUN,
} from '../../domain/payments'
import type { Dinars } from '../../domain/money'
import type { OrderDto } from '../../db/codecs/order'
import { moveOrders, type OrderMove, type StatusChange } from '../../db/queries/order-transition'
import {
  AWAITING_PAYMENT_STATUSES,
  CANCELLED_STATUS,
  CONFIRMED_STATUS,
  initialOrderStatus,
  mayMove,
  ORDER_STATUS_RULES,
  type OrderStatus,
} from '../../domain/order-status'
import { orderAnnouncement } from '../deliveries/notices'
import { findOrder } from '../../db/queries/order-reads'
import {
  findPaymentByRef,
  insertPayment,
  movePayment,
  openPaymentsBefore,
  paymentInStates,
  paymentMoveStatements,
  type PaymentRow,
  paymentsOf,
  recordPaymentEvent,
  unpaidOrdersBefore,
} from '../../db/queries/payments'
import { lostToItsPayment, revivalObstacle } from '../../db/queries/revival'
import { readSettings } from '../../db/queries/settings'
import type { Config, Resources } from '../../env'
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors'
import { paymentProvider, providerForMethod } from './registry'
import { ProviderError, ProviderUnavailable } from './provider'
import { refundOrders, sweepRefunds } from './refunds'
import { noteProviderOutage } from '../provider-outage'
import type { Db } from '../../db/client'
import type { PaymentProviderId } from '../../domain/payment-methods'
import { orderNumber } from '../../domain/order-number'

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
      description: `Order ${orderNumber(order.id)}`,
      callbackUrl: `${site}/api/payments/notify/${provider.id}`,
      returnUrl: `${site}/pay/${order.trackingToken}`,
      expiresInMinutes: paymentHoldMinutes,
      locale: order.language,
    })
  } catch (error) {
    // A refusal of the payment itself (an amount the provider will not take) is no better for the
    // shopper than an outage: they may try again, or choose cash on delivery.
    if (error instanceof ProviderError) {
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
 * the cron meeting a notification, finds the payment moved already and changes nothing. A paid
 * payment and its order's confirmation and announcement go in one batch; declined, the payment and
 * its order's cancellation too. Throws ProviderError when the provider cannot be read: nothing
 * changes then.
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
  const paymentIn = (from: PaymentState[]) => paymentInStates(payment.id, from)
  const moveWith = (from: PaymentState[], to: PaymentState, kind: PaymentEventKind) =>
    paymentMoveStatements(db, { payment, from, to, event: { kind, detail: report.detail } }, now)

  if (report.status === 'open') return nothing('open')

  if (report.status === 'declined') {
    const { changes, alongside } = await moveOrders(db, {
      ids: [payment.orderId],
      to: CANCELLED_STATUS,
      by: 'payment',
      from: AWAITING_PAYMENT_STATUSES,
      source,
      now,
      alongside: {
        guard: paymentIn(['open']),
        statements: [...moveWith(['open'], 'declined', 'declined')],
      },
    })
    return moved(alongside) ? { kind: 'declined', changes } : nothing('unchanged')
  }

  if (report.status === 'refunded') {
    await movePayment(
      db,
      {
        payment,
        from: ['paid'],
        to: 'refunded',
        event: { kind: 'refunded', detail: report.detail },
      },
      now,
    )
    return nothing('unchanged')
  }

  // Paid: only for the amount and currency the order asked.
  const expected = { amount: payment.amount, currency: payment.currency }
  if (!report.amount || !amountMatches(expected, report.amount)) {
    const said = report.amount ? `${report.amount.amount} ${report.amount.currency}` : 'none'
    await recordPaymentEvent(db, payment, 'rejected-notification', `amount ${said} differs`, now)
    return nothing('mismatch')
  }
  const unpaid: PaymentState[] = ['open', 'expired', 'declined']
  const order = await findOrder(db, payment.orderId)
  if (order && ORDER_STATUS_RULES[order.status].awaitsPayment) {
    // Confirmed and announced as new in the payment's own batch.
    const { changes, alongside } = await moveOrders(db, {
      ids: [payment.orderId],
      to: CONFIRMED_STATUS,
      by: 'payment',
      from: [order.status],
      source,
      now,
      announcement: orderAnnouncement(config),
      alongside: { guard: paymentIn(unpaid), statements: [...moveWith(unpaid, 'paid', 'paid')] },
    })
    if (!moved(alongside)) return nothing('unchanged')
    if (changes.length > 0) return { kind: 'paid', changes }
  } else if (
    !(await movePayment(
      db,
      { payment, from: unpaid, to: 'paid', event: { kind: 'paid', detail: report.detail } },
      now,
    ))
  ) {
    return nothing('unchanged')
  }
  // Paid after the order was cancelled (not paid in time, or declined before): revived while its
  // units are still there, else the money goes back.
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
  await refundOrders(db, config, [payment.orderId], 'late', source, now)
  return nothing('late-refunded')
}

/** Whether the payment's statements that went alongside an order's move moved it (the last one,
 * its update, returns its id). */
const moved = (alongside: unknown[] | undefined) =>
  Array.isArray(alongside?.at(-1)) && (alongside.at(-1) as unknown[]).length > 0

/** After orders were cancelled (dashboard, bot, bulk): their paid payments are refunded
 * (services/payments/refunds.ts), and each order's timeline and admin chat messages say how. */
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
  await refundOrders(db, config, cancelled, 'cancelled', source, now)
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
    if (!(error instanceof ProviderError)) throw error
    console.error(`${providerId}: a notification was not verified or settled:`, error.message)
    throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE')
  }
}

/**
 * The payments cron: asks the provider about every payment open for a few minutes, page after
 * page (a lost notification never leaves an order hanging, however many are open), then expires
 * the online orders not paid within the hold, each only after its payment's status read says it is
 * unpaid (a paid one is settled instead; one the provider cannot tell about waits for the next
 * run), and tries the refunds whose time has come.
 */
export async function sweepPayments(db: Db, config: Config, now: Date): Promise<PaymentOutcome[]> {
  const outcomes: PaymentOutcome[] = []
  const settle = async (payment: PaymentRow): Promise<PaymentOutcome | null> => {
    try {
      const outcome = await settlePayment(db, config, payment, now)
      outcomes.push(outcome)
      return outcome
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error
      console.error(`payment ${payment.id}: status not read, to try again:`, error.message)
      if (error.kind === 'unavailable')
        await noteProviderOutage(db, config, payment.provider, now, error.message)
      return null
    }
  }
  const before = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * MINUTE_MS)
  let reads = 0
  for (let page = await openPaymentsBefore(db, before); page.length > 0;) {
    for (const payment of page.slice(0, RECONCILE_READS_PER_RUN - reads)) await settle(payment)
    reads += page.length
    if (reads >= RECONCILE_READS_PER_RUN) break
    page = await openPaymentsBefore(db, before, page.at(-1))
  }

  const { paymentHoldMinutes } = await readSettings(db)
  const cutoff = new Date(now.getTime() - paymentHoldMinutes * MINUTE_MS)
  for (const { id } of await unpaidOrdersBefore(db, cutoff)) {
    const open = (await paymentsOf(db, id)).filter((p) => p.state === 'open')
    let expirable = true
    for (const payment of open) {
      const outcome = await settle(payment)
      if (outcome?.kind !== 'open') expirable = false
    }
    if (!expirable) continue
    for (const payment of open) {
      const provider = paymentProvider(config, payment.provider)
      await provider?.cancel(payment.providerRef).catch((error: unknown) => {
        console.error(`payment ${payment.id}: not cancelled at the provider:`, error)
      })
    }
    const { changes } = await moveOrders(db, {
      ids: [id],
      to: CANCELLED_STATUS,
      by: 'cron',
      // A shopper who switched to cash on delivery meanwhile waits for the shop's call.
      from: AWAITING_PAYMENT_STATUSES,
      source: { channel: 'cron', actor: '' },
      now,
      alongside: {
        statements: open.flatMap((payment) => [
          ...paymentMoveStatements(
            db,
            { payment, from: ['open'], to: 'expired', event: { kind: 'expired', detail: '' } },
            now,
          ),
        ]),
      },
    })
    if (changes.length > 0) outcomes.push({ kind: 'declined', changes })
  }
  await sweepRefunds(db, config, now)
  return outcomes
}

/**
 * The shopper asks to try again: an order still waiting gets its open payment back, or a new one;
 * an order its own payment's expiry or decline cancelled is revived first (revive()).
 */
export async function retryPayment(
  resources: Pick<Resources, 'db' | 'config'>,
  order: OrderDto,
  now: Date,
): Promise<PaymentRow> {
  const { db, config } = resources
  const method = order.paymentInfo.method
  if (method === 'credit' || !isOnlineMethod(method)) throw conflict('ORDER_NOT_AWAITING_PAYMENT')
  if (ORDER_STATUS_RULES[order.status].awaitsPayment) return startPayment(resources, order, now)
  const settings = await readSettings(db)
  // Nothing is taken again for a method that cannot take the money now.
  if (!providerForMethod(config, settings, method))
    throw unprocessable('PAYMENT_METHOD_NOT_CONFIGURED')
  await revive(db, order, initialOrderStatus(method), settings.maxUnitsPerCustomer, now)
  const again = await findOrder(db, order.id)
  if (!again) throw notFound('ORDER_NOT_FOUND')
  return startPayment(resources, again, now)
}

/**
 * Brings back an order the shopper lost to time or a decline, and only such an order: an online
 * order its own payment's expiry or decline cancelled, never paid, at today's prices and within
 * today's limits, its units taken again in one conditional write (two revivals at once take them
 * once). `method`: the order switches to it (cash on delivery instead).
 */
async function revive(
  db: Db,
  order: OrderDto,
  to: OrderStatus,
  maxUnitsHeld: number,
  now: Date,
  extra: Pick<OrderMove, 'method' | 'announcement'> = {},
): Promise<void> {
  const method = order.paymentInfo.method
  if (
    !mayMove('shopper', order.status, to) ||
    method === 'credit' ||
    !isOnlineMethod(method) ||
    !(await lostToItsPayment(db, order.id))
  )
    throw conflict('ORDER_CANCELLED_FINAL')
  await assertNeverPaid(db, order.id)
  const { changes } = await moveOrders(db, {
    ids: [order.id],
    to,
    by: 'shopper',
    source: { channel: 'customer', actor: '' },
    now,
    revival: { maxUnitsHeld },
    ...extra,
  })
  if (changes.length > 0) return
  const obstacle = await revivalObstacle(db, order.id, maxUnitsHeld)
  if (obstacle?.kind === 'prices') throw conflict('ORDER_PRICES_CHANGED')
  if (obstacle?.kind === 'units')
    throw conflict('UNITS_HELD_LIMIT', { held: obstacle.held, count: maxUnitsHeld })
  if (obstacle?.kind === 'stock') {
    // Named in the shopper's language (the web shows nameAr in Arabic), as at checkout.
    const { name, nameAr, count } = obstacle
    throw count > 0
      ? conflict('OUT_OF_STOCK', { name, nameAr, count })
      : conflict('SOLD_OUT', { name, nameAr })
  }
  throw conflict('PENDING_COD_LIMIT', { count: MAX_PENDING_COD_ORDERS })
}

async function assertNeverPaid(db: Db, orderId: string) {
  const payments = await paymentsOf(db, orderId)
  if (payments.some((p) => p.state !== 'open' && p.state !== 'declined' && p.state !== 'expired'))
    throw conflict('ORDER_NOT_AWAITING_PAYMENT')
}

/**
 * The shopper switches an unpaid order to cash on delivery: its open payment is asked about first
 * (it may have been paid meanwhile) and cancelled at the provider; the order then waits for the
 * shop's call as a cash-on-delivery order, with that method's fee, under its limits. An order its
 * payment's expiry or decline cancelled is revived so (revive()); no other cancelled order.
 */
export async function switchToCod(
  db: Db,
  config: Config,
  order: OrderDto,
  codFee: Dinars,
  now: Date,
): Promise<{ changes: StatusChange[]; paid: PaymentOutcome | null }> {
  const cod = initialOrderStatus('cod')
  const switching = {
    method: { id: 'cod' as const, fee: codFee },
    // Announced as placed, to be confirmed by the shop's call (or the WhatsApp buttons).
    announcement: orderAnnouncement(config, 'receivedCod'),
  }
  if (!ORDER_STATUS_RULES[order.status].awaitsPayment) {
    const { maxUnitsPerCustomer } = await readSettings(db)
    await revive(db, order, cod, maxUnitsPerCustomer, now, switching)
    return { changes: [{ id: order.id, from: order.status, to: cod }], paid: null }
  }
  for (const payment of (await paymentsOf(db, order.id)).filter((p) => p.state === 'open')) {
    let outcome: PaymentOutcome
    try {
      outcome = await settlePayment(db, config, payment, now)
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error
      throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE')
    }
    if (outcome.kind === 'paid' || outcome.kind === 'revived') return { changes: [], paid: outcome }
    const provider = paymentProvider(config, payment.provider)
    await provider?.cancel(payment.providerRef).catch((error: unknown) => {
      console.error(`payment ${payment.id}: not cancelled at the provider:`, error)
    })
    await movePayment(
      db,
      {
        payment,
        from: ['open'],
        to: 'declined',
        event: { kind: 'declined', detail: 'switched to cash on delivery' },
      },
      now,
    )
  }
  await assertNeverPaid(db, order.id)
  const { changes } = await moveOrders(db, {
    ids: [order.id],
    to: cod,
    by: 'shopper',
    from: [order.status],
    source: { channel: 'customer', actor: '' },
    now,
    ...switching,
  })
  if (changes.length === 0) throw conflict('ORDER_NOT_AWAITING_PAYMENT')
  return { changes, paid: null }
}
