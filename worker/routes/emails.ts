// The e-mail outbox, for admins: every e-mail the default provider has written, and each one's HTML
// as a page of its own for the inbox's preview.
import { Hono } from 'hono'
import * as z from 'zod'
import { findOutboxEmailHtml, listOutboxEmails } from '../db/queries/email-outbox'
import type { AppEnv } from '../env'
import { notFound } from '../lib/errors'
import { okPage } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { adminSearchSchema } from '../schemas/admin-list'

const emailParam = z.object({ id: z.coerce.number().int().positive() }).strict()

/**
 * An e-mail is styled inline, as e-mail clients need; shown inside the dashboard (an iframe's
 * srcdoc takes the dashboard's policy, whose style-src 'self' refused every style: the e-mails
 * showed unstyled, with one console error per styled element). As a page of its own it is framed
 * by the shop's pages only, loads nothing but its pictures, runs nothing, and is sandboxed.
 */
const PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; sandbox"

export const emailRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', adminSearchSchema), async (c) => {
    const page = await listOutboxEmails(c.var.db, c.req.valid('query'))
    return c.json(okPage(page.rows, page))
  })
  .get('/:id/preview', requireAdmin, validate('param', emailParam), async (c) => {
    const html = await findOutboxEmailHtml(c.var.db, c.req.valid('param').id)
    if (html === undefined) throw notFound('EMAIL_NOT_FOUND')
    // The API's own headers (security-headers.ts) leave these two as set here.
    c.header('Content-Security-Policy', PREVIEW_POLICY)
    c.header('X-Frame-Options', 'SAMEORIGIN')
    return c.html(html)
  })
