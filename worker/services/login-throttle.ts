// Slows down password guessing: each sign-in attempt for an email is counted BEFORE the password
// is checked, so parallel guesses cannot slip past the count; past MAX_FAILURES attempts inside
// WINDOW, sign-in for that email answers 429 until the window has passed. A successful sign-in
// clears the count. Unknown e-mails are counted the same way.
import { eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { loginFailures } from '../db/schema'
import { tooManyRequests } from '../lib/errors'

export const MAX_FAILURES = 5
export const WINDOW_MS = 15 * 60 * 1000

/**
 * Counts one attempt (an expired window starts again at 1) in one statement and throws 429, with
 * the seconds to wait, when it is over the limit.
 */
export async function claimLoginAttempt(db: Db, email: string, now: Date): Promise<void> {
  const nowIso = now.toISOString()
  const windowOpenedAfter = new Date(now.getTime() - WINDOW_MS).toISOString()
  const expired = sql`${loginFailures.windowStart} <= ${windowOpenedAfter}`
  const row = await db
    .insert(loginFailures)
    .values({ email, failures: 1, windowStart: nowIso })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${nowIso} ELSE ${loginFailures.windowStart} END`,
      },
    })
    .returning()
    .get()
  if (!row || row.failures <= MAX_FAILURES) return
  const retryAfterMs = Date.parse(row.windowStart) + WINDOW_MS - now.getTime()
  throw tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)), 'TOO_MANY_SIGN_IN_ATTEMPTS')
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email)).run()
}

/** Counts whose window has passed say nothing any more (the daily cron removes them). */
export async function pruneLoginFailures(db: Db, now: Date): Promise<void> {
  const windowOpenedAfter = new Date(now.getTime() - WINDOW_MS).toISOString()
  await db.delete(loginFailures).where(lte(loginFailures.windowStart, windowOpenedAfter))
}
