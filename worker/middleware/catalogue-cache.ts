// Public catalogue reads are the same for everyone until the catalogue changes, and triggers draw
// a new random catalogue version on every catalogue write (migration 0016). So the version makes
// the ETag (a browser holding the answer gets 304 after one one-row query), and the answer is kept
// in the Workers cache under its version and the *parsed* query (never the raw address: an unknown
// or reordered parameter cannot make a new key): a repeat of a popular page or search costs no
// query until the next write draws a new version. A random version, unlike a counter, never comes
// back after `npm run db:reset`, a restore or a point-in-time restore, so no cached answer or ETag
// outlives the database state it came from. A miss costs D1 queries, so misses go through a
// per-address door (LIMIT_CATALOGUE).
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
  version: number,
): string {
  const key = new URL(`/api/catalogue-cache${path}`, siteUrl)
  key.searchParams.set('v', String(version))
  key.searchParams.set('q', JSON.stringify({ param: param ?? null, query: query ?? null }))
  return key.toString()
}

/**
 * The route read its whole answer in one statement that also read the catalogue version (null:
 * it could not tell, e.g. no row came back to carry it). The answer is kept only if that is the
 * version it is keyed under, without reading the version again.
 */
export const answeredAt = (c: Context<AppEnv>, version: number | null) => {
  if (version !== null) c.set('catalogueReadAt', version)
}

export const catalogueCache = createMiddleware<AppEnv>(async (c, next) => {
  const version = await readCatalogueVersion(c.var.db)
  const etag = `"catalogue-${version}"`
  const headers = { ETag: etag, 'Cache-Control': CACHE_CONTROL }
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)

  const key = catalogueCacheKey(
    c.var.config.SITE_URL,
    routePath(c),
    parsed(c.req, 'param'),
    parsed(c.req, 'query'),
    version,
  )
  const cache = edgeCache()
  const kept = await cache?.match(key)
  if (kept)
    return c.body(await kept.text(), 200, { ...headers, 'Content-Type': 'application/json' })

  await spendDoor(c, 'LIMIT_CATALOGUE', 60)
  await next()
  if (c.res.status !== 200) return
  c.header('ETag', etag)
  c.header('Cache-Control', CACHE_CONTROL)
  // A write between the version's read and the answer's queries would keep the new state under the
  // old version (served again after a point-in-time restore to it): keep only what one version saw,
  // as the answer's own statement says (answeredAt) or a second read of the version after it.
  if (!cache) return
  const readAt = c.get('catalogueReadAt') ?? (await readCatalogueVersion(c.var.db))
  if (readAt !== version) return
  const copy = new Response(c.res.clone().body, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': KEPT_FOR },
  })
  c.var.background('catalogue cache', () => cache.put(key, copy))
})
