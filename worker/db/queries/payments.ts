// Online payments and what they do to their orders. Every change is conditional on the state it
// starts from, in one atomic batch with its event, so a notification delivered twice, or a
// notification racing the reconciliation cron, changes a payment (and its order) once.
import { D1_MAX_PARAMETERS, chunks } from './chunks'
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { EventSource, OrderEventKind } from '../../domain/order-events'
import type { Dinars } from '../../domain/money'
import type { OrderStatus } from '../../domain/order-status'
import type { PaymentMethodId } from '../../domain/payment-methods'
import type { PaymentEventKind, PaymentState } from '../../domain/payments'
import type { Db } from '../client'
import { orderItems, orders, paymentEvents, payments, products } from '../schema'
import { orderChangeNotices } from './outbox'
import { allOf, pendingCodLimitReached, recordEvents, returnStock } from './orders'

import type { PaymentRow } from '../codecs/payment'
export type { PaymentEventRow, PaymentRow } from '../codecs/payment'

export async function insertPayment(db: Db, row: PaymentRow): Promise<void> {
  await db.batch([
    db.insert(payments).values(row),
    db.insert(paymentEvents).values({
      paymentId: row.id,
      orderId: row.orderId,
      kind: 'created',
      detail: row.providerRef,
      createdAt: row.createdAt,
    }),
  ])
}

export const findPayment = (db: Db, id: string) =>
  db.select().from(payments).where(eq(payments.id, id)).get()

export const findPaymentByRef = (db: Db, provider: PaymentRow['provider'], ref: string) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
    .get()

/** The order's payments, newest first. */
export const paymentsOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .all()

/** The order's payment events, oldest first. */
export const paymentEventsOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.id))
    .all()

/** Open payments created before `cutoff`, oldest first: what the reconciliation asks about. */
export const openPaymentsBefore = (db: Db, cutoff: Date, limit = 50) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.state, 'open'), lt(payments.createdAt, cutoff.toISOString())))
    .orderBy(asc(payments.createdAt))
    .limit(limit)
    .all()

/** The paid payments of these orders, asked in pieces that stay within D1's 100 parameters. */
export async function paidPaymentsOf(db: Db, orderIds: string[]) {
  const pieces = await Promise.all(
    chunks(orderIds, D1_MAX_PARAMETERS - 1).map((piece) =>
      db
        .select()
        .from(payments)
        .where(and(inArray(payments.orderId, piece), eq(payments.state, 'paid')))
        .all(),
    ),
  )
  return pieces.flat()
}

/**
 * Moves the payment from one of `from` to `to` and records the event (and `orderEvent` in the
 * order's timeline), or does nothing (and records nothing) when it is no longer in one of `from`.
 * True when this call moved it.
 */
export async function movePayment(
  db: Db,
  payment: Pick<PaymentRow, 'id' | 'orderId'>,
  from: PaymentState[],
  to: PaymentState,
  event: { kind: PaymentEventKind; detail: string },
  now: Date,
  orderEvent?: { kind: OrderEventKind; source: EventSource },
): Promise<boolean> {
  const stamp = now.toISOString()
  const which = and(eq(payments.id, payment.id), inArray(payments.state, from))
  const moves = sql`exists (select 1 from ${payments} where ${which})`
  const moved = await db.batch([
    db
      .insert(paymentEvents)
      .select(
        sql`select null, ${payment.id}, ${payment.orderId}, ${event.kind}, ${event.detail}, ${stamp} where ${moves}`,
      ),
    // The order's timeline says it too (a refund), in the order's status of the moment, and the
    // admin chats' messages of the order are rewritten to show it.
    ...(orderEvent
      ? [
          recordEvents(
            db,
            sql`${orders.id} = ${payment.orderId} and ${moves}`,
            orderEvent.kind,
            sql`${orders.status}`,
            orderEvent.source,
            stamp,
          ),
          ...orderChangeNotices(db, orderEvent.source, stamp),
        ]
      : []),
    db
      .update(payments)
      .set({ state: to, updatedAt: stamp })
      .where(which)
      .returning({ id: payments.id }),
  ])
  return (moved.at(-1) as { id: string }[]).length > 0
}

/** Records a payment event that changes no state (a rejected notification, a manual refund). */
export async function recordPaymentEvent(
  db: Db,
  payment: Pick<PaymentRow, 'id' | 'orderId'>,
  kind: PaymentEventKind,
  detail: string,
  now: Date,
): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId: payment.id,
    orderId: payment.orderId,
    kind,
    detail,
    createdAt: now.toISOString(),
  })
}

