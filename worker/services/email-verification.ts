// Verifying an account's e-mail address: a signed link (an HMAC of the account and its current
// address under JWT_SECRET) e-mailed at registration and on demand. Pressing its page's button
// marks the address verified; a changed address is unverified again and the old link stops
// working. Order and status e-mails go only to a verified address (email/notify.ts).
import type { UserRow } from '../db/codecs/user'
import { outboxInsert } from '../db/queries/outbox'
import { readSettings } from '../db/queries/settings'
import type { Db } from '../db/client'
import { hmacHex, sameText } from '../lib/hmac'
import type { EmailMessage } from './email/message'
import { emailVerificationEmail } from './email/templates'

export const VERIFY_EMAIL_PATH = '/api/auth/verify-email'

const keyOf = (secret: string, user: Pick<UserRow, 'id' | 'email'>) =>
  hmacHex(secret, `verify-email:${String(user.id)}:${user.email}`).then((mac) => mac.slice(0, 32))

/** Whether `key` is the link's key for the account as it is now. */
export async function isVerificationKey(
  secret: string,
  user: Pick<UserRow, 'id' | 'email'>,
  key: string,
): Promise<boolean> {
  return sameText(key, await keyOf(secret, user))
}

/** Writes the verification e-mail to the outbox (the DELIVERIES queue sends it). */
export async function sendVerificationEmail(
  db: Db,
  siteUrl: string,
  secret: string,
  user: UserRow,
  now: Date,
): Promise<void> {
  const { storeInfo } = await readSettings(db)
  const query = new URLSearchParams({ user: String(user.id), key: await keyOf(secret, user) })
  const content = emailVerificationEmail(
    user.firstName,
    `${siteUrl}${VERIFY_EMAIL_PATH}?${query.toString()}`,
    user.language,
    { name: user.language === 'ar' ? storeInfo.name.ar : storeInfo.name.en },
  )
  const message: EmailMessage = {
    ...content,
    to: user.email,
    kind: 'email-verification',
    language: user.language,
  }
  const [insert] = outboxInsert(
    db,
    [
      {
        channel: 'email',
        kind: 'email-verification',
        ref: `user:${String(user.id)}`,
        payload: { message },
      },
    ],
    now,
  )
  if (insert) await insert
}
