// The support form: anyone may write; the message is stored for the shop to answer, and admins
// read the messages in the inbox; its Telegram notification is written with it (the outbox).
import { Hono } from 'hono'
import { insertSupportMessage, listSupportMessages } from '../db/queries/support'
import type { AppEnv } from '../env'
import { supportChats } from '../services/deliveries/notices'
import { ok, okPage } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { adminSearchSchema } from '../schemas/admin-list'
import { supportMessageSchema } from '../schemas/support'

export const supportRoutes = new Hono<AppEnv>()
  .post('/', validate('json', supportMessageSchema), async (c) => {
    const message = await insertSupportMessage(
      c.var.db,
      c.req.valid('json'),
      c.var.user?.id ?? null,
      c.var.now(),
      supportChats(c.var.config),
    )
    return c.json(ok({ id: message.id }), 201)
  })
  .get('/', requireAdmin, validate('query', adminSearchSchema), async (c) => {
    const page = await listSupportMessages(c.var.db, c.req.valid('query'))
    return c.json(okPage(page.rows, page))
  })
