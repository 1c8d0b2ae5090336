// Opening a signed-in session: a sessions row and the signed token that names it.
import type { Db } from '../db/client'
import { createSession } from '../db/queries/sessions'
import { SESSION_MS, signSession } from '../lib/session'
import { type UserRow } from '../db/codecs/user'

export async function openSession(
  db: Db,
  secret: string,
  user: Pick<UserRow, 'id' | 'role' | 'sessionVersion'>,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + SESSION_MS)
  const sessionId = await createSession(db, user.id, now, expiresAt)
  const token = await signSession(
    { sessionId, userId: user.id, role: user.role, version: user.sessionVersion },
    secret,
    expiresAt,
  )
  return { token, expiresAt }
}