/** Moves an order from `from` to `to` with its event; false when it no longer had `from`. A move
 * to cancelled gives its units back (once); `change.method` switches its payment method, its fee
 * replacing the old one in the total. */
export async function moveOrder(
  db: Db,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  source: EventSource,
  now: Date,
  change: { method?: { id: PaymentMethodId; fee: Dinars } } = {},
): Promise<boolean> {
  const { method } = change
  const stamp = now.toISOString()
  const which = allOf(eq(orders.id, orderId), eq(orders.status, from))
  const results = await db.batch([
    db.select({ id: orders.id }).from(orders).where(which),
    ...(to === 'cancelled' ? returnStock(db, which, stamp) : []),
    recordEvents(db, which, 'status', to, source, stamp),
    db
      .update(orders)
      .set({
        status: to,
        updatedAt: stamp,
        ...(method && {
          paymentMethod: method.id,
          paymentFee: method.fee,
          total: sql`${orders.total} - ${orders.paymentFee} + ${method.fee}`,
        }),
      })
      .where(which),
  ])
  return results[0].length > 0
}

/** Online orders waiting for their payment since before `cutoff`: placed then, or revived then
 * by the shopper trying again (nothing else changes an order awaiting payment). */
export const unpaidOrdersBefore = (db: Db, cutoff: Date) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.updatedAt, cutoff.toISOString())))
    .all()

export interface Revival {
  orderId: string
  to: OrderStatus
  /** Switch the order to this method, with its fee replacing the old one in the total. */
  method?: { id: PaymentMethodId; fee: Dinars }
  /** Apply the waiting-orders limit (the order waits again: for its payment or the shop's call). */
  limitWaiting: boolean
  source: EventSource
  now: Date
}

/**
 * Brings a cancelled order whose units went back to the shelf back to `to`, taking its units
 * again, in one atomic batch: only when every line's product still has them (and, when asked,
 * the customer and phone are under the waiting-orders limit); else nothing changes. A cancelled
 * order is otherwise final: only the shopper paying or trying again revives it.
 */
export async function reviveOrder(db: Db, revival: Revival): Promise<boolean> {
  const { orderId, to, method, source, now } = revival
  const stamp = now.toISOString()
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get()
  if (!order || order.status !== 'cancelled' || !order.stockReturned) return false
  const short = sql`exists (select 1 from ${orderItems} left join ${products} on ${products.id} = ${orderItems.productId} where ${orderItems.orderId} = ${orderId} group by ${orderItems.productId} having coalesce(max(${products.stock}), -1) < sum(${orderItems.quantity}))`
  const limit =
    revival.limitWaiting && order.userId !== null
      ? pendingCodLimitReached({
          id: orderId,
          userId: order.userId,
          phone: order.shippingInfo.phone,
        })
      : sql`0`
  const which = allOf(
    eq(orders.id, orderId),
    eq(orders.status, 'cancelled'),
    eq(orders.stockReturned, true),
  )
  // The batch's own mark: this batch revived the order when it has `to` and this stamp.
  const revivedHere = allOf(
    eq(orders.id, orderId),
    eq(orders.status, to),
    eq(orders.updatedAt, stamp),
    eq(orders.stockReturned, false),
  )
  const unitsOf = db
    .select({ units: sql`sum(${orderItems.quantity})` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, products.id)))
  const [revived] = await db.batch([
    db
      .update(orders)
      .set({
        status: to,
        stockReturned: false,
        updatedAt: stamp,
        ...(method && {
          paymentMethod: method.id,
          paymentFee: method.fee,
          total: sql`${orders.total} - ${orders.paymentFee} + ${method.fee}`,
        }),
      })
      .where(sql`${which} and not ${short} and not ${limit}`)
      .returning({ id: orders.id }),
    db
      .update(products)
      .set({ stock: sql`${products.stock} - (${unitsOf})`, updatedAt: stamp })
      .where(
        and(
          inArray(
            products.id,
            db
              .select({ id: orderItems.productId })
              .from(orderItems)
              .where(eq(orderItems.orderId, orderId)),
          ),
          sql`exists (select 1 from ${orders} where ${revivedHere})`,
        ),
      ),
    recordEvents(db, revivedHere, 'status', to, source, stamp),
  ])
  return revived.length > 0
}
