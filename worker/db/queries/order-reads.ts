// Reading orders: the dashboard's lists, one order, a customer's, the one a tracking link names,
// their events, and where their e-mails go (the shapes they leave in: codecs/order.ts).
import { and, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm'
import { phoneSearchText } from '../../domain/iraq-address'
import { orderDateRange } from '../../domain/order-filter'
import type { OrderListQuery } from '../../schemas/admin-list'
import type { Db } from '../client'
import {
  orderCodec,
  type OrderDto,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
} from '../codecs/order'
import { orderEvents, orderItems, orders, users } from '../schema'
import { indexedText, newestFirstPage, type Page } from './keyset'
import { chunksOf, IDS_PER_STATEMENT } from './order-statements'
import { settingsFrom, settingsRowQuery } from './settings'

/** Orders newest first, each with its items: two statements in one round trip, whatever the
 * count. */
async function loadOrders(db: Db, where?: SQL, limit?: number): Promise<OrderDto[]> {
  const [orderRows, items] = await db.batch(ordersWithItemsQueries(db, where, limit))
  return ordersWithItems(orderRows, items)
}

/** loadOrders' two statements, for a caller that batches them with its own (ordersWithItems reads
 * their answers). */
export function ordersWithItemsQueries(db: Db, where?: SQL, limit?: number) {
  const orderQuery = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
  const idQuery = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
  const items = db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, limit ? idQuery.limit(limit) : idQuery))
    .orderBy(orderItems.id)
  return [limit ? orderQuery.limit(limit) : orderQuery, items] as const
}

export function ordersWithItems(rows: OrderRow[], items: OrderItemRow[]): OrderDto[] {
  const byOrder = Map.groupBy(items, (i) => i.orderId)
  return rows.map((o) => orderCodec.toApi(o, byOrder.get(o.id) ?? []))
}

/** The customer's text as typed, or as the index keeps a phone when it was typed as one. */
const customerSearch = (typed: string) => phoneSearchText(typed) ?? typed

/** The orders tab: a page of orders, newest first, matching the admin's filters. */
export function listOrdersPage(db: Db, query: OrderListQuery): Promise<Page<OrderDto>> {
  const { from, until } = orderDateRange(query)
  const filters = [
    query.status && eq(orders.status, query.status),
    from && gte(orders.createdAt, from),
    until && lt(orders.createdAt, until),
    indexedText(
      orders.id,
      { table: 'order_search', key: 'order_id' },
      [
        sql`json_extract(${orders.shippingInfo}, '$.firstName')`,
        sql`json_extract(${orders.shippingInfo}, '$.lastName')`,
        sql`json_extract(${orders.shippingInfo}, '$.email')`,
        sql`${orders.id}`,
        sql`replace(replace(json_extract(${orders.shippingInfo}, '$.phone'), ' ', ''), '+964', '0')`,
      ],
      customerSearch(query.customer ?? ''),
    ),
  ].filter((f): f is SQL => !!f)
  return newestFirstPage(
    db,
    {
      tag: 'orders',
      table: orders,
      createdAt: orders.createdAt,
      id: orders.id,
      idKind: 'string',
      idOf: (order) => order.id,
      // loadOrders reads newest first already, in the same order, and adds each order's items.
      read: (where, _order, limit) => loadOrders(db, where, limit),
    },
    query,
    filters,
    // Kept by migration 0032's triggers for all orders and for each status.
    from || until || query.customer
      ? undefined
      : query.status
        ? `orders:${query.status}`
        : 'orders',
  )
}

export const listRecentOrders = (db: Db, limit: number) => loadOrders(db, undefined, limit)
export const listUserOrders = (db: Db, userId: number) => loadOrders(db, eq(orders.userId, userId))

/** An order the caller has just written or changed: its absence is a fault, not an answer. */
export async function readOrder(db: Db, id: string): Promise<OrderDto> {
  const order = await findOrder(db, id)
  if (!order) throw new Error(`order ${id} is missing right after it was written`)
  return order
}

export async function findOrder(db: Db, id: string): Promise<OrderDto | undefined> {
  const [order] = await loadOrders(db, eq(orders.id, id))
  return order
}

export async function findOrderByIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
): Promise<OrderDto | undefined> {
  const [order] = await loadOrders(db, placedWithKey(userId, key))
  return order
}

/** The customer's order placed with this idempotency key. */
export const placedWithKey = (userId: number, key: string) =>
  and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))

/** An order's events, oldest first. */
export const listOrderEvents = (db: Db, orderId: string): Promise<OrderEventRow[]> =>
  db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id)
    .all()

/** The order a tracking link names, with its lines and events. */
export async function findTrackedOrder(db: Db, token: string) {
  const order = await db.select().from(orders).where(eq(orders.trackingToken, token)).get()
  if (!order) return undefined
  const [items, events] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.id)
      .all(),
    listOrderEvents(db, order.id),
  ])
  return { order, items, events }
}

/**
 * What an order's e-mail is written from, in one round trip: the order with its items, the
 * verified account address it goes to (none while the customer has not proved it, or the account
 * is gone) and the shop's saved settings (its name). Three round trips before, for every e-mail
 * the deliveries queue sends.
 */
export async function orderEmailFacts(db: Db, id: string) {
  const [orderRows, items, recipients, settingsRows] = await db.batch([
    ...ordersWithItemsQueries(db, eq(orders.id, id)),
    db
      .select({ email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.id, id), isNotNull(users.emailVerifiedAt))),
    settingsRowQuery(db),
  ])
  return {
    order: ordersWithItems(orderRows, items)[0],
    to: recipients[0]?.email,
    saved: settingsFrom(settingsRows[0]),
  }
}

/** The orders with these ids, each with its items. */
export async function findOrders(db: Db, ids: string[]): Promise<OrderDto[]> {
  const found = await Promise.all(
    chunksOf([...new Set(ids)], IDS_PER_STATEMENT).map((chunk) =>
      loadOrders(db, inArray(orders.id, chunk)),
    ),
  )
  return found.flat()
}
