// The request's drizzle client, built in this one place: over a D1 session that starts where
// lib/d1-bookmark says (a shopper's read at their bookmark, a write or the owner's read at the
// primary), metered for the request's log line while that log is on (lib/d1-meter.ts; the binding
// itself otherwise), and its bookmark sent back with the answer. The session token is read here
// once (an admin's reads go to the primary); loadSession reuses it.
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { createDb } from '../db/client'
import type { AppEnv } from '../env'
import { receivedBookmark, sendBookmark, sessionStart } from '../lib/d1-bookmark'
import { meteredD1 } from '../lib/d1-meter'
import { readSession, SESSION_COOKIE } from '../lib/session'

export const openDatabase = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE)
  const secret = c.var.sessionSecret
  const claims = token && secret ? await readSession(token, secret) : null
  c.set('sessionClaims', claims)
  const received = receivedBookmark(c.req.raw)
  const session = c.env.DB.withSession(
    sessionStart(c.req.method, claims?.role === 'admin', received),
  )
  // A session answers prepare() and batch(), all that the meter passes on.
  const binding = session as unknown as D1Database
  const { db, meter } =
    c.var.config.REQUEST_LOG === 'off' ? { db: binding, meter: null } : await meteredD1(binding)
  c.set('d1Meter', meter)
  c.set('db', createDb(db))
  await next()
  const secure = new URL(c.req.url).protocol === 'https:'
  sendBookmark(c.res.headers, session.getBookmark(), received, secure)
})
