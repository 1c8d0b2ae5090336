// Online payments and what they do to their orders. Every change is conditional on the state it
// starts from, in one atomic batch with its event, so a notification delivered twice, or a
// notification racing the reconciliation cron, changes a payment (and its order) once.
import { D1_MAX_PARAMETERS, chunks } from './chunks'
import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { EventSource, OrderEventKind } from '../../domain/order-events'
import { AWAITING_PAYMENT_STATUSES } from '../../domain/order-status'
import type { PaymentEventKind, PaymentState } from '../../domain/payments'
import type { Db } from '../client'
import { orders, paymentEvents, payments } from '../schema'
import { orderChangeNotices } from './outbox'
import { recordEvents } from './order-statements'

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

/** The reconciliation's page size: a cron run reads every open payment, page after page. */
export const OPEN_PAYMENTS_PAGE = 100

/** Open payments created before `cutoff`, oldest first, a page after `after` (the last one of the
 * page before): what the reconciliation asks about. */
export const openPaymentsBefore = (
  db: Db,
  cutoff: Date,
  after?: Pick<PaymentRow, 'createdAt' | 'id'>,
  limit = OPEN_PAYMENTS_PAGE,
) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.state, 'open'),
        lt(payments.createdAt, cutoff.toISOString()),
        after &&
          or(
            gt(payments.createdAt, after.createdAt),
            and(eq(payments.createdAt, after.createdAt), gt(payments.id, after.id)),
          ),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
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

/** A payment's move: from one of `from` to `to`, with its event. */
export interface PaymentMove {
  payment: Pick<PaymentRow, 'id' | 'orderId'>
  from: PaymentState[]
  to: PaymentState
  event: { kind: PaymentEventKind; detail: string }
  /** The order's timeline says it too (a refund), and the admin chats' messages are rewritten. */
  orderEvent?: { kind: OrderEventKind; source: EventSource }
  /** Only while this holds as well (a refund's own state, when its move carries the payment's). */
  onlyIf?: SQL
}

/**
 * The statements of a payment's move, for the caller's batch: the event (and the order's) first,
 * then the update, last, returning the payment's id when it moved. Nothing is written when the
 * payment is no longer in one of `from`.
 */
export function paymentMoveStatements(db: Db, move: PaymentMove, now: Date) {
  const { payment, event, orderEvent } = move
  const stamp = now.toISOString()
  const which = and(
    eq(payments.id, payment.id),
    inArray(payments.state, move.from),
    ...(move.onlyIf ? [move.onlyIf] : []),
  )
  const moves = sql`exists (select 1 from ${payments} where ${which})`
  return [
    db
      .insert(paymentEvents)
      .select(
        sql`select null, ${payment.id}, ${payment.orderId}, ${event.kind}, ${event.detail}, ${stamp} where ${moves}`,
      ),
    // In the order's status of the moment, and the admin chats' messages of the order are
    // rewritten to show it.
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
      .set({ state: move.to, updatedAt: stamp })
      .where(which)
      .returning({ id: payments.id }),
  ] as const
}

/** SQL: the payment is in one of `states` (a guard for a move that goes with it). */
export const paymentInStates = (id: string, states: PaymentState[]) =>
  sql`exists (select 1 from ${payments} where ${and(eq(payments.id, id), inArray(payments.state, states))})`

/** Moves the payment (paymentMoveStatements) in a batch of its own; true when this call moved it. */
export async function movePayment(db: Db, move: PaymentMove, now: Date): Promise<boolean> {
  const moved = await db.batch(paymentMoveStatements(db, move, now))
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

/** Online orders waiting for their payment since before `cutoff`: placed then, or revived then
 * by the shopper trying again (nothing else changes an order awaiting payment). */
export const unpaidOrdersBefore = (db: Db, cutoff: Date) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, AWAITING_PAYMENT_STATUSES),
        lt(orders.updatedAt, cutoff.toISOString()),
      ),
    )
    .all()
