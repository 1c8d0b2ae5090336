// Order storage and the order shape the API returns (dinars, items as bought).
import { and, count, desc, eq, gte, inArray, ne, sql, sum, type SQL } from 'drizzle-orm'
import type { OrderStatus } from '../../domain/order-status'
import { toDinars } from '../../domain/money'
import type { Db } from '../client'
import { orderItems, orders } from '../schema'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect

export function toOrderDto(order: OrderRow, items: OrderItemRow[]) {
  return {
    id: order.id,
    userId: order.userId,
    items: items.map((i) => ({
      id: i.productId,
      name: i.name,
      nameAr: i.nameAr,
      category: i.category,
      price: toDinars(i.price),
      quantity: i.quantity,
      image: i.image,
      selectedSize: i.selectedSize,
    })),
    shippingInfo: order.shippingInfo,
    paymentInfo: { method: order.paymentMethod },
    totals: {
      subtotal: toDinars(order.subtotal),
      shipping: toDinars(order.shipping),
      tax: toDinars(order.tax),
      paymentFee: toDinars(order.paymentFee),
      total: toDinars(order.total),
    },
    status: order.status,
    trackingNumber: order.trackingNumber,
    phoneVerified: order.phoneVerified,
    language: order.language,
    estimatedDelivery: order.estimatedDelivery,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  }
}
export type OrderDto = ReturnType<typeof toOrderDto>

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
  return rows.map((o) => toOrderDto(o, byOrder.get(o.id) ?? []))
}

export const listAllOrders = (db: Db) => loadOrders(db)
export const listRecentOrders = (db: Db, limit: number) => loadOrders(db, undefined, limit)
export const listUserOrders = (db: Db, userId: number) => loadOrders(db, eq(orders.userId, userId))

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

const chunksOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  )

/**
 * Sets the status of each order and says what it was before (the status e-mail names it); shipped
 * orders without a tracking number get the one `newTracking()` makes. Orders that do not exist
 * are left out. The earlier statuses are read in the same atomic batch as the updates.
 */
export async function changeOrderStatuses(
  db: Db,
  ids: string[],
  status: OrderStatus,
  newTracking: () => string,
  now: Date,
): Promise<StatusChange[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const stamp = now.toISOString()
  const reads = chunksOf(unique, 90).map((chunk) =>
    db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, chunk)),
  )
  const updates = unique.map((id) =>
    db
      .update(orders)
      .set({
        status,
        updatedAt: stamp,
        ...(status === 'shipped' && {
          trackingNumber: sql`coalesce(${orders.trackingNumber}, ${newTracking()})`,
        }),
      })
      .where(eq(orders.id, id)),
  )
  const [first, ...rest] = reads
  const results = await db.batch([first!, ...rest, ...updates])
  const before = new Map(
    (results.slice(0, reads.length) as { id: string; status: OrderStatus }[][])
      .flat()
      .map((r) => [r.id, r.status]),
  )
  return unique
    .filter((id) => before.has(id))
    .map((id) => ({ id, from: before.get(id)!, to: status }))
}

/** The orders with these ids, each with its items. */
export async function findOrders(db: Db, ids: string[]): Promise<OrderDto[]> {
  const found = await Promise.all(
    chunksOf([...new Set(ids)], 90).map((chunk) => loadOrders(db, inArray(orders.id, chunk))),
  )
  return found.flat()
}

/** Deletes the orders (their items go with them); returns the ids that existed. */
export async function deleteOrders(db: Db, ids: string[]): Promise<string[]> {
  const deleted: string[] = []
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90)
    const rows = await db
      .delete(orders)
      .where(inArray(orders.id, chunk))
      .returning({ id: orders.id })
    deleted.push(...rows.map((r) => r.id))
  }
  return deleted
}

const notCancelled = ne(orders.status, 'cancelled')

/** Count and revenue (fils) of the orders since `from`; cancelled orders earn nothing. */
export async function orderVolumeSince(db: Db, from: Date) {
  const row = await db
    .select({
      orders: count(),
      revenue: sql<number>`coalesce(sum(case when ${orders.status} <> 'cancelled' then ${orders.total} else 0 end), 0)`,
    })
    .from(orders)
    .where(gte(orders.createdAt, from.toISOString()))
    .get()
  return { orders: row?.orders ?? 0, revenue: Number(row?.revenue ?? 0) }
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
      revenue: sql<number>`sum(${orderItems.price} * ${orderItems.quantity})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(notCancelled)
    .groupBy(orderItems.productId)
    .orderBy(desc(quantity))
    .limit(limit)
    .all()
}
