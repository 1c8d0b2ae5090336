// Public catalogue reads are the same for everyone until the catalogue changes, and triggers draw
// a new random catalogue version on every catalogue write (migration 0016). So the version makes
// the ETag (a browser holding the answer gets 304 after one one-row query), and the answer is kept
// in the Workers cache under the *parsed* query (never the raw address: an unknown or reordered
// parameter cannot make a new key) with the version it was read at: a repeat of a popular page or
// search costs one one-row query until the next write draws a new version. A random version,
// unlike a counter, never comes back after `npm run db:reset`, a restore or a point-in-time
// restore, so no cached answer or ETag outlives the database state it came from. A miss costs D1
// queries, so misses go through a per-address door (LIMIT_CATALOGUE). A read that answers in one
// statement which also reads the version (an unseen search, the category counts, the suggestions)
// costs that statement alone: nothing is read before it when no copy is kept and the browser holds
// none.
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { routePath } from 'hono/route'
import { readCatalogueVersion } from '../db/queries/catalogue'
import type { AppEnv } from '../env'
import { edgeCache } from '../lib/edge-cache'
import { spendDoor } from './rate-limit'

/** What the browser is told: keep it, share it, but ask again (stock changes with each order). */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate'
/** What the Workers cache is told: the key names the version, so the copy is never stale. */
const KEPT_FOR = 'public, max-age=86400'

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })

/** What the route's validators made of the request (hono keeps it per target). */
const parsed = (req: unknown, target: 'param' | 'query'): unknown =>
  (req as { valid: (t: string) => unknown }).valid(target)

/** The cache key: the shop's address, the route's path pattern and what was parsed. */
export function catalogueCacheKey(
  siteUrl: string,
  path: string,
  param: unknown,
  query: unknown,
): string {
  const key = new URL(`/api/catalogue-cache${path}`, siteUrl)
  key.searchParams.set('q', JSON.stringify({ param: param ?? null, query: query ?? null }))
  return key.toString()
}

/** The header of a kept copy that names the catalogue version it was read at. */
const KEPT_VERSION = 'X-Catalogue-Version'

/** A kept copy is served only while the catalogue is at the version it was read at. */
export const keptFor = (kept: Response | undefined, version: number) =>
  kept?.headers.get(KEPT_VERSION) === String(version) ? kept : undefined

const etagOf = (version: number) => `"catalogue-${String(version)}"`

/**
 * The route read its whole answer in one statement that also read the catalogue version (null:
 * it could not tell, e.g. no row came back to carry it). The answer's ETag names that version and
 * it is kept under it, without reading the version again.
 */
export const answeredAt = (c: Context<AppEnv>, version: number | null) => {
  if (version !== null) c.set('catalogueReadAt', version)
}

/**
 * The cache for a catalogue read. `oneStatement`: whether the answer to this (parsed) query is read
 * in one statement that reports the version it saw (answeredAt); such a miss reads nothing before
 * it.
 */
export function catalogueCache({
  oneStatement = () => false,
}: {
  // Any route's query: the validator before this middleware parsed it to the route's type.
  oneStatement?: (query: never) => boolean
} = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = catalogueCacheKey(
      c.var.config.SITE_URL,
      routePath(c),
      parsed(c.req, 'param'),
      parsed(c.req, 'query'),
    )
    const cache = edgeCache()
    const kept = await cache?.match(key)
    const ifNoneMatch = c.req.header('If-None-Match')
    // The version now: to tell whether the browser's copy or the kept one is current, and for an
    // answer read in several statements, to compare with the version after them.
    const before =
      kept || ifNoneMatch || !oneStatement(parsed(c.req, 'query') as never)
        ? await readCatalogueVersion(c.var.db)
        : null
    if (before !== null) {
      const headers = { ETag: etagOf(before), 'Cache-Control': CACHE_CONTROL }
      if (matches(ifNoneMatch, headers.ETag)) return c.body(null, 304, headers)
      const current = keptFor(kept, before)
      if (current)
        return c.body(await current.text(), 200, { ...headers, 'Content-Type': 'application/json' })
    }

    await spendDoor(c, 'LIMIT_CATALOGUE', 60)
    await next()
    if (c.res.status !== 200) return
    // The version the whole answer was read at: its one statement's (answeredAt), or the version
    // before its statements if a read after them finds it unchanged (a write between them would
    // keep the new state under the old version, served again after a point-in-time restore to
    // it). The ETag names the version before when that is all there is: a browser asking with it
    // after a write is answered afresh.
    const readAt = c.get('catalogueReadAt')
    const etag = readAt ?? before
    if (etag === null) return
    c.header('ETag', etagOf(etag))
    c.header('Cache-Control', CACHE_CONTROL)
    if (!cache) return
    const keptAt = readAt ?? ((await readCatalogueVersion(c.var.db)) === before ? before : null)
    if (keptAt === null) return
    const copy = new Response(c.res.clone().body, {
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': KEPT_FOR,
        [KEPT_VERSION]: String(keptAt),
      },
    })
    c.var.background('catalogue cache', () => cache.put(key, copy))
  })
}
