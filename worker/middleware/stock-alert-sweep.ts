// After a change that may have put units back on the shelf (a product saved in the dashboard, an
// order cancelled or deleted, a restore, a bot command such as /edititem), the back-in-stock
// requests whose product is in stock again become outbox e-mails, after the response, and go to
// the queue. One place, so no door that raises stock can forget it; the hourly cron catches what
// the cron itself returned.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { forwardDeliveries } from '../services/deliveries/forward'
import { queueBackInStockEmails } from '../services/stock-alerts'

// A confirmed back-in-stock request may be due at once (its product came back meanwhile).
const RAISES_STOCK =
  /^\/api\/(products|orders|admin\/data\/import|admin\/backups\/[^/]+\/restore|telegram\/webhook|stock-alerts\/confirm)/

/** Only writes: reads (GET, HEAD, OPTIONS) change nothing; placing an order only lowers stock. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const mayRaiseStock = (method: string, path: string) =>
  WRITES.has(method) && !(method === 'POST' && path === '/api/orders') && RAISES_STOCK.test(path)

export const sweepStockAlerts = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.res.status >= 400 || !mayRaiseStock(c.req.method, c.req.path)) return
  c.var.background('back-in-stock e-mails', async () => {
    if ((await queueBackInStockEmails(c.var.db, c.var.now())) > 0)
      await forwardDeliveries(c.var.db, c.env.DELIVERIES, c.var.now())
  })
})
