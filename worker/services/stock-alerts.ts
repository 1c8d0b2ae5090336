// Back in stock: a shopper asks to be told when an out-of-stock product returns; whenever stock
// may have gone up (a product saved in the dashboard or the bot, a restore, a cancelled or deleted
// order, the hourly cron) the requests whose product is in stock again are claimed, and each
// shopper gets one e-mail in their language: the request ends in the batch that writes that e-mail
// to the outbox (services/deliveries), which sends it or shows it failed in the dashboard.
import type { EmailLanguage } from '../domain/language'
import type { Db } from '../db/client'
import { findProducts } from '../db/queries/products'
import { insertStockAlert, queueDueAlerts } from '../db/queries/stock-alerts'
import { conflict, notFound } from '../lib/errors'

export interface AlertRequest {
  productId: number
  email: string
  userId: number | null
  language: EmailLanguage
  /** The address is a signed-in customer's, verified: no confirmation is asked. */
  verified: boolean
}

/** Records the request, waiting for its address's confirmation (an e-mailed signed link) unless
 * it is a signed-in customer's verified address; only for a product out of stock now. */
export async function requestStockAlert(db: Db, request: AlertRequest, now: Date): Promise<void> {
  const [product] = await findProducts(db, [request.productId])
  if (!product) throw notFound('PRODUCT_NOT_FOUND')
  if (product.stock > 0) throw conflict('PRODUCT_IN_STOCK')
  const { productId, email, language, verified, userId } = request
  await insertStockAlert(
    db,
    { productId, email, language, userId },
    verified
      ? 'already-confirmed'
      : {
          channel: 'email',
          kind: 'stock-alert-confirm',
          ref: `product:${productId}`,
          payload: { productId, email, language },
        },
    now,
  )
}

/** Writes to everyone whose product is back: their e-mails go to the outbox in the batch that
 * ends their requests (the queue sends them); returns how many. */
export const queueBackInStockEmails = (db: Db, now: Date): Promise<number> =>
  queueDueAlerts(db, now)
