// Refunds (domain/refunds.ts): requested in the batch of the change that needs them, claimed by
// whoever tries one (a lease, so the request and the cron never call the provider twice at once),
// and moved with the payment's move, the timelines and the messages their outcome causes, in one
// batch that writes nothing when the refund is no longer where its caller found it.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { EventSource } from '../../domain/order-events'
import { CANCELLED_STATUS } from '../../domain/order-status'
import { OPEN_REFUND_STATES, type RefundReason, type RefundState } from '../../domain/refunds'
import type { Db } from '../client'
import { orders, payments, refunds } from '../schema'
import { allOf } from './order-statements'
import { outboxInsert, type OutboxItem } from './outbox'
import { type PaymentMove, paymentMoveStatements } from './payments'

export type RefundRow = typeof refunds.$inferSelect

/**
 * The statement that requests a refund of each paid payment `paymentsWhere` selects (one per
 * payment: a payment with a refund already keeps it), for the caller's batch.
 */
export function refundRequest(
  db: Db,
  paymentsWhere: SQL,
  reason: RefundReason,
  source: EventSource,
  now: Date,
) {
  const stamp = now.toISOString()
  // In the table's column order: id, payment, order, provider, amount, currency, reason, state,
  // provider's ref, attempts, next attempt, detail, requested via and by, created, updated.
  return db
    .insert(refunds)
    .select(
      sql`select 'REF' || upper(hex(randomblob(8))), ${payments.id}, ${payments.orderId}, ${payments.provider}, ${payments.amount}, ${payments.currency}, ${reason}, 'requested', null, 0, ${stamp}, '', ${source.channel}, ${source.actor}, ${stamp}, ${stamp}
        from ${payments} where ${payments.state} = 'paid' and ${paymentsWhere}`,
    )
    .onConflictDoNothing({ target: refunds.paymentId })
}

/** Requests the refunds of these orders' paid payments; the refunds of these orders, after. */
export async function requestRefunds(
  db: Db,
  orderIds: string[],
  reason: RefundReason,
  source: EventSource,
  now: Date,
): Promise<RefundRow[]> {
  if (orderIds.length === 0) return []
  const [, found] = await db.batch([
    refundRequest(db, inArray(payments.orderId, orderIds), reason, source, now),
    db.select().from(refunds).where(inArray(refunds.orderId, orderIds)),
  ])
  return found
}

/** Refunds the payments need and have no record of (refunds are not in backups, and a request
 * may be lost with a worker that died between a cancellation and its refund): a paid payment of
 * a cancelled order is requested, one to refund by hand is listed for the owner again. */
export async function writeMissingRefunds(db: Db, source: EventSource, now: Date) {
  const stamp = now.toISOString()
  const noRefund = notExists(
    db.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, payments.id)),
  )
  await db.batch([
    refundRequest(
      db,
      allOf(
        inArray(
          payments.orderId,
          db.select({ id: orders.id }).from(orders).where(eq(orders.status, CANCELLED_STATUS)),
        ),
        noRefund,
      ),
      'cancelled',
      source,
      now,
    ),
    db
      .insert(refunds)
      .select(
        sql`select 'REF' || upper(hex(randomblob(8))), ${payments.id}, ${payments.orderId}, ${payments.provider}, ${payments.amount}, ${payments.currency}, 'cancelled', 'by_hand', null, 0, null, 'restored', ${source.channel}, ${source.actor}, ${stamp}, ${stamp}
          from ${payments} where ${payments.state} = 'refund_manual' and ${noRefund}`,
      )
      .onConflictDoNothing({ target: refunds.paymentId }),
  ])
}

