// Sign-in, registration, password reset by e-mail, password change, the current user and
// sign-out.
import { Hono } from 'hono'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { type EmailLanguage, languageFromHeader } from '../domain/language'
import { deleteSession } from '../db/queries/sessions'
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  recordLogin,
} from '../db/queries/users'
import type { AppEnv } from '../env'
import { conflict, unauthorized } from '../lib/errors'
import { DECOY_HASH, hashPassword, verifyPassword } from '../lib/password'
import { ok } from '../lib/respond'
import { clearSessionCookies, clearSignedInHint, setSessionCookies } from '../lib/session-cookies'
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_PATH,
  DEVICE_DAYS,
  deviceMark,
  markedDevice,
} from '../lib/sign-in-device'
import {
  currentUser,
  requireSessionSecret,
  requireUser,
  usableSessionSecret,
} from '../middleware/session'
import { validate } from '../middleware/validate'
import {
  changePasswordSchema,
  loginSchema,
  registerSchema,
  verifyEmailLinkSchema,
} from '../schemas/auth'
import {
  isVerificationKey,
  resendVerificationEmail,
  sendVerificationEmail,
} from '../services/email-verification'
import { linkPageResponse } from '../services/link-pages'
import { languageOf } from './first-view'
import { forgotPasswordSchema, resetWithTokenSchema } from '../schemas/password-reset'
import {
  assertCurrentPassword,
  changePassword,
  emailAccountChanged,
} from '../services/account-changes'
import { claimLoginAttempt } from '../services/login-throttle'
import { clearLoginAttempts } from '../db/queries/login-attempts'
import { requestPasswordReset, resetPassword } from '../services/password-reset'
import { openSession } from '../services/sessions'
import { clientAddress } from '../middleware/rate-limit'
import { type UserRow, userCodec } from '../db/codecs/user'

/** The device the request's mark names for `email`, if it signed in to that account before. */
const markedDeviceOf = (c: Context<AppEnv>, email: string) =>
  markedDevice(usableSessionSecret(c), email, getCookie(c, DEVICE_COOKIE))

/** Signs the device in: the session's cookie, and the mark that it signed in to the account. */
async function startSession(c: Context<AppEnv>, user: UserRow, now: Date) {
  const secret = usableSessionSecret(c)
  const { token, expiresAt } = await openSession(c.var.db, secret, user, now)
  const cookie = {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  } as const
  setSessionCookies(c, token, expiresAt)
  const device = await markedDeviceOf(c, user.email)
  setCookie(c, DEVICE_COOKIE, await deviceMark(secret, user.email, device), {
    ...cookie,
    path: DEVICE_COOKIE_PATH,
    expires: new Date(now.getTime() + DEVICE_DAYS * 24 * 60 * 60 * 1000),
  })
}

/** The account a verification link names, when its key is right for the account's address now. */
async function linkedAccount(c: Context<AppEnv>, q: { user: number; key: string }) {
  const secret = c.var.sessionSecret
  const user = secret ? await findUserById(c.var.db, q.user) : undefined
  return user && secret && (await isVerificationKey(secret, user, q.key)) ? user : undefined
}

/** In the account's language (its e-mail's) when the link names one, else the shopper's. */
const verifyPage = (
  c: Context<AppEnv>,
  account: { language: EmailLanguage } | undefined,
  content: Parameters<typeof linkPageResponse>[2],
  status?: 200 | 400,
) => linkPageResponse(c.var.db, account?.language ?? languageOf(c.req.raw), content, status)

