// Back-in-stock subscriptions: one per product and address, claimed (deleted) as their product
// comes back, so each subscriber is written to once.
import { count, desc, eq, gt, inArray, min } from 'drizzle-orm'
import type { EmailLanguage } from '../../domain/language'
import type { Db } from '../client'
import type { StockAlertRow } from '../codecs/stock-alert'
import { products, stockAlerts } from '../schema'

export interface NewStockAlert {
  productId: number
  email: string
  userId: number | null
  language: EmailLanguage
}

/** Asking twice for the same product keeps the first request. */
export async function insertStockAlert(db: Db, alert: NewStockAlert, now: Date): Promise<void> {
  await db
    .insert(stockAlerts)
    .values({ ...alert, createdAt: now.toISOString() })
    .onConflictDoNothing({ target: [stockAlerts.productId, stockAlerts.email] })
}

/**
 * Takes the subscriptions whose product is in stock again: read and deleted in one batch, and only
 * those this call deleted are returned, so two sweeps at once never write to anyone twice.
 */
export async function claimDueAlerts(db: Db): Promise<StockAlertRow[]> {
  const backInStock = inArray(
    stockAlerts.productId,
    db.select({ id: products.id }).from(products).where(gt(products.stock, 0)),
  )
  // No join inside the batch: D1 names a batch's columns by name alone, and both tables have "id".
  const [due, claimed] = await db.batch([
    db.select().from(stockAlerts).where(backInStock).orderBy(stockAlerts.id),
    db.delete(stockAlerts).where(backInStock).returning({ id: stockAlerts.id }),
  ])
  const mine = new Set(claimed.map((row) => row.id))
  return due.filter((alert) => mine.has(alert.id))
}

/** How many shoppers wait for each product, the most wanted first. */
export async function waitingDemand(db: Db) {
  const waiting = count()
  return db
    .select({
      productId: products.id,
      name: products.name,
      stock: products.stock,
      waiting,
      since: min(stockAlerts.createdAt),
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .groupBy(products.id)
    .orderBy(desc(waiting), products.id)
    .all()
}

export const listAllStockAlerts = (db: Db): Promise<StockAlertRow[]> =>
  db.select().from(stockAlerts).orderBy(stockAlerts.id).all()
