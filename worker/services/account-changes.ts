// Changing one's e-mail or password: the current password is asked first, and the account's
// (old) address is told afterwards, so a borrowed session cannot take an account over quietly.
import type { Context } from 'hono'
import { readSettings } from '../db/queries/settings'
import { deleteUserSessions } from '../db/queries/sessions'
import { setPassword, type UserRow } from '../db/queries/users'
import type { AppEnv } from '../env'
import { badRequest } from '../lib/errors'
import { hashPassword, verifyPassword } from '../lib/password'
import { emailProvider } from './email/provider'
import { inBackground } from './email/notify'
import { accountChangedEmail } from './email/templates'
import { claimLoginAttempt, clearLoginFailures } from './login-throttle'

/** Checks the signed-in user's current password, counted like a sign-in attempt. */
export async function assertCurrentPassword(
  c: Context<AppEnv>,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (!password) throw badRequest('CURRENT_PASSWORD_REQUIRED')
  await claimLoginAttempt(c.var.db, user.email, new Date())
  if (!(await verifyPassword(password, user.passwordHash)))
    throw badRequest('CURRENT_PASSWORD_WRONG')
  await clearLoginFailures(c.var.db, user.email)
}

/** Sets the new password and ends every session of the user (the caller opens a new one). */
export async function changePassword(db: AppEnv['Variables']['db'], user: UserRow, next: string) {
  await setPassword(db, user.id, await hashPassword(next), new Date())
  await deleteUserSessions(db, user.id)
}

/** Tells the account's address (before the change) what changed. */
export function emailAccountChanged(
  c: Context<AppEnv>,
  user: UserRow,
  change: Parameters<typeof accountChangedEmail>[1],
): void {
  inBackground(c, `${change.kind} change notice for user ${user.id}`, async () => {
    const { storeInfo } = await readSettings(c.var.db)
    const content = accountChangedEmail(user.firstName, change, user.language, {
      name: user.language === 'ar' ? storeInfo.name.ar : storeInfo.name.en,
    })
    await emailProvider(c.var.config, c.var.db).send({
      ...content,
      to: user.email,
      kind: 'account-change',
      language: user.language,
    })
  })
}
