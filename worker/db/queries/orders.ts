// Order storage (the shapes it leaves in: codecs/order.ts); the units of a
// cancelled or unshipped deleted order go back to the shelf here, once.
import {
  and,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  notExists,
  sql,
  sum,
  type SQL,
  type Table,
} from 'drizzle-orm'
import { type Dinars, ZERO_DINARS } from '../../domain/money'
import type { EventSource, OrderEventKind } from '../../domain/order-events'
import { orderDateRange } from '../../domain/order-filter'
import { MAX_PENDING_COD_ORDERS } from '../../domain/order-limits'
import { HOLDING_STATUSES, type OrderStatus, WAITING_STATUSES } from '../../domain/order-status'
import type { OrderListQuery } from '../../schemas/admin-list'
import type { Db } from '../client'
import {
  type NewEventRow,
  orderCodec,
  type OrderDto,
  type OrderEventRow,
  type OrderRow,
  type RestoredItemRow,
} from '../codecs/order'
import type { ProductRow } from '../codecs/product'
import { orderEvents, orderItems, orders, products, users } from '../schema'
import { containsText, newestFirstPage, type Page } from './keyset'
import { orderChangeNotices, outboxInsert, type OutboxItem } from './outbox'

/** Orders newest first, each with its items: two queries whatever the count. */
async function loadOrders(db: Db, where?: SQL, limit?: number): Promise<OrderDto[]> {
  const orderQuery = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
  const rows = limit ? await orderQuery.limit(limit).all() : await orderQuery.all()
  if (rows.length === 0) return []
  const idQuery = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, limit ? idQuery.limit(limit) : idQuery))
    .orderBy(orderItems.id)
    .all()
  const byOrder = Map.groupBy(items, (i) => i.orderId)
  return rows.map((o) => orderCodec.toApi(o, byOrder.get(o.id) ?? []))
}

/** The orders tab: a page of orders, newest first, matching the admin's filters. */
export function listOrdersPage(db: Db, query: OrderListQuery): Promise<Page<OrderDto>> {
  const { from, until } = orderDateRange(query)
  const filters = [
    query.status && eq(orders.status, query.status),
    from && gte(orders.createdAt, from),
    until && lt(orders.createdAt, until),
    containsText(
      [
        sql`json_extract(${orders.shippingInfo}, '$.firstName')`,
        sql`json_extract(${orders.shippingInfo}, '$.lastName')`,
        sql`json_extract(${orders.shippingInfo}, '$.email')`,
        sql`${orders.id}`,
      ],
      query.customer ?? '',
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
  const [order] = await loadOrders(
    db,
    and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)),
  )
  return order
}

export interface StatusChange {
  id: string
  from: OrderStatus
  to: OrderStatus
}

/** Conditions that must all hold; drizzle's and() may return nothing, this always a condition. */
export const allOf = (...conditions: SQL[]): SQL => sql`(${sql.join(conditions, sql` and `)})`

export const chunksOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  )

/** Ids per statement: each id is bound once, well under D1's 100 parameters. */
const CHUNK = 90
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

const pendingCod = allOf(eq(orders.status, 'pending'), eq(orders.paymentMethod, 'cod'))
/** Orders waiting for the shop's call or the shopper's payment: one limit holds them all. */
const waitingOrders = inArray(orders.status, WAITING_STATUSES)

/** The cash-on-delivery orders placed before `cutoff` still waiting for the shop's call. */
export const unconfirmedCodOrdersBefore = (db: Db, cutoff: Date) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(allOf(pendingCod, lt(orders.createdAt, cutoff.toISOString())))
    .all()

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

/** Records that the shop called about a pending order and nobody answered; false when the
 * order is not pending (or does not exist). */
export async function recordNoAnswer(
  db: Db,
  id: string,
  source: EventSource,
  now: Date,
): Promise<boolean> {
  const pending = allOf(eq(orders.id, id), eq(orders.status, 'pending'))
  const stamp = now.toISOString()
  const [, , , touched] = await db.batch([
    recordEvents(db, pending, 'no-answer', 'pending', source, stamp),
    ...orderChangeNotices(db, source, stamp),
    db.update(orders).set({ updatedAt: stamp }).where(pending).returning({ id: orders.id }),
  ])
  return touched.length > 0
}

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

