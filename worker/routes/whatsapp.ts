// WhatsApp Business Cloud API webhook: Meta's subscription check (GET) and its signed deliveries
// (POST), answered at once; what a delivery does is in services/whatsapp/webhook.
// https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/create-webhook-endpoint
import { Hono } from 'hono'
import type { AppEnv, Config } from '../env'
import { AppError, badRequest, forbidden, unauthorized } from '../lib/errors'
import { sameText } from '../lib/hmac'
import { ok } from '../lib/respond'
import { currentUser, requireUser } from '../middleware/session'
import { validate } from '../middleware/validate'
import { setUserOptIn } from '../db/queries/whatsapp'
import { whatsappOptInSchema } from '../schemas/whatsapp'
import { whatsappSettings } from '../services/whatsapp/settings'
import { handleWebhook, signatureOf, webhookSchema } from '../services/whatsapp/webhook'

function configured(config: Config) {
  const api = whatsappSettings(config)
  if (!api) throw new AppError(503, 'WHATSAPP_NOT_CONFIGURED')
  return api
}

export const whatsappRoutes = new Hono<AppEnv>()
  // The account page's switch: updates on WhatsApp for the signed-in customer's orders.
  .put('/opt-in', requireUser, validate('json', whatsappOptInSchema), async (c) => {
    const { on } = c.req.valid('json')
    const at = await setUserOptIn(c.var.db, currentUser(c).id, on, c.var.now())
    return c.json(ok({ whatsappOptInAt: at }))
  })
  .get('/webhook', (c) => {
    const api = configured(c.var.config)
    const token = c.req.query('hub.verify_token') ?? ''
    if (c.req.query('hub.mode') !== 'subscribe' || !sameText(token, api.verifyToken))
      throw forbidden('WHATSAPP_VERIFY_TOKEN_INVALID')
    return c.text(c.req.query('hub.challenge') ?? '')
  })
  .post('/webhook', async (c) => {
    const api = configured(c.var.config)
    // Signed over the raw bytes: read them before anything parses the body.
    const raw = await c.req.arrayBuffer()
    const given = c.req.header('X-Hub-Signature-256') ?? ''
    if (!sameText(given, await signatureOf(api.appSecret, raw)))
      throw unauthorized('WHATSAPP_SIGNATURE_INVALID')
    let json: unknown
    try {
      json = JSON.parse(new TextDecoder().decode(raw))
    } catch {
      throw badRequest('INVALID_REQUEST')
    }
    const body = webhookSchema.safeParse(json)
    // A kind of delivery the shop does not read (account updates, template reviews): acknowledged.
    if (body.success) await handleWebhook(c.var.db, body.data, c.var.now())
    return c.text('OK')
  })
