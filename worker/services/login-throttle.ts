// Slows down password guessing: each sign-in attempt for an email is counted BEFORE the password
// is checked, so parallel guesses cannot slip past the count; past MAX_FAILURES attempts inside
// WINDOW, sign-in for that email *from that source* answers 429 until the window has passed. The
// source is the client address (`client:<ip>`, an IPv6 address by its /64), a device that signed
// in to the account before (`device:<id>`, lib/sign-in-device.ts), or the account for a signed-in
// check of the current password (`account:<id>`): a stranger's six wrong passwords lock only
// their own address out of the account, never its owner elsewhere. A successful sign-in and a
// password reset clear every count of the e-mail (clearLoginAttempts). Beside it, the attempts on
// the e-mail from anywhere that reach the password check are counted too (source `all`), up to
// MAX_FAILURES_PER_EMAIL: guesses spread over many addresses stay bounded. An attempt its source's
// count refuses is not counted there, so one address adds at most MAX_FAILURES to it and locking
// the e-mail takes several addresses; and a known device or a signed-in session is neither
// counted nor held by it, so the owner's own devices keep signing in through such a lock.
// Unknown e-mails are counted the same way.
import type { Db } from '../db/client'
import { countLoginAttempt, deleteLoginAttemptsBefore } from '../db/queries/login-attempts'
import { tooManyRequests } from '../lib/errors'

export const MAX_FAILURES = 5
export const MAX_FAILURES_PER_EMAIL = 30
/** The count of every source together. */
export const EVERY_SOURCE = 'all'
export const WINDOW_MS = 15 * 60 * 1000

const windowOpenedAfter = (now: Date) => new Date(now.getTime() - WINDOW_MS)

/** Throws 429, with the seconds until the count's window ends, when `count` is over `max`. */
function refuseOver(
  count: { failures: number; windowStart: string } | undefined,
  max: number,
  now: Date,
) {
  if (!count || count.failures <= max) return
  const retryAfterMs = Date.parse(count.windowStart) + WINDOW_MS - now.getTime()
  throw tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)), 'TOO_MANY_SIGN_IN_ATTEMPTS')
}

/**
 * Counts one attempt from `source` and throws 429, with the seconds to wait, when it is over a
 * limit; `trusted` when the source is a device that signed in to the account before.
 */
export async function claimLoginAttempt(
  db: Db,
  email: string,
  source: { key: string; trusted: boolean },
  now: Date,
): Promise<void> {
  const opened = windowOpenedAfter(now)
  refuseOver(await countLoginAttempt(db, email, source.key, now, opened), MAX_FAILURES, now)
  if (source.trusted) return
  const everywhere = await countLoginAttempt(db, email, EVERY_SOURCE, now, opened)
  refuseOver(everywhere, MAX_FAILURES_PER_EMAIL, now)
}

/** Counts whose window has passed say nothing any more (the hourly cron removes them). */
export const pruneLoginFailures = (db: Db, now: Date) =>
  deleteLoginAttemptsBefore(db, windowOpenedAfter(now))
