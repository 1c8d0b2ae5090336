// Slows down password guessing: each sign-in attempt for an email is counted BEFORE the password
// is checked, so parallel guesses cannot slip past the count; past MAX_FAILURES attempts inside
// WINDOW, sign-in for that email *from that source* answers 429 until the window has passed. The
// source is the client address (`client:<ip>`), or the account for a signed-in check of the
// current password (`account:<id>`): a stranger's six wrong passwords lock only their own
// address out of the account, never its owner elsewhere. A successful sign-in and a password
// reset clear every count of the e-mail (clearLoginAttempts). Beside it, every attempt on the
// e-mail from anywhere is counted too (source `all`), up to MAX_FAILURES_PER_EMAIL: guesses spread
// over many addresses stay bounded, and locking the owner out takes that many addresses. Unknown
// e-mails are counted the same way.
import type { Db } from '../db/client'
import { countLoginAttempt, deleteLoginAttemptsBefore } from '../db/queries/login-attempts'
import { tooManyRequests } from '../lib/errors'

export const MAX_FAILURES = 5
export const MAX_FAILURES_PER_EMAIL = 30
/** The count of every source together. */
export const EVERY_SOURCE = 'all'
export const WINDOW_MS = 15 * 60 * 1000

const windowOpenedAfter = (now: Date) => new Date(now.getTime() - WINDOW_MS)

/** Counts one attempt and throws 429, with the seconds to wait, when it is over the limit. */
export async function claimLoginAttempt(
  db: Db,
  email: string,
  source: string,
  now: Date,
): Promise<void> {
  const opened = windowOpenedAfter(now)
  const [here, everywhere] = await Promise.all([
    countLoginAttempt(db, email, source, now, opened),
    countLoginAttempt(db, email, EVERY_SOURCE, now, opened),
  ])
  const over = [
    here && here.failures > MAX_FAILURES ? here : undefined,
    everywhere && everywhere.failures > MAX_FAILURES_PER_EMAIL ? everywhere : undefined,
  ].filter((c) => c !== undefined)
  if (over.length === 0) return
  const windowStart = Math.max(...over.map((c) => Date.parse(c.windowStart)))
  const retryAfterMs = windowStart + WINDOW_MS - now.getTime()
  throw tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)), 'TOO_MANY_SIGN_IN_ATTEMPTS')
}

/** Counts whose window has passed say nothing any more (the hourly cron removes them). */
export const pruneLoginFailures = (db: Db, now: Date) =>
  deleteLoginAttemptsBefore(db, windowOpenedAfter(now))
