// Changing one's e-mail or password: the current password is asked first, and the account's
// (old) address is told afterwards, so a borrowed session cannot take an account over quietly.
import { readSettings } from '../db/queries/settings'
import { deleteUserSessions } from '../db/queries/sessions'
import { setPassword } from '../db/queries/users'
import type { Db } from '../db/client'
import type { Resources } from '../env'
import { badRequest } from '../lib/errors'
import { hashPassword, verifyPassword } from '../lib/password'
import type { EmailMessage } from './email/message'
import { outboxInsert } from '../db/queries/outbox'
import { accountChangedEmail, greetedName } from './email/templates'
import { claimLoginAttempt } from './login-throttle'
import { clearLoginAttempts } from '../db/queries/login-attempts'
import { type UserRow } from '../db/codecs/user'

/** Checks the signed-in user's current password, counted like a sign-in attempt from a device
 * that signed in to the account (its session says so). */
export async function assertCurrentPassword(
  db: Db,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (!password) throw badRequest('CURRENT_PASSWORD_REQUIRED')
  const source = { key: `account:${String(user.id)}`, trusted: true }
  await claimLoginAttempt(db, user.email, source, new Date())
  if (!(await verifyPassword(password, user.passwordHash)))
    throw badRequest('CURRENT_PASSWORD_WRONG')
  await clearLoginAttempts(db, user.email)
}

/** Sets the new password and ends every session of the user (the caller opens a new one). */
export async function changePassword(db: Db, user: UserRow, next: string) {
  await setPassword(db, user.id, await hashPassword(next), new Date())
  await deleteUserSessions(db, user.id)
}

/** Tells the account's address (before the change) what changed: an e-mail of the outbox, sent
 * by the DELIVERIES queue after the response. */
export async function emailAccountChanged(
  { db }: Pick<Resources, 'db'>,
  user: UserRow,
  change: Parameters<typeof accountChangedEmail>[1],
): Promise<void> {
  const { storeInfo } = await readSettings(db)
  const content = accountChangedEmail(greetedName(user), change, user.language, {
    name: user.language === 'ar' ? storeInfo.name.ar : storeInfo.name.en,
  })
  const message: EmailMessage = {
    ...content,
    to: user.email,
    kind: 'account-change',
    language: user.language,
  }
  const [insert] = outboxInsert(
    db,
    [{ channel: 'email', kind: 'account-change', ref: `user:${user.id}`, payload: { message } }],
    new Date(),
  )
  if (insert) await insert
}
