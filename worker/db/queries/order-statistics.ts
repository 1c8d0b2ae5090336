// The shop's order statistics (the dashboard's overview, the bot's /orderstats): volume and
// revenue since a day, the top category, the count per status and the best sellers. An order whose
// units went back on the shelf (cancelled) sold nothing.
import { and, count, desc, eq, gte, notInArray, sql, sum } from 'drizzle-orm'
import { type Dinars, ZERO_DINARS } from '../../domain/money'
import { UNSOLD_STATUSES } from '../../domain/order-status'
import type { Db } from '../client'
import { orderItems, orders } from '../schema'

const sold = notInArray(orders.status, UNSOLD_STATUSES)

/** Count and revenue of the orders since `from`; cancelled orders earn nothing. */
export async function orderVolumeSince(db: Db, from: Date) {
  const row = await db
    .select({
      orders: count(),
      revenue: sql<Dinars>`coalesce(sum(case when ${sold} then ${orders.total} else 0 end), 0)`,
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
    .where(and(gte(orders.createdAt, from.toISOString()), sold))
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
    .where(sold)
    .groupBy(orderItems.productId)
    .orderBy(desc(quantity))
    .limit(limit)
    .all()
}
