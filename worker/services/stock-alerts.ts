// Back in stock: a shopper asks to be told when an out-of-stock product returns; whenever stock
// may have gone up (a product saved in the dashboard or the bot, a restore, a cancelled or deleted
// order, the hourly cron) the requests whose product is in stock again are claimed, and each
// shopper gets one e-mail in their language. A failed send is logged; the request has ended.
import type { EmailLanguage } from '../domain/language'
import type { Db } from '../db/client'
import { findProducts } from '../db/queries/products'
import { readSettings } from '../db/queries/settings'
import { claimDueAlerts, insertStockAlert } from '../db/queries/stock-alerts'
import type { Config } from '../env'
import { conflict, notFound } from '../lib/errors'
import { emailProvider } from './email/provider'
import { backInStockEmail } from './email/templates'

export interface AlertRequest {
  productId: number
  email: string
  userId: number | null
  language: EmailLanguage
}

/** Records the request; only for a product that exists and is out of stock now. */
export async function requestStockAlert(db: Db, request: AlertRequest, now: Date): Promise<void> {
  const [product] = await findProducts(db, [request.productId])
  if (!product) throw notFound('PRODUCT_NOT_FOUND')
  if (product.stock > 0) throw conflict('PRODUCT_IN_STOCK')
  await insertStockAlert(db, request, now)
}

/** Writes to everyone whose product is back; returns how many were written to. */
export async function sendBackInStockEmails(config: Config, db: Db): Promise<number> {
  const due = await claimDueAlerts(db)
  if (due.length === 0) return 0
  const [{ storeInfo }, found] = await Promise.all([
    readSettings(db),
    findProducts(db, [...new Set(due.map((alert) => alert.productId))]),
  ])
  const productsById = new Map(found.map((p) => [p.id, p]))
  const provider = emailProvider(config, db)
  for (const alert of due) {
    const product = productsById.get(alert.productId)
    if (!product) continue // deleted since: its requests went with it
    const shop = { name: alert.language === 'ar' ? storeInfo.name.ar : storeInfo.name.en }
    const url = `${config.SITE_URL}/product/${product.id}`
    await provider
      .send({
        ...backInStockEmail(
          { name: product.name, nameAr: product.nameAr, url },
          alert.language,
          shop,
        ),
        to: alert.email,
        kind: 'back-in-stock',
        language: alert.language,
      })
      .catch((error: unknown) =>
        console.error(
          `e-mail not sent (back in stock, product ${alert.productId}):`,
          error instanceof Error ? error.message : error,
        ),
      )
  }
  return due.length
}
