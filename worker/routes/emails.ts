// The e-mail outbox, for admins: every e-mail the default provider has written.
import { Hono } from 'hono'
import { listOutboxEmails } from '../db/queries/email-outbox'
import type { AppEnv } from '../env'
import { okPage } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { adminSearchSchema } from '../schemas/admin-list'

export const emailRoutes = new Hono<AppEnv>().get(
  '/',
  requireAdmin,
  validate('query', adminSearchSchema),
  async (c) => {
    const page = await listOutboxEmails(c.var.db, c.req.valid('query'))
    return c.json(okPage(page.rows, page))
  },
)
