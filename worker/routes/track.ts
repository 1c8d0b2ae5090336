// An order's public tracking page: anyone holding its link (/track/<token>) may follow it without
// signing in, and learns nothing personal (trackingCodec). The customer's SMS link also carries a
// key that confirms a cash-on-delivery order (services/sms-confirmation).
import { Hono } from 'hono'
import * as z from 'zod'
import { trackingCodec } from '../db/codecs/order'
import { findTrackedOrder } from '../db/queries/order-reads'
import { findShipment, stepsOf } from '../db/queries/shipments'
import type { AppEnv } from '../env'
import type { Db } from '../db/client'
import { AppError, conflict, notFound } from '../lib/errors'
import { validate } from '../middleware/validate'
import { confirmBySmsSchema } from '../schemas/order'
import { confirmBySms } from '../services/sms-confirmation'
import { ok } from '../lib/respond'
import { finishedAt, issuedSuffix, trackingExpired } from '../domain/tracking-link'
import { FINISHED_STATUSES } from '../domain/order-status'
import { newTrackingToken } from '../db/codecs/order'
import { renewTrackingToken } from '../db/queries/tracking-links'
import { currentUser, requireUser } from '../middleware/session'

// A malformed token names no order either: the same 404, so nothing about tokens is told.
const TOKEN = /^[\w-]{16,64}$/

async function tracked(db: Db, token: string, now: Date) {
  const found = TOKEN.test(token) ? await findTrackedOrder(db, token) : undefined
  if (!found) throw notFound('TRACKING_NOT_FOUND')
  const finished = finishedAt(found.order, found.events, FINISHED_STATUSES)
  if (trackingExpired(finished, token, now)) throw new AppError(410, 'TRACKING_EXPIRED')
  const [shipment, steps] = await Promise.all([
    findShipment(db, found.order.id),
    stepsOf(db, found.order.id),
  ])
  // The courier's own steps of the parcel, once it has one (its reference is the tracking number).
  const courier =
    shipment?.state === 'created' && shipment.reference
      ? { id: shipment.courier, reference: shipment.reference, steps }
      : null
  return { ...trackingCodec.toApi(found.order, found.items, found.events), courier }
}

const renewSchema = z.object({ orderId: z.string().min(1).max(64) }).strict()

export const trackRoutes = new Hono<AppEnv>()
  // My Orders: a new link for one of the customer's orders; the old one stops working.
  .post('/renew', requireUser, validate('json', renewSchema), async (c) => {
    const token = `${newTrackingToken()}${issuedSuffix(c.var.now())}`
    const { orderId } = c.req.valid('json')
    const renewed = await renewTrackingToken(c.var.db, orderId, currentUser(c).id, token)
    if (!renewed) throw notFound('ORDER_NOT_FOUND')
    return c.json(ok({ trackingToken: renewed }))
  })
  .get('/:token', async (c) => {
    // Never in a search index, whatever the answer.
    c.header('X-Robots-Tag', 'noindex, nofollow')
    const order = await tracked(c.var.db, c.req.param('token'), c.var.now())
    c.header('Cache-Control', 'no-store')
    return c.json(ok(order))
  })
  // The customer confirms a cash-on-delivery order with the key of its SMS link.
  .post('/:token/confirm', validate('json', confirmBySmsSchema), async (c) => {
    const token = c.req.param('token')
    await tracked(c.var.db, token, c.var.now())
    const secret = c.var.sessionSecret
    if (!secret) throw new AppError(503, 'SIGN_IN_UNAVAILABLE')
    const { key } = c.req.valid('json')
    const outcome = await confirmBySms(c.var.db, secret, token, key, c.var.now())
    if (outcome.kind === 'not-pending') throw conflict('ORDER_NOT_PENDING')
    return c.json(ok(await tracked(c.var.db, token, c.var.now())))
  })
