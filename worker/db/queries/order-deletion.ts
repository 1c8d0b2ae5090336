// Deleting orders: the units of one not yet shipped go back on the shelf with it, once.
import { inArray } from 'drizzle-orm'
import { HOLDING_STATUSES } from '../../domain/order-status'
import type { Db } from '../client'
import { orders } from '../schema'
import { chunksOf, IDS_PER_STATEMENT, returnStockOf } from './order-statements'

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
  const deletes = chunksOf(unique, IDS_PER_STATEMENT).map((chunk) =>
    db.delete(orders).where(inArray(orders.id, chunk)).returning({ id: orders.id }),
  )
  if (!first) return []
  const results = await db.batch([first, ...rest, ...deletes])
  return (results.slice(-deletes.length) as { id: string }[][]).flat().map((r) => r.id)
}
