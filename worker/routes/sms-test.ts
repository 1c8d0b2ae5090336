// The admins' SMS test page: the same verification rules, without touching any account. With the
// mock provider the answer carries the code, since nothing was really sent.
import { Hono } from 'hono'
import { languageFromHeader } from '../domain/language'
import type { AppEnv } from '../env'
import { ok } from '../lib/respond'
import { currentUser, requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { sendCodeSchema, verifyCodeSchema } from '../schemas/phone'
import { sendVerificationCode, verifyCode } from '../services/sms/verification'

export const smsTestRoutes = new Hono<AppEnv>()
  .post('/send-code', requireAdmin, validate('json', sendCodeSchema), async (c) => {
    const language = languageFromHeader(c.req.header('Accept-Language'))
    const sent = await sendVerificationCode(
      c.var.db,
      c.var.config,
      { userId: currentUser(c).id, phone: c.req.valid('json').phone, language },
      c.var.now(),
    )
    return c.json(ok(sent))
  })
  .post('/verify', requireAdmin, validate('json', verifyCodeSchema), async (c) => {
    const phone = await verifyCode(
      c.var.db,
      c.var.config,
      { ...c.req.valid('json'), userId: currentUser(c).id },
      c.var.now(),
    )
    return c.json(ok({ verified: true, phone }))
  })
