// Verifying an account's e-mail address: a signed link (an HMAC of the account and its current
// address under JWT_SECRET) e-mailed at registration and on demand. Pressing its page's button
// marks the address verified; a changed address is unverified again and the old link stops
// working. Order and status e-mails go only to a verified address (email/notify.ts). Anyone can
// open an account with any address, so a mailbox gets at most VERIFICATIONS_PER_MAILBOX_A_DAY of
// these e-mails whoever asks, and they greet nobody by the name the account typed.
import type { UserRow } from '../db/codecs/user'
import { firstEmailSince, insertCappedEmail } from '../db/queries/capped-emails'
import { readSettings } from '../db/queries/settings'
import type { Db } from '../db/client'
import { mailboxOf } from '../domain/mailbox'
import { tooManyRequests } from '../lib/errors'
import { hmacHex, sameText } from '../lib/hmac'
import type { EmailMessage } from './email/message'
import { emailVerificationEmail } from './email/templates'
import { linkIn } from '../domain/language'

export const VERIFY_EMAIL_PATH = '/api/auth/verify-email'
/** Verification e-mails one mailbox may be sent in a day (`+tag`s and Gmail's dots are one). */
export const VERIFICATIONS_PER_MAILBOX_A_DAY = 3
const DAY_MS = 24 * 60 * 60 * 1000

/** The outbox rows' ref the e-mails of one mailbox are counted by. */
const mailboxRef = (email: string) => `mailbox:${mailboxOf(email)}`

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

/**
 * Writes the verification e-mail to the outbox (the DELIVERIES queue sends it) and answers true,
 * or answers false when its mailbox has had its e-mails for the day.
 */
export async function sendVerificationEmail(
  db: Db,
  siteUrl: string,
  secret: string,
  user: UserRow,
  now: Date,
): Promise<boolean> {
  const { storeInfo } = await readSettings(db)
  const query = new URLSearchParams({ user: String(user.id), key: await keyOf(secret, user) })
  const content = emailVerificationEmail(
    linkIn(`${siteUrl}${VERIFY_EMAIL_PATH}?${query.toString()}`, user.language),
    user.language,
    { name: user.language === 'ar' ? storeInfo.name.ar : storeInfo.name.en },
  )
  const message: EmailMessage = {
    ...content,
    to: user.email,
    kind: 'email-verification',
    language: user.language,
  }
  const item = {
    channel: 'email',
    kind: 'email-verification',
    ref: mailboxRef(user.email),
    payload: { message },
  } as const
  const dayAgo = new Date(now.getTime() - DAY_MS)
  return insertCappedEmail(db, item, VERIFICATIONS_PER_MAILBOX_A_DAY, dayAgo, now)
}

/** As sendVerificationEmail, asked for again: 429 with the seconds until the mailbox has room. */
export async function resendVerificationEmail(
  db: Db,
  siteUrl: string,
  secret: string,
  user: UserRow,
  now: Date,
): Promise<void> {
  if (await sendVerificationEmail(db, siteUrl, secret, user, now)) return
  const dayAgo = new Date(now.getTime() - DAY_MS)
  const first = await firstEmailSince(db, mailboxRef(user.email), 'email-verification', dayAgo)
  const waitMs = (first ? Date.parse(first) : now.getTime()) + DAY_MS - now.getTime()
  throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)), 'VERIFICATION_EMAILS_PER_DAY', {
    count: VERIFICATIONS_PER_MAILBOX_A_DAY,
  })
}
