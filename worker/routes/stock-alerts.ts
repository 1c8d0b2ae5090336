// Back in stock: anyone asks to be told when an out-of-stock product returns (signed in, the
// account's address is used); admins see how many wait for each product.
import { Hono } from 'hono'
import { languageFromHeader } from '../domain/language'
import { waitingDemand } from '../db/queries/stock-alerts'
import type { AppEnv } from '../env'
import { badRequest } from '../lib/errors'
import { ok } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { stockAlertSchema } from '../schemas/stock-alert'
import { requestStockAlert } from '../services/stock-alerts'

export const stockAlertRoutes = new Hono<AppEnv>()
  .post('/', validate('json', stockAlertSchema), async (c) => {
    const { productId, email } = c.req.valid('json')
    const user = c.var.user
    const address = user?.email ?? email
    if (!address) throw badRequest('EMAIL_REQUIRED')
    await requestStockAlert(
      c.var.db,
      {
        productId,
        email: address,
        userId: user?.id ?? null,
        language: languageFromHeader(c.req.header('Accept-Language')),
      },
      new Date(),
    )
    return c.json(ok({ productId, email: address }), 201)
  })
  .get('/demand', requireAdmin, async (c) => c.json(ok(await waitingDemand(c.var.db))))
