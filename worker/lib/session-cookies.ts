// The session's cookies: the HttpOnly token and, beside it, the storefront's signed-in hint
// (domain/signed-in-hint.ts), set and cleared together so the hint never outlives the session.
import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { SIGNED_IN_COOKIE } from '../domain/signed-in-hint'
import { SESSION_COOKIE } from './session'

export function setSessionCookies(c: Context, token: string, expires: Date) {
  const cookie = {
    path: '/',
    expires,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  } as const
  setCookie(c, SESSION_COOKIE, token, { ...cookie, httpOnly: true })
  setCookie(c, SIGNED_IN_COOKIE, '1', cookie)
}

/** The hint alone, when the session it stood for has already ended (expired or revoked). */
export const clearSignedInHint = (c: Context) => deleteCookie(c, SIGNED_IN_COOKIE, { path: '/' })

export function clearSessionCookies(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' })
  clearSignedInHint(c)
}
