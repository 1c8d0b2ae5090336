// Which copy of D1 a request reads (docs/operations.md, "Reads near every rider"). With read replication on,
// a D1 session may read from a replica near the rider; its bookmark names the newest database state
// the rider has seen, so a later request that carries it never reads an older state: a shopper
// always sees their own cart, order, review or garage change. Storefront reads start at the
// shopper's bookmark (or anywhere); writes and the owner's reads start at the primary.
import { parse, serialize } from 'hono/utils/cookie'
import { type D1Opened, sessionAt } from './d1-session'

/** The cookie a browser carries the bookmark in, and the header an API client uses. */
export const BOOKMARK_COOKIE = 'd1_bookmark'
export const BOOKMARK_HEADER = 'X-D1-Bookmark'

/** D1's bookmark: three 8-digit and one 32-digit hex group. Anything else is ignored: an unknown
 * string would travel on (bookmarks are compared as text) and may be refused by D1. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** A day: far longer than replica lag, after which any replica is past the shopper's writes. */
const BOOKMARK_MAX_AGE_SECONDS = 24 * 60 * 60

const READS = new Set(['GET', 'HEAD'])

/** The bookmark the request carries (header first, then cookie), when well formed. */
export function receivedBookmark(request: Request): string | null {
  const header = request.headers.get(BOOKMARK_HEADER)
  const cookie = parse(request.headers.get('Cookie') ?? '', BOOKMARK_COOKIE)[BOOKMARK_COOKIE]
  const bookmark = header ?? cookie ?? null
  return bookmark !== null && BOOKMARK.test(bookmark) ? bookmark : null
}

/**
 * Where the request's D1 session starts (a bookmark or 'first-primary' / 'first-unconstrained'): a write or an admin's read at the primary (the owner sees
 * every order the moment it is placed); a shopper's read at their bookmark, else at any copy.
 */
export function sessionStart(method: string, admin: boolean, bookmark: string | null): string {
  if (!READS.has(method) || admin) return 'first-primary'
  return bookmark ?? 'first-unconstrained'
}

/** A shopper's reads outside the API (the product page): at their bookmark (unless D1 refuses
 * it: lib/d1-session), else at any copy. */
export const shopperSession = (db: D1Database, request: Request): D1Opened =>
  sessionAt(
    (start) => db.withSession(start),
    sessionStart(request.method, false, receivedBookmark(request)),
  )

/** The newer of two sessions' bookmarks (D1's bookmarks sort as text, oldest first). */
export const newestBookmark = (a: string | null, b: string | null): string | null =>
  a === null || (b !== null && b > a) ? b : a

/** Sends the session's bookmark back: always as the header, as the cookie when it moved. */
export function sendBookmark(
  headers: Headers,
  bookmark: string | null,
  received: string | null,
  secure: boolean,
): void {
  if (!bookmark || !BOOKMARK.test(bookmark)) return
  headers.set(BOOKMARK_HEADER, bookmark)
  if (bookmark === received) return
  headers.append(
    'Set-Cookie',
    serialize(BOOKMARK_COOKIE, bookmark, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      maxAge: BOOKMARK_MAX_AGE_SECONDS,
    }),
  )
}
