// The footer's newsletter: anyone subscribes; admins list and export the subscribers.
import { Hono } from 'hono'
import { listSubscribers, listSubscribersPage, subscribe } from '../db/queries/newsletter'
import { toCsv } from '../domain/csv'
import { languageFromHeader } from '../domain/language'
import type { AppEnv } from '../env'
import { ok, okPage } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { adminSearchSchema } from '../schemas/admin-list'
import { exportQuerySchema, newsletterSchema } from '../schemas/newsletter'

export const newsletterRoutes = new Hono<AppEnv>()
  .post('/', validate('json', newsletterSchema), async (c) => {
    const { email } = c.req.valid('json')
    await subscribe(
      c.var.db,
      email,
      languageFromHeader(c.req.header('Accept-Language')),
      c.var.now(),
    )
    return c.json(ok({ email }))
  })
  .get('/', requireAdmin, validate('query', adminSearchSchema), async (c) => {
    const page = await listSubscribersPage(c.var.db, c.req.valid('query'))
    return c.json(okPage(page.rows, page))
  })
  .get('/export', requireAdmin, validate('query', exportQuerySchema), async (c) => {
    const subscribers = await listSubscribers(c.var.db)
    const format = c.req.valid('query').format
    const name = `newsletter-subscribers-${c.var.now().toISOString().slice(0, 10)}.${format}`
    c.header('Content-Disposition', `attachment; filename="${name}"`)
    if (format === 'json') return c.json(subscribers)
    c.header('Content-Type', 'text/csv; charset=utf-8')
    return c.body(
      toCsv(
        ['email', 'language', 'subscribedAt'],
        subscribers.map((s) => [s.email, s.language, s.createdAt]),
      ),
    )
  })
