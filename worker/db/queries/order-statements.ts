// The statements and conditions the writes to orders share (a move, a placement, a deletion, a
// call nobody answered): units back on the shelf once, events recorded, the waiting-orders limit.
import { and, eq, inArray, ne, type SQL, sql, sum } from 'drizzle-orm'
import type { EventSource, OrderEventKind } from '../../domain/order-events'
import { MAX_PENDING_COD_ORDERS } from '../../domain/order-limits'
import { HOLDING_STATUSES, type OrderStatus, WAITING_STATUSES } from '../../domain/order-status'
import type { Db } from '../client'
import { orderEvents, orderItems, orders, products } from '../schema'

/** Conditions that must all hold; drizzle's and() may return nothing, this always a condition. */
export const allOf = (...conditions: SQL[]): SQL => sql`(${sql.join(conditions, sql` and `)})`

export const chunksOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  )

/** Ids per statement: each id is bound once, under D1's 100 parameters with room for the rest of
 * a move's statement (the statuses it may come from, up to ten, and its own values). */
export const IDS_PER_STATEMENT = 80
/** Ids per stock return, whose update binds each id twice. */
const RETURN_CHUNK = 40

/**
 * The two statements that put the units of the orders matching `which` back on the shelf and
 * mark those orders, skipping any already marked: run in one batch, before anything that changes
 * what `which` matches, two cancels or a cancel and a delete return the units once.
 */
export function returnStock(db: Db, which: SQL, stamp: string) {
  const due = and(which, eq(orders.stockReturned, false))
  const ofOrder = eq(orders.id, orderItems.orderId)
  const unitsDue = db
    .select({ units: sum(orderItems.quantity) })
    .from(orderItems)
    .innerJoin(orders, ofOrder)
    .where(and(due, eq(orderItems.productId, products.id)))
  const productsDue = db
    .select({ id: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, ofOrder)
    .where(due)
  return [
    db
      .update(products)
      .set({ stock: sql`${products.stock} + (${unitsDue})`, updatedAt: stamp })
      .where(inArray(products.id, productsDue)),
    db.update(orders).set({ stockReturned: true }).where(due),
  ] as const
}

/** returnStock for the orders with these ids that also match `which`. */
export const returnStockOf = (db: Db, ids: string[], which: SQL, stamp: string) =>
  chunksOf(ids, RETURN_CHUNK).flatMap((chunk) =>
    returnStock(db, allOf(inArray(orders.id, chunk), which), stamp),
  )

/**
 * Records an event of `kind` for each order matching `which`, with the status it then has (or, as
 * SQL, the one it has). Run before the statement that changes what `which` matches, in the same
 * batch.
 */
export function recordEvents(
  db: Db,
  which: SQL,
  kind: OrderEventKind,
  status: OrderStatus | SQL,
  source: EventSource,
  stamp: string,
) {
  return db
    .insert(orderEvents)
    .select(
      sql`select null, ${orders.id}, ${kind}, ${status}, ${source.channel}, ${source.actor}, ${stamp} from ${orders} where ${which}`,
    )
}

/** Orders waiting for the shop's call or the shopper's payment: one limit holds them all. */
const waitingOrders = inArray(orders.status, WAITING_STATUSES)

/** A shipping phone without its spaces, parentheses and hyphens (the digits are Latin already). */
const phoneKey = (phone: SQL) =>
  sql`replace(replace(replace(replace(${phone}, ' ', ''), '(', ''), ')', ''), '-', '')`

/** SQL that is true when the customer or the shipping phone of `order` already has
 * MAX_PENDING_COD_ORDERS waiting orders (cash on delivery not yet confirmed, or online orders not
 * yet paid) other than this one. */
export function pendingCodLimitReached(order: { id: string; userId: number; phone: string }) {
  const others = (match: SQL) =>
    sql`(select count(*) from ${orders} where ${and(waitingOrders, ne(orders.id, order.id), match)}) >= ${MAX_PENDING_COD_ORDERS}`
  const samePhone = sql`${phoneKey(sql`json_extract(${orders.shippingInfo}, '$.phone')`)} = ${phoneKey(sql`${order.phone}`)}`
  return sql`(${others(eq(orders.userId, order.userId))} or ${others(samePhone)})`
}

/** SQL for the units held by the customer's orders that hold stock, other than `exceptOrderId`. */
export const unitsHeldBy = (customerId: number, exceptOrderId: string) =>
  sql`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${and(eq(orders.userId, customerId), inArray(orders.status, HOLDING_STATUSES), ne(orders.id, exceptOrderId))})`
