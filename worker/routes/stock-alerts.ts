// Back in stock: anyone asks to be told when an out-of-stock product returns (signed in, the
// account's address is used); the address's owner confirms it, or unsubscribes, through the signed
// links of the e-mails; admins see how many wait for each product.
import { type Context, Hono } from 'hono'
import type { z } from 'zod'
import { languageFromHeader } from '../domain/language'
import { confirmStockAlert, unsubscribeMailbox, waitingDemand } from '../db/queries/stock-alerts'
import type { AppEnv } from '../env'
import { badRequest } from '../lib/errors'
import { ok } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { stockAlertLinkSchema, stockAlertSchema } from '../schemas/stock-alert'
import { isStockAlertKey } from '../services/stock-alert-links'
import { linkPageResponse } from '../services/link-pages'
import { languageOf } from './first-view'
import { requestStockAlert } from '../services/stock-alerts'

type LinkQuery = z.infer<typeof stockAlertLinkSchema>

const page = (
  c: Context<AppEnv>,
  content: Parameters<typeof linkPageResponse>[2],
  status?: 200 | 400,
) => linkPageResponse(c.var.db, languageOf(c.req.raw), content, status)

/** Whether the link's key is right; false too while JWT_SECRET is unusable. Only then is D1
 * touched, so the links need no rate-limit door: nobody without the e-mail can make one. */
const signed = (c: Context<AppEnv>, purpose: 'confirm' | 'unsubscribe', q: LinkQuery) =>
  c.var.sessionSecret !== null &&
  (purpose === 'unsubscribe' || q.product !== undefined) &&
  isStockAlertKey(c.var.sessionSecret, purpose, { email: q.email, productId: q.product }, q.key)

const INVALID = { title: 'confirmTitle', body: 'invalid' } as const

/** A link's GET: only the page with its button, whose POST (to the same address) acts. */
async function buttonPage(c: Context<AppEnv>, purpose: 'confirm' | 'unsubscribe', q: LinkQuery) {
  if (!(await signed(c, purpose, q))) return page(c, INVALID, 400)
  return page(c, {
    title: `${purpose}Title`,
    body: `${purpose}Body`,
    button: `${purpose}Button`,
    action: c.req.url,
  })
}

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
        verified: Boolean(user?.emailVerifiedAt),
      },
      c.var.now(),
    )
    return c.json(ok({ productId, email: address, confirmed: Boolean(user?.emailVerifiedAt) }), 201)
  })
  .get('/confirm', validate('query', stockAlertLinkSchema), (c) =>
    buttonPage(c, 'confirm', c.req.valid('query')),
  )
  // The button of the confirmation page (the sweep after it writes the e-mail at once when the
  // product is already back).
  .post('/confirm', validate('query', stockAlertLinkSchema), async (c) => {
    const q = c.req.valid('query')
    if (!(await signed(c, 'confirm', q)) || q.product === undefined) return page(c, INVALID, 400)
    const confirmed = await confirmStockAlert(c.var.db, q.product, q.email, c.var.now())
    return page(c, { title: 'confirmTitle', body: confirmed ? 'confirmed' : 'confirmGone' })
  })
  .get('/unsubscribe', validate('query', stockAlertLinkSchema), (c) =>
    buttonPage(c, 'unsubscribe', c.req.valid('query')),
  )
  // The page's button, and mail clients' one-click unsubscribe (RFC 8058: a POST to the
  // List-Unsubscribe address with `List-Unsubscribe=One-Click`, no cookie, no Origin).
  .post('/unsubscribe', validate('query', stockAlertLinkSchema), async (c) => {
    const q = c.req.valid('query')
    if (!(await signed(c, 'unsubscribe', q))) return page(c, INVALID, 400)
    await unsubscribeMailbox(c.var.db, q.email)
    return page(c, { title: 'unsubscribeTitle', body: 'unsubscribed' })
  })
  .get('/demand', requireAdmin, async (c) => c.json(ok(await waitingDemand(c.var.db))))
