// A customer verifies their phone number: a code by SMS, then the code back.
import { Hono } from 'hono'
import { markPhoneVerified } from '../db/queries/users'
import { languageFromHeader } from '../domain/language'
import type { AppEnv } from '../env'
import { ok } from '../lib/respond'
import { currentUser, requireUser } from '../middleware/session'
import { notFound } from '../lib/errors'
import { validate } from '../middleware/validate'
import { sendCodeSchema, verifyCodeSchema } from '../schemas/phone'
import { sendVerificationCode, verifyCode } from '../services/sms/verification'
import { userCodec } from '../db/codecs/user'

export const phoneRoutes = new Hono<AppEnv>()
  .post('/send-code', requireUser, validate('json', sendCodeSchema), async (c) => {
    const language = languageFromHeader(c.req.header('Accept-Language'))
    const { mockCode: _hidden, ...sent } = await sendVerificationCode(
      c.var.db,
      c.var.config,
      { userId: currentUser(c).id, phone: c.req.valid('json').phone, language },
      c.var.now(),
    )
    return c.json(ok(sent))
  })
  .post('/verify', requireUser, validate('json', verifyCodeSchema), async (c) => {
    const now = c.var.now()
    const phone = await verifyCode(
      c.var.db,
      c.var.config,
      { ...c.req.valid('json'), userId: currentUser(c).id },
      now,
    )
    const user = await markPhoneVerified(c.var.db, currentUser(c).id, phone, now)
    if (!user) throw notFound('USER_NOT_FOUND')
    return c.json(ok(userCodec.toApi(user)))
  })
