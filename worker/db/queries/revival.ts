// What the shopper's revival of a cancelled order needs to know (services/payments/payments.ts):
// whether the order was lost to its own payment, and, when the conditional write refused it, why.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { orderEvents, orderItems, orders, products } from '../schema'
import { unitsHeldBy } from './order-statements'

/** True when the order's cancellation was its payment's: declined at the provider (channel
 * payment) or not paid in time (the payments cron). An admin's or the bot's is not. */
export async function lostToItsPayment(db: Db, orderId: string): Promise<boolean> {
  const last = await db
    .select({ channel: orderEvents.channel })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status')))
    .orderBy(desc(orderEvents.id))
    .limit(1)
    .get()
  return last?.channel === 'payment' || last?.channel === 'cron'
}

export type RevivalObstacle =
  | { kind: 'prices' }
  | { kind: 'units'; held: number }
  | { kind: 'stock'; name: string; nameAr: string; count: number }

/** Why the order cannot be revived now: a price changed (or a product is gone), the customer's
 * units held would pass `maxUnitsHeld`, or a product is short; null when none of these (the
 * waiting-orders limit, then). */
export async function revivalObstacle(
  db: Db,
  orderId: string,
  maxUnitsHeld: number,
): Promise<RevivalObstacle | null> {
  const order = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get()
  const lines = await db
    .select({
      name: orderItems.name,
      nameAr: orderItems.nameAr,
      price: orderItems.price,
      quantity: sql<number>`sum(${orderItems.quantity})`,
      today: products.price,
      stock: products.stock,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId)
    .all()
  if (lines.some((line) => line.today === null || line.today !== line.price))
    return { kind: 'prices' }
  if (order?.userId) {
    const held = await db
      .select({ units: sql<number>`${unitsHeldBy(order.userId, orderId)}` })
      .from(orders)
      .where(eq(orders.id, orderId))
      .get()
    const units = lines.reduce((sum, line) => sum + line.quantity, 0)
    if ((held?.units ?? 0) + units > maxUnitsHeld) return { kind: 'units', held: held?.units ?? 0 }
  }
  const short = lines.find((line) => (line.stock ?? 0) < line.quantity)
  return short
    ? { kind: 'stock', name: short.name, nameAr: short.nameAr, count: short.stock ?? 0 }
    : null
}
