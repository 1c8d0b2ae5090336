// Visitor analytics: the storefront's tracker records sessions and page views (anyone may post);
// admins read the full statistics; the home card reads the public highlights.
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { ok } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { pageViewSchema, sessionParamSchema, sessionStartSchema } from '../schemas/analytics'
import { endSession, findSessionWithViews } from '../db/queries/analytics'
import { notFound } from '../lib/errors'
import {
  startSession,
  storeHighlights,
  trackPageView,
  visitorSummary,
} from '../services/visitor-analytics'

export const analyticsRoutes = new Hono<AppEnv>()
  .post('/sessions', validate('json', sessionStartSchema), async (c) => {
    const input = c.req.valid('json')
    const userAgent = c.req.header('User-Agent') ?? ''
    await startSession(
      c.var.db,
      { ...input, userAgent, userId: c.var.user?.id ?? null },
      c.var.now(),
    )
    return c.json(ok({ id: input.id }), 201)
  })
  .post(
    '/sessions/:id/views',
    validate('param', sessionParamSchema),
    validate('json', pageViewSchema),
    async (c) => {
      await trackPageView(c.var.db, c.req.valid('param').id, c.req.valid('json').page, c.var.now())
      return c.json(ok(null), 201)
    },
  )
  // Sent by navigator.sendBeacon on unload and by the inactivity timer; the body is ignored.
  .post('/sessions/:id/end', validate('param', sessionParamSchema), async (c) => {
    await endSession(c.var.db, c.req.valid('param').id, c.var.now())
    return c.json(ok(null))
  })
  // The dashboard's "current session": the admin's own browser session, by the id its tracker
  // keeps.
  .get('/sessions/:id', requireAdmin, validate('param', sessionParamSchema), async (c) => {
    const session = await findSessionWithViews(c.var.db, c.req.valid('param').id)
    if (!session) throw notFound('SESSION_NOT_FOUND')
    return c.json(ok(session))
  })
  .get('/summary', requireAdmin, async (c) =>
    c.json(ok(await visitorSummary(c.var.db, c.var.now()))),
  )
  .get('/highlights', async (c) => {
    c.header('Cache-Control', 'public, max-age=60')
    return c.json(ok(await storeHighlights(c.var.db)))
  })
