// D1 read replication through the Sessions API (worker/lib/d1-bookmark.ts): a shopper's reads run
// in a session started at the bookmark they carry (cookie or X-D1-Bookmark), every answer sends the
// session's bookmark back, writes and the owner's reads start at the primary, and a malformed
// bookmark is ignored. Local D1 runs no replicas, so where each session starts is recorded from the
// binding (the queries still run on the real local D1).
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import { BOOKMARK_COOKIE } from '../../worker/lib/d1-bookmark'
import { clientAddress, makeUser, ORIGIN } from './helpers'
import { callApi } from './outbound'

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** Calls the API with a D1 binding that records where each request's session starts. */
async function call(
  method: string,
  path: string,
  options: { cookie?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const starts: string[] = []
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'withSession')
        return (start: string) => (starts.push(start), target.withSession(start))
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
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
    expect(byHeader.starts).toEqual([bookmark])
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
    expect(byCookie.starts).toEqual([bookmark])
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
