// Online payments. The providers' notifications (POST /api/payments/notify/:provider) name a
// payment whose status is then read back from the provider; nothing else makes an order paid. A
// provider that does not answer raises its own alert (services/provider-outage), and the door's
// errors stay out of the visitor error rate (middleware/error-alert). The
// shopper's payment page reaches its order by the tracking link's token, like the tracking page
// (and through its rate limit): the payment to show, "I have paid" (a status read, never the
// browser's word), try again, and switch to cash on delivery.
import { Hono } from 'hono'
import * as z from 'zod'
import { ZERO_DINARS } from '../domain/money'
import { PAYMENT_PROVIDER_IDS } from '../domain/payment-methods'
import { trackingCodec } from '../db/codecs/order'
import { findOrder, findTrackedOrder } from '../db/queries/order-reads'
import { type PaymentRow, paymentsOf } from '../db/queries/payments'
import { readSettings } from '../db/queries/settings'
import type { Db } from '../db/client'
import { FINISHED_STATUSES } from '../domain/order-status'
import { finishedAt, trackingExpired } from '../domain/tracking-link'
import type { AppEnv } from '../env'
import { AppError, notFound } from '../lib/errors'
import { fail, ok } from '../lib/respond'
import { validate } from '../middleware/validate'
import {
  handleNotification,
  retryPayment,
  settlePayment,
  switchToCod,
} from '../services/payments/payments'
import { ProviderError } from '../services/payments/provider'
import { methodsWithReadiness } from '../services/payments/registry'
import { noteProviderOutage } from '../services/provider-outage'
import { assertCodAllowed } from '../services/cash'

const providerParam = z.object({ provider: z.enum(PAYMENT_PROVIDER_IDS) })

// A malformed token names no order either (as the tracking page).
const TOKEN = /^[\w-]{16,64}$/

/** A payment as the shopper's page shows it. */
export const paymentView = (p: PaymentRow) => ({
  id: p.id,
  method: p.method,
  provider: p.provider,
  state: p.state,
  amount: p.amount,
  currency: p.currency,
  details: p.details,
  validUntil: p.validUntil,
  createdAt: p.createdAt,
})

/** The order of a tracking link that still shows it (410 TRACKING_EXPIRED as the tracking page):
 * an expired link revives nothing. */
async function orderOfToken(db: Db, token: string, now: Date) {
  const found = TOKEN.test(token) ? await findTrackedOrder(db, token) : undefined
  if (!found) throw notFound('TRACKING_NOT_FOUND')
  const finished = finishedAt(found.order, found.events, FINISHED_STATUSES)
  if (trackingExpired(finished, token, now)) throw new AppError(410, 'TRACKING_EXPIRED')
  const order = await findOrder(db, found.order.id)
  if (!order) throw notFound('TRACKING_NOT_FOUND')
  return order
}

/** The payment page's answer: the order as the tracking page shows it, its latest payment, and
 * whether cash on delivery can be chosen instead. */
async function paymentPage(db: Db, config: AppEnv['Variables']['config'], token: string) {
  const found = await findTrackedOrder(db, token)
  if (!found) throw notFound('TRACKING_NOT_FOUND')
  const [latest] = await paymentsOf(db, found.order.id)
  const settings = await readSettings(db)
  const cod = methodsWithReadiness(config, settings).find((m) => m.id === 'cod')
  return {
    order: trackingCodec.toApi(found.order, found.items, found.events),
    payment: latest ? paymentView(latest) : null,
    codAvailable: !!cod?.ready,
    codFee: cod?.fee ?? ZERO_DINARS,
  }
}

export const paymentRoutes = new Hono<AppEnv>().post(
  '/notify/:provider',
  validate('param', providerParam),
  async (c) => {
    const { provider } = c.req.valid('param')
    try {
      const outcome = await handleNotification(
        c.var.db,
        c.var.config,
        provider,
        c.req.raw,
        c.var.now(),
      )
      if (outcome.kind === 'mismatch') throw new AppError(422, 'PAYMENT_NOTIFICATION_INVALID')
      return c.json(ok({ outcome: outcome.kind }))
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      if (error.code === 'PAYMENT_PROVIDER_UNAVAILABLE')
        await noteProviderOutage(c.var.db, c.var.config, provider, c.var.now(), c.req.path)
      // Qi Card sends a notification again until it gets a 200, even one we refuse, so a refusal
      // (a bad signature, an unknown payment, another amount: nothing changed) is a 200 saying so.
      // A 5xx stays: Qi Card unreachable for the status read (503) or our own failure are exactly
      // what its retry is for.
      if (provider !== 'qi' || error.status >= 500) throw error
      c.set('errorCode', error.code)
      return c.json(fail(error.code, error.params, error.message), 200)
    }
  },
)

export const orderPaymentRoutes = new Hono<AppEnv>()
  .get('/:token/payment', async (c) => {
    // Never in a search index, whatever the answer, as the tracking page (routes/track.ts).
    c.header('X-Robots-Tag', 'noindex, nofollow')
    const token = c.req.param('token')
    await orderOfToken(c.var.db, token, c.var.now())
    c.header('Cache-Control', 'no-store')
    return c.json(ok(await paymentPage(c.var.db, c.var.config, token)))
  })
  // The shopper is back from the provider, or says they paid: the status is read from the provider.
  .post('/:token/payment/check', async (c) => {
    const token = c.req.param('token')
    const order = await orderOfToken(c.var.db, token, c.var.now())
    const open = (await paymentsOf(c.var.db, order.id)).find((p) => p.state === 'open')
    if (open) {
      try {
        await settlePayment(c.var.db, c.var.config, open, c.var.now())
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error
        throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE')
      }
    }
    return c.json(ok(await paymentPage(c.var.db, c.var.config, token)))
  })
  .post('/:token/payment/retry', async (c) => {
    const token = c.req.param('token')
    const order = await orderOfToken(c.var.db, token, c.var.now())
    await retryPayment(c.var, order, c.var.now())
    return c.json(ok(await paymentPage(c.var.db, c.var.config, token)))
  })
  .post('/:token/payment/cod', async (c) => {
    const token = c.req.param('token')
    const order = await orderOfToken(c.var.db, token, c.var.now())
    const settings = await readSettings(c.var.db)
    const cod = methodsWithReadiness(c.var.config, settings).find((m) => m.id === 'cod')
    if (!cod?.ready) throw new AppError(422, 'PAYMENT_UNAVAILABLE')
    await assertCodAllowed(c.var.db, settings, order.shippingInfo.phone, c.var.now())
    await switchToCod(c.var.db, c.var.config, order, cod.fee, c.var.now())
    return c.json(ok(await paymentPage(c.var.db, c.var.config, token)))
  })
