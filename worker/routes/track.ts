// An order's public tracking page: anyone holding its link (/track/<token>) may follow it without
// signing in, and learns nothing personal (trackingCodec).
import { Hono } from 'hono'
import { trackingCodec } from '../db/codecs/order'
import { findTrackedOrder } from '../db/queries/orders'
import type { AppEnv } from '../env'
import { notFound } from '../lib/errors'
import { ok } from '../lib/respond'

// A malformed token names no order either: the same 404, so nothing about tokens is told.
const TOKEN = /^[\w-]{16,64}$/

export const trackRoutes = new Hono<AppEnv>().get('/:token', async (c) => {
  const token = c.req.param('token')
  const found = TOKEN.test(token) ? await findTrackedOrder(c.var.db, token) : undefined
  if (!found) throw notFound('TRACKING_NOT_FOUND')
  c.header('Cache-Control', 'no-store')
  return c.json(ok(trackingCodec.toApi(found.order, found.items, found.events)))
})
