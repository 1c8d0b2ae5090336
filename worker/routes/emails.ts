// The e-mail outbox, for admins: every e-mail the default provider has written.
import { Hono } from 'hono'
import { listOutboxEmails } from '../db/queries/email-outbox'
import type { AppEnv } from '../env'
import { ok } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { listLimitSchema } from '../schemas/admin-list'

export const emailRoutes = new Hono<AppEnv>().get(
  '/',
  requireAdmin,
  validate('query', listLimitSchema),
  async (c) => c.json(ok(await listOutboxEmails(c.var.db, c.req.valid('query').limit))),
)
