// An order's public tracking page: anyone holding its link (/track/<token>) may follow it without
// signing in, and learns nothing personal (trackingCodec). The customer's SMS link also carries a
// key that confirms a cash-on-delivery order (services/sms-confirmation).
import { Hono } from 'hono'
import { trackingCodec } from '../db/codecs/order'
import { findTrackedOrder } from '../db/queries/orders'
import type { AppEnv } from '../env'
import type { Db } from '../db/client'
import { AppError, conflict, notFound } from '../lib/errors'
import { validate } from '../middleware/validate'
import { confirmBySmsSchema } from '../schemas/order'
import { confirmBySms } from '../services/sms-confirmation'
import { ok } from '../lib/respond'

// A malformed token names no order either: the same 404, so nothing about tokens is told.
const TOKEN = /^[\w-]{16,64}$/

async function tracked(db: Db, token: string) {
  const found = TOKEN.test(token) ? await findTrackedOrder(db, token) : undefined
  if (!found) throw notFound('TRACKING_NOT_FOUND')
  return trackingCodec.toApi(found.order, found.items, found.events)
}

export const trackRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const order = await tracked(c.var.db, c.req.param('token'))
    c.header('Cache-Control', 'no-store')
    return c.json(ok(order))
  })
  // The customer confirms a cash-on-delivery order with the key of its SMS link.
  .post('/:token/confirm', validate('json', confirmBySmsSchema), async (c) => {
    const token = c.req.param('token')
    await tracked(c.var.db, token)
    const secret = c.var.sessionSecret
    if (!secret) throw new AppError(503, 'SIGN_IN_UNAVAILABLE')
    const { key } = c.req.valid('json')
    const outcome = await confirmBySms(c.var.db, secret, token, key, new Date())
    if (
      outcome.kind === 'not-pending' ||
      outcome.kind === 'cancelled-final' ||
      outcome.kind === 'unpaid'
    )
      throw conflict('ORDER_NOT_PENDING')
    return c.json(ok(await tracked(c.var.db, token)))
  })
