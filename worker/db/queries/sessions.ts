// Signed-in sessions: one row per sign-in, named by the cookie's JWT. Sign-out deletes the row,
// so the token stops working at once instead of living out its 30 days.
import { and, eq, gt, lte } from 'drizzle-orm'
import { randomToken } from '../../lib/random-token'
import type { Db } from '../client'
import { sessions, users } from '../schema'
import type { UserRow } from '../codecs/user'

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  expiresAt: Date,
): Promise<string> {
  const id = randomToken(16) // 128 bits: the session's name inside the signed token
  await db.insert(sessions).values({
    id,
    userId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  })
  return id
}

/** The user of a live session, in one query. */
export async function findSessionUser(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<UserRow | undefined> {
  const row = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now.toISOString())))
    .get()
  return row?.user
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

export async function pruneExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now.toISOString()))
}