/** A page of the open refunds whose time has come, soonest first, after `after`. */
export const dueRefunds = (db: Db, now: Date, after?: Pick<RefundRow, 'nextAttemptAt' | 'id'>) =>
  db
    .select()
    .from(refunds)
    .where(
      and(
        inArray(refunds.state, OPEN_REFUND_STATES),
        lte(refunds.nextAttemptAt, now.toISOString()),
        after &&
          or(
            gt(refunds.nextAttemptAt, after.nextAttemptAt ?? ''),
            and(eq(refunds.nextAttemptAt, after.nextAttemptAt ?? ''), gt(refunds.id, after.id)),
          ),
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt), asc(refunds.id))
    .limit(DUE_REFUNDS_PAGE)
    .all()

export const DUE_REFUNDS_PAGE = 50

/**
 * Claims an open refund for one attempt: its next attempt is put `leaseMinutes` ahead (so nobody
 * else tries it meanwhile, and a worker that dies mid-call leaves it to be tried then) and, for a
 * call that asks for the money, its attempts counted. The claimed row, or null when it is no
 * longer open or another claim holds it.
 */
export async function claimRefund(
  db: Db,
  refund: Pick<RefundRow, 'id'>,
  now: Date,
  leaseMinutes: number,
): Promise<RefundRow | null> {
  const stamp = now.toISOString()
  const [claimed] = await db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + case when ${refunds.state} = 'sent' then 0 else 1 end`,
      nextAttemptAt: new Date(now.getTime() + leaseMinutes * 60_000).toISOString(),
      updatedAt: stamp,
    })
    .where(
      and(
        eq(refunds.id, refund.id),
        inArray(refunds.state, OPEN_REFUND_STATES),
        or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, stamp)),
      ),
    )
    .returning()
  return claimed ?? null
}

/** A refund's move and what it causes. */
export interface RefundMove {
  refund: Pick<RefundRow, 'id' | 'state' | 'updatedAt'>
  to: RefundState
  set?: Partial<Pick<RefundRow, 'providerRef' | 'nextAttemptAt' | 'detail'>>
  /** The payment's move that goes with it (refunded, to refund by hand). */
  payment?: Omit<PaymentMove, 'onlyIf'>
  /** Messages it sends (the customer's e-mail, the admin chats' warning). */
  messages?: OutboxItem[]
}

/** Moves the refund from where its caller found it (its state and last update), with its
 * payment's move and its messages, in one batch; true when this call moved it. */
export async function moveRefund(db: Db, move: RefundMove, now: Date): Promise<boolean> {
  const { refund } = move
  const stamp = now.toISOString()
  const which = and(
    eq(refunds.id, refund.id),
    eq(refunds.state, refund.state),
    eq(refunds.updatedAt, refund.updatedAt),
  )
  const stillThere = sql`exists (select 1 from ${refunds} where ${which})`
  const update = db
    .update(refunds)
    .set({ ...move.set, state: move.to, updatedAt: stamp })
    .where(which)
    .returning({ id: refunds.id })
  const result = await db.batch([
    ...(move.payment
      ? paymentMoveStatements(db, { ...move.payment, onlyIf: stillThere }, now)
      : []),
    ...outboxInsert(db, move.messages ?? [], now, stillThere),
    update,
  ] as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  return (result.at(-1) as { id: string }[]).length > 0
}

/** The refunds left to the owner, oldest first, with what the dashboard shows of their order. */
export const refundsByHand = (db: Db) =>
  db
    .select({
      refund: refunds,
      customer: sql<string>`json_extract(${orders.shippingInfo}, '$.firstName') || ' ' || json_extract(${orders.shippingInfo}, '$.lastName')`,
      phone: sql<string>`json_extract(${orders.shippingInfo}, '$.phone')`,
      providerRef: payments.providerRef,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.state, 'by_hand'))
    .orderBy(asc(refunds.updatedAt), asc(refunds.id))
    .limit(500)
    .all()

export const findRefund = (db: Db, id: string) =>
  db.select().from(refunds).where(eq(refunds.id, id)).get()

/** The order's refunds, newest first (the dashboard's payment panel). */
export const refundsOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(desc(refunds.createdAt))
    .all()
