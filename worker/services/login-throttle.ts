// Slows down password guessing: after MAX_FAILURES wrong passwords for one email inside WINDOW,
// sign-in for that email answers 429 until the window has passed. A successful sign-in clears it.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { loginFailures } from '../db/schema'
import { tooManyRequests } from '../lib/errors'

export const MAX_FAILURES = 5
export const WINDOW_MS = 15 * 60 * 1000
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again later.'

/** Throws 429 (with the seconds to wait) while the email is locked out. */
export async function assertLoginAllowed(db: Db, email: string, now: Date): Promise<void> {
  const row = await db.select().from(loginFailures).where(eq(loginFailures.email, email)).get()
  if (!row || row.failures < MAX_FAILURES) return
  const retryAfterMs = Date.parse(row.windowStart) + WINDOW_MS - now.getTime()
  if (retryAfterMs <= 0) return
  throw tooManyRequests(TOO_MANY_ATTEMPTS, Math.ceil(retryAfterMs / 1000))
}

/** Counts a wrong password; an expired window starts again at 1. One statement, so parallel guesses all count. */
export async function recordLoginFailure(db: Db, email: string, now: Date): Promise<void> {
  const nowIso = now.toISOString()
  const windowOpenedAfter = new Date(now.getTime() - WINDOW_MS).toISOString()
  const expired = sql`${loginFailures.windowStart} <= ${windowOpenedAfter}`
  await db
    .insert(loginFailures)
    .values({ email, failures: 1, windowStart: nowIso })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${nowIso} ELSE ${loginFailures.windowStart} END`,
      },
    })
    .run()
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email)).run()
}
