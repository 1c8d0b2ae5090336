// The request's drizzle client, built in this one place: over a D1 session that starts where
// lib/d1-bookmark says (a shopper's read at their bookmark, a write or the owner's read at the
// primary) and lets go of a bookmark D1 refuses (lib/d1-session), metered for the request's log
// line while that log is on (lib/d1-meter.ts; the binding itself otherwise), and its bookmark sent
// back with the answer. The session token is read here once (an admin's reads go to the primary);
// loadSession reuses it, and reads the session row at the primary (primaryDb): a signed-out or
// revoked session must not go on reading on a replica that has not caught up.
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { createDb } from '../db/client'
import type { AppEnv } from '../env'
import { newestBookmark, receivedBookmark, sendBookmark, sessionStart } from '../lib/d1-bookmark'
import { meterFor, meteredInto } from '../lib/d1-meter'
import { type D1Opened, sessionAt } from '../lib/d1-session'
import { readSession, SESSION_COOKIE } from '../lib/session'

const PRIMARY = 'first-primary'

export const openDatabase = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE)
  const secret = c.var.sessionSecret
  const claims = token && secret ? await readSession(token, secret) : null
  c.set('sessionClaims', claims)
  const received = receivedBookmark(c.req.raw)
  const start = sessionStart(c.req.method, claims?.role === 'admin', received)
  const meter = c.var.config.REQUEST_LOG === 'off' ? null : await meterFor(c.env.DB)
  const open = (at: string): D1Opened => meteredInto(c.env.DB.withSession(at), meter)
  const session = sessionAt(open, start)
  const db = createDb(session)
  const primary = claims && start !== PRIMARY ? open(PRIMARY) : null
  c.set('d1Meter', meter)
  c.set('db', db)
  c.set('primaryDb', primary ? createDb(primary) : db)
  await next()
  const secure = new URL(c.req.url).protocol === 'https:'
  const bookmark = newestBookmark(session.getBookmark(), primary?.getBookmark() ?? null)
  sendBookmark(c.res.headers, bookmark, received, secure)
})
