// Sign-in attempts counted per e-mail and source in a window (see services/login-throttle.ts for the rule).
import { eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { loginFailures } from '../schema'

/**
 * Counts one attempt in one statement, so parallel attempts cannot read the same count: a window
 * opened at or before `windowOpenedAfter` has passed and starts again at 1. Returns the count.
 */
export async function countLoginAttempt(
  db: Db,
  email: string,
  source: string,
  now: Date,
  windowOpenedAfter: Date,
): Promise<{ failures: number; windowStart: string } | undefined> {
  const nowIso = now.toISOString()
  const expired = sql`${loginFailures.windowStart} <= ${windowOpenedAfter.toISOString()}`
  return db
    .insert(loginFailures)
    .values({ email, source, failures: 1, windowStart: nowIso })
    .onConflictDoUpdate({
      target: [loginFailures.email, loginFailures.source],
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${nowIso} ELSE ${loginFailures.windowStart} END`,
      },
    })
    .returning({ failures: loginFailures.failures, windowStart: loginFailures.windowStart })
    .get()
}

/** Every count of the e-mail, from every source: a sign-in that succeeded, a password reset. */
export async function clearLoginAttempts(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email)).run()
}

export async function deleteLoginAttemptsBefore(db: Db, windowOpenedAfter: Date): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lte(loginFailures.windowStart, windowOpenedAfter.toISOString()))
    .run()
}
