// Session tokens: HS256 JWTs (jose) carried in an HttpOnly cookie. Each names a row of the
// sessions table (sid), so signing out ends it on the server; a token without an expiry is refused.
import { jwtVerify, SignJWT } from 'jose'
import type { Role } from '../schemas/user'

export const SESSION_COOKIE = 'session'
export const SESSION_DAYS = 30
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000

export interface SessionClaims {
  sessionId: string
  userId: number
  role: Role
  /** users.session_version when the token was issued; a raised version ends the session. */
  version: number
}

const key = (secret: string) => new TextEncoder().encode(secret)

export async function signSession(
  claims: SessionClaims,
  secret: string,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.version, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret))
}

export async function readSession(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sid'],
    })
    const userId = Number(payload.sub)
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null
    return {
      sessionId: payload.sid,
      userId,
      role: payload.role as Role,
      version: Number(payload.ver ?? 0),
    }
  } catch {
    return null
  }
}
