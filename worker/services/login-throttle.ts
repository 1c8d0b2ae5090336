// Slows down password guessing: each sign-in attempt for an email is counted BEFORE the password
// is checked, so parallel guesses cannot slip past the count; past MAX_FAILURES attempts inside
// WINDOW, sign-in for that email answers 429 until the window has passed. A successful sign-in
// clears the count (clearLoginAttempts). Unknown e-mails are counted the same way.
import type { Db } from '../db/client'
import { countLoginAttempt, deleteLoginAttemptsBefore } from '../db/queries/login-attempts'
import { tooManyRequests } from '../lib/errors'

export const MAX_FAILURES = 5
export const WINDOW_MS = 15 * 60 * 1000

const windowOpenedAfter = (now: Date) => new Date(now.getTime() - WINDOW_MS)

/** Counts one attempt and throws 429, with the seconds to wait, when it is over the limit. */
export async function claimLoginAttempt(db: Db, email: string, now: Date): Promise<void> {
  const count = await countLoginAttempt(db, email, now, windowOpenedAfter(now))
  if (!count || count.failures <= MAX_FAILURES) return
  const retryAfterMs = Date.parse(count.windowStart) + WINDOW_MS - now.getTime()
  throw tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)), 'TOO_MANY_SIGN_IN_ATTEMPTS')
}

/** Counts whose window has passed say nothing any more (the hourly cron removes them). */
export const pruneLoginFailures = (db: Db, now: Date) =>
  deleteLoginAttemptsBefore(db, windowOpenedAfter(now))
