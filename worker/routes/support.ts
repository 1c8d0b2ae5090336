// The support form: anyone may write; the message is stored for the shop to answer.
import { Hono } from 'hono'
import { insertSupportMessage } from '../db/queries/support'
import type { AppEnv } from '../env'
import { ok } from '../lib/respond'
import { validate } from '../middleware/validate'
import { supportMessageSchema } from '../schemas/support'

export const supportRoutes = new Hono<AppEnv>().post('/', validate('json', supportMessageSchema), async (c) => {
  const message = await insertSupportMessage(c.var.db, c.req.valid('json'), c.var.user?.id ?? null, new Date())
  return c.json(ok({ id: message.id }), 201)
})
