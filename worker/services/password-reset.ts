// Password reset by e-mail: a one-time link valid for an hour, stored hashed; using it sets the
// new password and ends every earlier session. Asking never reveals whether an e-mail is known.
import { consumeResetToken, latestResetOf, replaceResetToken } from '../db/queries/password-resets'
import { deleteUserSessions } from '../db/queries/sessions'
import { readSettings } from '../db/queries/settings'
import { findUserById, findUserByEmail, setPassword } from '../db/queries/users'
import type { EmailLanguage } from '../domain/language'
import type { Db } from '../db/client'
import type { Resources } from '../env'
import { badRequest } from '../lib/errors'
import { hashPassword } from '../lib/password'
import { randomToken } from '../lib/random-token'
import type { EmailMessage } from './email/message'
import { greetedName, passwordResetEmail } from './email/templates'
import { clearLoginAttempts } from '../db/queries/login-attempts'
import { linkIn } from '../domain/language'

export const RESET_TTL_MINUTES = 60
/** At most one reset e-mail per account per minute, so the form cannot flood an inbox. */
const RESEND_AFTER_MS = 60_000
export const RESET_PATH = '/reset-password'

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function requestPasswordReset(
  { db, config }: Pick<Resources, 'db' | 'config'>,
  email: string,
  language: EmailLanguage,
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(db, email)
  if (!user) return
  const earlier = await latestResetOf(db, user.id)
  if (earlier && now.getTime() - Date.parse(earlier.createdAt) < RESEND_AFTER_MS) return
  const token = randomToken(32)
  // Built from the configured address, never from the request's Host or Origin, so a forged
  // request cannot make the shop mail out a link to someone else's site.
  const link = linkIn(
    `${config.SITE_URL}${RESET_PATH}?token=${encodeURIComponent(token)}`,
    language,
  )
  const { storeInfo } = await readSettings(db)
  const content = passwordResetEmail(greetedName(user), link, RESET_TTL_MINUTES, language, {
    name: language === 'ar' ? storeInfo.name.ar : storeInfo.name.en,
  })
  const message: EmailMessage = { ...content, to: user.email, kind: 'password-reset', language }
  // The e-mail goes through the outbox and the queue, retried through a provider's outage; the
  // link is wiped from the outbox row once sent (services/deliveries/deliver.ts).
  await replaceResetToken(
    db,
    {
      tokenHash: await sha256(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000).toISOString(),
      createdAt: now.toISOString(),
    },
    [{ channel: 'email', kind: 'password-reset', ref: `user:${user.id}`, payload: { message } }],
  )
}

export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  now: Date,
): Promise<void> {
  const reset = await consumeResetToken(db, await sha256(input.token), now)
  const user = reset && (await findUserById(db, reset.userId))
  if (!user) throw badRequest('RESET_LINK_INVALID')
  await setPassword(db, user.id, await hashPassword(input.password), now)
  await deleteUserSessions(db, user.id)
  await clearLoginAttempts(db, user.email)
}
