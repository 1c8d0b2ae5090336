// D1 read replication through the Sessions API (worker/lib/d1-bookmark.ts): a shopper's reads run
// in a session started at the bookmark they carry (cookie or X-D1-Bookmark), every answer sends the
// session's bookmark back, writes and the owner's reads start at the primary, a malformed bookmark
// is ignored and one D1 refuses is let go (lib/d1-session.ts), and the session row is read at the
// primary, so a revoked session cannot read on a replica that lags. Local D1 runs no replicas, so
// where each session starts is recorded from the binding (the queries still run on the real local
// D1), and a lagging replica or a refused bookmark is played by the binding.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import { BOOKMARK_COOKIE } from '../../worker/lib/d1-bookmark'
import { clientAddress, makeUser, ORIGIN } from './helpers'
import { callApi } from './outbound'

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** What a session of the binding does: as D1 does, or as a test plays it. */
type SessionPlay = (start: string, session: D1DatabaseSession) => D1DatabaseSession

const forward = (target: object, property: string | symbol) => {
  const value: unknown = Reflect.get(target, property, target)
  return typeof value === 'function' ? (value as () => unknown).bind(target) : value
}

/** Calls the API with a D1 binding that records where each request's session starts (and plays
 * its sessions with `play`). */
async function call(
  method: string,
  path: string,
  options: {
    cookie?: string
    headers?: Record<string, string>
    body?: unknown
    play?: SessionPlay
  } = {},
) {
  const starts: string[] = []
  const play = options.play ?? ((_start, session) => session)
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'withSession')
        return (start: string) => (starts.push(start), play(start, target.withSession(start)))
      return forward(target, property)
    },
  })
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(`${ORIGIN}/api${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        'CF-Connecting-IP': clientAddress(),
        ...(options.cookie && { Cookie: options.cookie }),
        ...(options.body !== undefined && { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    { ...env, DB },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  const body = await response.json<{ data: any }>()
  return { status: response.status, body, headers: response.headers, starts }
}

const bookmarkOf = (headers: Headers) => headers.get('X-D1-Bookmark')
const cookieOf = (headers: Headers) =>
  headers.getAll('Set-Cookie').find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`))