export const authRoutes = new Hono<AppEnv>()
  .post('/login', requireSessionSecret, validate('json', loginSchema), async (c) => {
    const { email, password } = c.req.valid('json')
    const now = c.var.now()
    // Counted before the check, so parallel guesses cannot get more than the allowed tries; a
    // device that signed in to the account before is counted on its own.
    const device = await markedDeviceOf(c, email)
    const source = device
      ? { key: `device:${device}`, trusted: true }
      : { key: `client:${clientAddress(c.req.raw.headers)}`, trusted: false }
    await claimLoginAttempt(c.var.db, email, source, now)
    const user = await findUserByEmail(c.var.db, email)
    // An unknown e-mail costs a full check too: timing does not tell which accounts exist.
    const valid = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH)
    if (!user || !valid) throw unauthorized('INVALID_CREDENTIALS')
    await clearLoginAttempts(c.var.db, email)
    await recordLogin(c.var.db, user.id, now)
    await startSession(c, user, now)
    return c.json(ok(userCodec.toApi({ ...user, lastLogin: now.toISOString() })))
  })
  .post('/register', requireSessionSecret, validate('json', registerSchema), async (c) => {
    const input = c.req.valid('json')
    const { password, ...profile } = input
    const now = c.var.now()
    const user = await insertUser(
      c.var.db,
      {
        ...profile,
        passwordHash: await hashPassword(password),
        role: 'customer',
        language: languageFromHeader(c.req.header('Accept-Language')),
        // Signed in as it registers (below).
        lastLogin: now.toISOString(),
      },
      now,
    )
    if (!user) throw conflict('EMAIL_TAKEN')
    await startSession(c, user, now)
    await sendVerificationEmail(c.var.db, c.var.config.SITE_URL, usableSessionSecret(c), user, now)
    return c.json(ok(userCodec.toApi(user)), 201)
  })
  // A new verification link for the account's address (the account menu's button).
  .post('/verify-email/send', requireUser, async (c) => {
    const user = currentUser(c)
    if (user.emailVerifiedAt) return c.json(ok({ sent: false }))
    const secret = usableSessionSecret(c)
    await resendVerificationEmail(c.var.db, c.var.config.SITE_URL, secret, user, c.var.now())
    return c.json(ok({ sent: true }))
  })
  // The link's GET shows the page and its button; the button's POST verifies. The key is checked
  // before anything is written, so the link needs no door.
  .get('/verify-email', validate('query', verifyEmailLinkSchema), async (c) => {
    const found = await linkedAccount(c, c.req.valid('query'))
    if (!found) return verifyPage(c, found, { title: 'verifyTitle', body: 'invalid' }, 400)
    return verifyPage(c, found, {
      title: 'verifyTitle',
      body: 'verifyBody',
      button: 'verifyButton',
      action: c.req.url,
    })
  })
  .post('/verify-email', validate('query', verifyEmailLinkSchema), async (c) => {
    const found = await linkedAccount(c, c.req.valid('query'))
    if (!found) return verifyPage(c, found, { title: 'verifyTitle', body: 'invalid' }, 400)
    const marked = await markEmailVerified(c.var.db, found.id, found.email, c.var.now())
    return verifyPage(c, found, { title: 'verifyTitle', body: marked ? 'verified' : 'verifyGone' })
  })
  .get('/me', (c) => {
    const user = c.var.user
    if (!user) {
      // The session ended elsewhere: the storefront stops asking.
      clearSignedInHint(c)
      throw unauthorized()
    }
    return c.json(ok(userCodec.toApi(user)))
  })
  // The same answer whether or not the e-mail has an account.
  .post('/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
    const language = languageFromHeader(c.req.header('Accept-Language'))
    await requestPasswordReset(c.var, c.req.valid('json').email, language, c.var.now())
    return c.json(ok({ sent: true }))
  })
  .post('/reset-password', validate('json', resetWithTokenSchema), async (c) => {
    await resetPassword(c.var.db, c.req.valid('json'), c.var.now())
    return c.json(ok({ reset: true }))
  })
  // Every other device is signed out; this one gets a fresh session.
  .post('/change-password', requireUser, validate('json', changePasswordSchema), async (c) => {
    const user = currentUser(c)
    const { currentPassword, newPassword } = c.req.valid('json')
    await assertCurrentPassword(c.var.db, user, currentPassword)
    await changePassword(c.var.db, user, newPassword)
    const changed = await findUserById(c.var.db, user.id)
    if (!changed) throw unauthorized()
    await startSession(c, changed, c.var.now())
    await emailAccountChanged(c.var, user, { kind: 'password' })
    return c.json(ok({ changed: true }))
  })
  // Ends the session on the server too: a copy of the cookie stops working at once.
  .post('/logout', async (c) => {
    if (c.var.sessionId) await deleteSession(c.var.db, c.var.sessionId)
    clearSessionCookies(c)
    return c.json(ok(null))
  })
