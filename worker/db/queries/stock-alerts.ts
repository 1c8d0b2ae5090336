// Back-in-stock subscriptions: one per product and address, turned into an outbox e-mail as their
// product comes back, so each subscriber is written to once.
import { count, desc, eq, gt, inArray, min, sql } from 'drizzle-orm'
import type { EmailLanguage } from '../../domain/language'
import type { Db } from '../client'
import type { StockAlertRow } from '../codecs/stock-alert'
import { products, stockAlerts } from '../schema'
import { outboxInsertSelect } from './outbox'

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
 * Turns the subscriptions whose product is in stock again into back-in-stock e-mails of the outbox,
 * in one batch: each request ends as its e-mail is written to be sent, so two sweeps at once never
 * write to anyone twice and a request is never gone without its e-mail. Returns how many.
 */
export async function queueDueAlerts(db: Db, now: Date): Promise<number> {
  const backInStock = inArray(
    stockAlerts.productId,
    db.select({ id: products.id }).from(products).where(gt(products.stock, 0)),
  )
  const [, claimed] = await db.batch([
    outboxInsertSelect(
      db,
      {
        channel: 'email',
        kind: 'back-in-stock',
        lane: null,
        ref: sql`'product:' || ${stockAlerts.productId}`,
        payload: sql`json_object('productId', ${stockAlerts.productId}, 'email', ${stockAlerts.email}, 'language', ${stockAlerts.language})`,
        from: sql`from ${stockAlerts} where ${backInStock} order by ${stockAlerts.id}`,
      },
      now,
    ),
    db.delete(stockAlerts).where(backInStock).returning({ id: stockAlerts.id }),
  ])
  return claimed.length
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
