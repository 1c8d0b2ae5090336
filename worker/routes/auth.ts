// Sign-in, registration, password reset by e-mail, the current user and sign-out.
import { Hono } from 'hono'
import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { languageFromHeader } from '../domain/language'
import {
  findUserByEmail,
  insertUser,
  recordLogin,
  toPublicUser,
  type UserRow,
} from '../db/queries/users'
import type { AppEnv } from '../env'
import { conflict, unauthorized } from '../lib/errors'
import { hashPassword, verifyPassword } from '../lib/password'
import { ok } from '../lib/respond'
import { SESSION_COOKIE, SESSION_DAYS, signSession } from '../lib/session'
import { validate } from '../middleware/validate'
import { loginSchema, registerSchema } from '../schemas/auth'
import { forgotPasswordSchema, resetWithTokenSchema } from '../schemas/password-reset'
import {
  assertLoginAllowed,
  clearLoginFailures,
  recordLoginFailure,
} from '../services/login-throttle'
import { requestPasswordReset, resetPassword } from '../services/password-reset'

async function startSession(c: Context<AppEnv>, user: UserRow) {
  const token = await signSession(
    { userId: user.id, role: user.role, version: user.sessionVersion },
    c.var.config.JWT_SECRET,
  )
  const url = new URL(c.req.url)
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: url.protocol === 'https:',
    path: '/',
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  })
}

// Hashing a password nobody has keeps a wrong email as slow as a wrong password.
const decoyHash = hashPassword('decoy password that matches nothing')

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginSchema), async (c) => {
    const { email, password } = c.req.valid('json')
    const now = new Date()
    await assertLoginAllowed(c.var.db, email, now)
    const user = await findUserByEmail(c.var.db, email)
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash))
    if (!user || !valid) {
      await recordLoginFailure(c.var.db, email, now)
      throw unauthorized('Invalid email or password')
    }
    await clearLoginFailures(c.var.db, email)
    await recordLogin(c.var.db, user.id, now)
    await startSession(c, user)
    return c.json(ok(toPublicUser({ ...user, lastLogin: now.toISOString() })))
  })
  .post('/register', validate('json', registerSchema), async (c) => {
    const input = c.req.valid('json')
    const { password, ...profile } = input
    const user = await insertUser(
      c.var.db,
      {
        ...profile,
        passwordHash: await hashPassword(password),
        role: 'customer',
        language: languageFromHeader(c.req.header('Accept-Language')),
      },
      new Date(),
    )
    if (!user) throw conflict('An account with this email already exists')
    await startSession(c, user)
    return c.json(ok(toPublicUser(user)), 201)
  })
  .get('/me', (c) => {
    const user = c.var.user
    if (!user) throw unauthorized()
    return c.json(ok(toPublicUser(user)))
  })
  // The same answer whether or not the e-mail has an account.
  .post('/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
    const language = languageFromHeader(c.req.header('Accept-Language'))
    await requestPasswordReset(c, c.req.valid('json').email, language, new Date())
    return c.json(ok({ sent: true }))
  })
  .post('/reset-password', validate('json', resetWithTokenSchema), async (c) => {
    await resetPassword(c, c.req.valid('json'), new Date())
    return c.json(ok({ reset: true }))
  })
  .post('/logout', (c) => {
    deleteCookie(c, SESSION_COOKIE, { path: '/' })
    return c.json(ok(null))
  })
