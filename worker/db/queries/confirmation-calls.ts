// The shop's confirmation call about a cash-on-delivery order: a call nobody answered, and the
// orders nobody confirmed in time (the hourly cron cancels them through the transition).
import { eq, inArray, lt, sql } from 'drizzle-orm'
import type { EventSource } from '../../domain/order-events'
import { AWAITING_CALL_STATUSES } from '../../domain/order-status'
import type { Db } from '../client'
import { orders } from '../schema'
import { allOf, recordEvents } from './order-statements'
import { orderChangeNotices } from './outbox'

/** Cash-on-delivery orders waiting for the shop's call. */
const awaitingCall = allOf(
  inArray(orders.status, AWAITING_CALL_STATUSES),
  eq(orders.paymentMethod, 'cod'),
)

/** The cash-on-delivery orders placed before `cutoff` still waiting for the shop's call. */
export const unconfirmedCodOrdersBefore = (db: Db, cutoff: Date) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(allOf(awaitingCall, lt(orders.createdAt, cutoff.toISOString())))
    .all()

/** Records that the shop called about an order waiting for its call and nobody answered; false
 * when the order does not wait for it (or does not exist). */
export async function recordNoAnswer(
  db: Db,
  id: string,
  source: EventSource,
  now: Date,
): Promise<boolean> {
  const waiting = allOf(eq(orders.id, id), inArray(orders.status, AWAITING_CALL_STATUSES))
  const stamp = now.toISOString()
  const [, , , , touched] = await db.batch([
    // The event keeps the status the order waits in.
    recordEvents(db, waiting, 'no-answer', sql`${orders.status}`, source, stamp),
    ...orderChangeNotices(db, source, stamp),
    db.update(orders).set({ updatedAt: stamp }).where(waiting).returning({ id: orders.id }),
  ])
  return touched.length > 0
}