export interface Placement {
  rows: { order: OrderRow; items: RestoredItemRow[]; events: NewEventRow[] }
  customerId: number
  /** Units taken off the shelf, per product id. */
  units: Map<number, number>
  /** Refuse the order when its customer or phone holds the pending cash-on-delivery limit. */
  limitPendingCod: boolean
  /** Refuse the order when its customer's orders that hold stock would hold more units. */
  maxUnitsHeld?: number
  /** The messages the order sends (outbox rows), written only if the order is. */
  notices?: OutboxItem[]
}

/** What the placing batch did; a refusal names the rule that stopped it. */
export type PlacementOutcome =
  | { kind: 'placed' }
  | { kind: 'key-taken' }
  /** `product` as the batch met it: absent when it no longer exists. */
  | { kind: 'short'; productId: number; product: ProductRow | undefined }
  | { kind: 'pending-cod-limit' }
  /** `held`: the units the customer's other orders held as the batch met them. */
  | { kind: 'units-held-limit'; held: number }

/** An INSERT ... SELECT of one row, which writes it only while `condition` holds. */
function insertIf<T extends Table>(db: Db, table: T, row: Record<string, unknown>, condition: SQL) {
  const values = Object.entries(getTableColumns(table)).map(([key, column]) =>
    sql.param(row[key] ?? null, column),
  )
  return db.insert(table).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`)
}

/**
 * Writes a placed order in one atomic batch: the order, its stock taken off the shelf, its lines,
 * and the customer's language for later e-mails, or nothing, and says which.
 *
 * No statement fails on a rule, since a failed D1 batch tells only an error's text. The order goes
 * in unless its idempotency key is taken (ON CONFLICT DO NOTHING), then one DELETE per rule (each
 * product's stock, the cash-on-delivery limit) takes it out again when the rule is broken, and the
 * rest is written only while the order is there. So the RETURNING of those statements says why
 * nothing was written, and the products read first in the same batch, the state every rule met,
 * give the refusal its numbers. The CHECK (stock >= 0) stays a last resort.
 */
export async function insertPlacedOrder(db: Db, placement: Placement): Promise<PlacementOutcome> {
  const { rows, customerId, units } = placement
  const { order, items, events } = rows
  const placed = exists(db.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)))
  const retractIf = (broken: SQL) =>
    db
      .delete(orders)
      .where(and(eq(orders.id, order.id), broken))
      .returning({ id: orders.id })
  const inStock = (productId: number, quantity: number) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
  const productIds = [...units.keys()]
  const phone = order.shippingInfo.phone
  const held = unitsHeldBy(customerId, order.id)
  const ordered = [...units.values()].reduce((sum, n) => sum + n, 0)
  // One per product, in productIds' order, then the limits' (cash-on-delivery orders, units held).
  const limits = [
    ...(placement.limitPendingCod
      ? [
          {
            broken: pendingCodLimitReached({ id: order.id, userId: customerId, phone }),
            kind: 'pending-cod-limit',
          } as const,
        ]
      : []),
    ...(placement.maxUnitsHeld === undefined
      ? []
      : [
          {
            broken: sql`${held} + ${ordered} > ${placement.maxUnitsHeld}`,
            kind: 'units-held-limit',
          } as const,
        ]),
  ]
  const retracts = [
    ...[...units].map(([productId, quantity]) =>
      retractIf(notExists(inStock(productId, quantity))),
    ),
    ...limits.map((limit) => retractIf(limit.broken)),
  ]
  const [met, heldBefore, inserted, ...rest] = await db.batch([
    db.select().from(products).where(inArray(products.id, productIds)),
    db
      .select({ units: sql<number>`${held}` })
      .from(users)
      .where(eq(users.id, customerId)),
    db
      .insert(orders)
      .values(order)
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning({ id: orders.id }),
    ...retracts,
    ...[...units].map(([productId, quantity]) =>
      db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: order.createdAt })
        .where(and(eq(products.id, productId), placed)),
    ),
    ...items.map((item) => insertIf(db, orderItems, item, placed)),
    ...events.map((event) => insertIf(db, orderEvents, event, placed)),
    db
      .update(users)
      .set({ language: order.language })
      .where(and(eq(users.id, customerId), placed)),
    ...outboxInsert(db, placement.notices ?? [], new Date(order.createdAt), placed),
  ])
  if (inserted.length === 0) return { kind: 'key-taken' }
  const removedBy = (rest.slice(0, retracts.length) as unknown[][]).findIndex((r) => r.length > 0)
  if (removedBy === -1) return { kind: 'placed' }
  const productId = productIds[removedBy]
  if (productId !== undefined)
    return { kind: 'short', productId, product: met.find((p) => p.id === productId) }
  const limit = limits[removedBy - productIds.length]
  if (limit?.kind === 'units-held-limit')
    return { kind: limit.kind, held: heldBefore[0]?.units ?? 0 }
  return { kind: 'pending-cod-limit' }
}

/** SQL for the units held by the customer's orders that hold stock, other than `exceptOrderId`. */
const unitsHeldBy = (customerId: number, exceptOrderId: string) =>
  sql`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${and(eq(orders.userId, customerId), inArray(orders.status, HOLDING_STATUSES), ne(orders.id, exceptOrderId))})`

/** Writes a new order and its lines together (the dashboard's test order: no stock, no limit). */
export async function insertOrder(db: Db, rows: Placement['rows']): Promise<void> {
  await db.batch([
    db.insert(orders).values(rows.order),
    ...rows.items.map((item) => db.insert(orderItems).values(item)),
    ...rows.events.map((event) => db.insert(orderEvents).values(event)),
  ])
}

/** The verified account e-mail of each of these orders whose customer proved their address, by
 * order id. */
export async function verifiedEmailsOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await Promise.all(
    chunksOf([...new Set(ids)], CHUNK).map((chunk) =>
      db
        .select({ id: orders.id, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(inArray(orders.id, chunk), isNotNull(users.emailVerifiedAt)))
        .all(),
    ),
  )
  return new Map(rows.flat().map((r) => [r.id, r.email]))
}

/** The orders with these ids, each with its items. */
export async function findOrders(db: Db, ids: string[]): Promise<OrderDto[]> {
  const found = await Promise.all(
    chunksOf([...new Set(ids)], 90).map((chunk) => loadOrders(db, inArray(orders.id, chunk))),
  )
  return found.flat()
}

/**
 * Deletes the orders (their items go with them) and returns the ids that existed. The units of an
 * order not yet shipped, and not cancelled (which returned them already), go back to stock.
 */
export async function deleteOrders(db: Db, ids: string[], now = new Date()): Promise<string[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const stamp = now.toISOString()
  const [first, ...rest] = returnStockOf(
    db,
    unique,
    inArray(orders.status, HOLDING_STATUSES),
    stamp,
  )
  const deletes = chunksOf(unique, CHUNK).map((chunk) =>
    db.delete(orders).where(inArray(orders.id, chunk)).returning({ id: orders.id }),
  )
  if (!first) return []
  const results = await db.batch([first, ...rest, ...deletes])
  return (results.slice(-deletes.length) as { id: string }[][]).flat().map((r) => r.id)
}

const notCancelled = ne(orders.status, 'cancelled')

/** Count and revenue of the orders since `from`; cancelled orders earn nothing. */
export async function orderVolumeSince(db: Db, from: Date) {
  const row = await db
    .select({
      orders: count(),
      revenue: sql<Dinars>`coalesce(sum(case when ${orders.status} <> 'cancelled' then ${orders.total} else 0 end), 0)`,
    })
    .from(orders)
    .where(gte(orders.createdAt, from.toISOString()))
    .get()
  return { orders: row?.orders ?? 0, revenue: row?.revenue ?? ZERO_DINARS }
}

export async function topCategorySince(db: Db, from: Date): Promise<string | null> {
  const row = await db
    .select({ category: orderItems.category, quantity: sum(orderItems.quantity) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(gte(orders.createdAt, from.toISOString()), notCancelled))
    .groupBy(orderItems.category)
    .orderBy(desc(sum(orderItems.quantity)))
    .limit(1)
    .get()
  return row?.category || null
}

export async function statusCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .groupBy(orders.status)
    .all()
  return Object.fromEntries(rows.map((r) => [r.status, r.n]))
}

export async function topSellingProducts(db: Db, limit: number) {
  const quantity = sql<number>`sum(${orderItems.quantity})`
  return db
    .select({
      productId: orderItems.productId,
      name: sql<string>`max(${orderItems.name})`,
      quantity,
      revenue: sql<Dinars>`sum(${orderItems.price} * ${orderItems.quantity})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(notCancelled)
    .groupBy(orderItems.productId)
    .orderBy(desc(quantity))
    .limit(limit)
    .all()
}