describe('D1 sessions and bookmarks', () => {
  it('reads a shopper’s own write back in a session started at the bookmark the write returned', async () => {
    const shopper = await makeUser('customer', { firstName: 'Before' })
    const write = await call('PUT', `/users/${shopper.id}`, {
      cookie: shopper.cookie,
      body: { firstName: 'Ahmed' },
    })
    expect(write.status).toBe(200)
    expect(write.starts).toEqual(['first-primary'])
    const bookmark = bookmarkOf(write.headers)
    expect(bookmark).toMatch(BOOKMARK)

    // An API client sends the header; the browser sends the cookie the write set.
    const byHeader = await call('GET', '/auth/me', {
      cookie: shopper.cookie,
      headers: { 'X-D1-Bookmark': bookmark! },
    })
    // The session row is read at the primary; the rest at the bookmark.
    expect(byHeader.starts).toEqual([bookmark, 'first-primary'])
    expect(byHeader.body.data.firstName).toBe('Ahmed')
    // The answer's bookmark is never older than the one the request carried.
    expect(bookmarkOf(byHeader.headers)! >= bookmark!).toBe(true)

    const cookie = cookieOf(write.headers)!
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    const byCookie = await call('GET', '/auth/me', {
      cookie: `${shopper.cookie}; ${cookie.split(';')[0]!}`,
    })
    expect(byCookie.starts).toEqual([bookmark, 'first-primary'])
    expect(byCookie.body.data.firstName).toBe('Ahmed')
  })

  it('starts a shopper’s read without a bookmark anywhere, and writes and the owner’s reads at the primary', async () => {
    const anonymous = await call('GET', '/settings')
    expect(anonymous.starts).toEqual(['first-unconstrained'])
    expect(bookmarkOf(anonymous.headers)).toMatch(BOOKMARK)
    expect(cookieOf(anonymous.headers)).toBeDefined()

    const admin = await makeUser('admin')
    const bookmark = bookmarkOf(anonymous.headers)!
    const dashboard = await call('GET', '/orders/stats', {
      cookie: admin.cookie,
      headers: { 'X-D1-Bookmark': bookmark },
    })
    expect(dashboard.status).toBe(200)
    expect(dashboard.starts).toEqual(['first-primary'])

    const signOut = await call('POST', '/auth/logout', { cookie: admin.cookie })
    expect(signOut.starts).toEqual(['first-primary'])
  })

  it('ignores a malformed bookmark instead of failing, and never sends it back', async () => {
    for (const bad of [
      'garbage',
      'zzzzzzzz-00000000-00000000-00000000000000000000000000000000',
      'x'.repeat(500),
    ]) {
      const byHeader = await call('GET', '/settings', { headers: { 'X-D1-Bookmark': bad } })
      expect(byHeader.status).toBe(200)
      expect(byHeader.starts).toEqual(['first-unconstrained'])
      expect(bookmarkOf(byHeader.headers)).toMatch(BOOKMARK)
      const byCookie = await call('GET', '/settings', { cookie: `${BOOKMARK_COOKIE}=${bad}` })
      expect(byCookie.status).toBe(200)
      expect(byCookie.starts).toEqual(['first-unconstrained'])
      // The bad cookie is replaced by a good one.
      expect(cookieOf(byCookie.headers)).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f-]{59};`))
    }
  })

  it('reads the session row at the primary: a signed-out session cannot read on a replica that lags', async () => {
    const shopper = await makeUser()
    // A replica that has not seen the sign-out yet: its sessions table is as it was.
    await env.DB.exec('DROP TABLE IF EXISTS lagging_sessions')
    await env.DB.exec('CREATE TABLE lagging_sessions AS SELECT * FROM sessions')
    const lagging: SessionPlay = (start, session) =>
      start === 'first-primary'
        ? session
        : new Proxy(session, {
            get(target, property) {
              if (property === 'prepare')
                return (query: string) =>
                  target.prepare(query.replaceAll('"sessions"', '"lagging_sessions"'))
              return forward(target, property)
            },
          })
    try {
      const before = await call('GET', '/auth/me', { cookie: shopper.cookie, play: lagging })
      expect(before.status).toBe(200)
      const signOut = await call('POST', '/auth/logout', { cookie: shopper.cookie })
      expect(signOut.status).toBe(200)
      const after = await call('GET', '/auth/me', {
        cookie: shopper.cookie,
        headers: { 'X-D1-Bookmark': bookmarkOf(before.headers)! },
        play: lagging,
      })
      expect(after.status).toBe(401)
    } finally {
      await env.DB.exec('DROP TABLE IF EXISTS lagging_sessions')
    }
  })

  it('lets go of a well-formed bookmark D1 refuses, and sends a good one back', async () => {
    const refused = '00000000-00000000-00000000-00000000000000000000000000000000'
    const refusal = () => Promise.reject(new Error('D1_ERROR: the bookmark is not known'))
    const refusing = (statement: D1PreparedStatement): D1PreparedStatement =>
      new Proxy(statement, {
        get(target, property) {
          if (property === 'bind') return (...values: unknown[]) => refusing(target.bind(...values))
          if (['first', 'run', 'all', 'raw'].includes(String(property))) return refusal
          return forward(target, property)
        },
      })
    // D1 refusing it on the first query, or when the session is opened.
    const plays: SessionPlay[] = [
      (start, session) =>
        start !== refused
          ? session
          : new Proxy(session, {
              get(target, property) {
                if (property === 'prepare')
                  return (query: string) => refusing(target.prepare(query))
                if (property === 'batch') return refusal
                return forward(target, property)
              },
            }),
      (start, session) => {
        if (start === refused) throw new Error('D1_SESSION_ERROR: invalid bookmark')
        return session
      },
    ]
    const shopper = await makeUser()
    for (const play of plays) {
      for (const [path, cookie] of [
        ['/settings', undefined],
        ['/garage', shopper.cookie],
      ] as const) {
        const answer = await call('GET', path, {
          headers: { 'X-D1-Bookmark': refused },
          ...(cookie && { cookie }),
          play,
        })
        expect(answer.status, path).toBe(200)
        expect(answer.starts[0], path).toBe(refused)
        expect(answer.starts, path).toContain('first-unconstrained')
        expect(bookmarkOf(answer.headers), path).toMatch(BOOKMARK)
        expect(bookmarkOf(answer.headers), path).not.toBe(refused)
      }
    }
  })

  it('lets the allowed origins’ pages send the bookmark and read it back', async () => {
    const pages = 'https://moto-parts-shop.pages.dev'
    const result = await callApi('GET', '/settings', {
      settings: { ALLOWED_ORIGINS: pages },
      headers: { Origin: pages },
    })
    expect(result.headers.get('Access-Control-Expose-Headers')).toMatch(/X-D1-Bookmark/i)
    const preflight = await callApi('OPTIONS', '/settings', {
      settings: { ALLOWED_ORIGINS: pages },
      headers: {
        Origin: pages,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-d1-bookmark',
      },
    })
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/X-D1-Bookmark/i)
  })
})
