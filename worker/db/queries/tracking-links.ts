// A new tracking link for an order, asked from My Orders by its customer: the old link stops
// working at once (domain/tracking-link.ts says how long the new one shows the order).
import { and, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { orders } from '../schema'

/** Gives the customer's order the new token; null when no such order is theirs. */
export async function renewTrackingToken(
  db: Db,
  orderId: string,
  userId: number,
  token: string,
): Promise<string | null> {
  const [row] = await db
    .update(orders)
    .set({ trackingToken: token })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .returning({ trackingToken: orders.trackingToken })
    .all()
  return row ? row.trackingToken : null
}
