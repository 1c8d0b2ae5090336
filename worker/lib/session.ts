// Session tokens: HS256 JWTs (jose) carried in an HttpOnly cookie.
import { jwtVerify, SignJWT } from 'jose'
import type { Role } from '../schemas/user'

export const SESSION_COOKIE = 'session'
export const SESSION_DAYS = 30

export interface SessionClaims {
  userId: number
  role: Role
  /** users.session_version when the token was issued; a raised version ends the session. */
  version: number
}

const key = (secret: string) => new TextEncoder().encode(secret)

export async function signSession(claims: SessionClaims, secret: string): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${SESSION_DAYS}d`)
    .sign(key(secret))
}

export async function readSession(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] })
    const userId = Number(payload.sub)
    if (!Number.isInteger(userId)) return null
    return { userId, role: payload.role as Role, version: Number(payload.ver ?? 0) }
  } catch {
    return null
  }
}
