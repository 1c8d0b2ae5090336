// Public catalogue reads are the same for everyone until a product changes, and triggers raise
// the catalogue version on every product write (migration 0009). So the version makes the ETag
// (a browser holding the answer gets 304 after one one-row query), and the answer is kept in the
// Workers cache under its address and that version: a repeat of a popular page or search costs
// no query until the next product write makes a new key.
import { createMiddleware } from 'hono/factory'
import { readCatalogueVersion } from '../db/queries/catalogue'
import type { AppEnv } from '../env'

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

/** The Workers cache, where the runtime has one (not in every test harness). */
const edgeCache = (): Cache | undefined =>
  (globalThis as { caches?: { default?: Cache } }).caches?.default

export const catalogueCache = createMiddleware<AppEnv>(async (c, next) => {
  const version = await readCatalogueVersion(c.var.db)
  const etag = `"catalogue-${version}"`
  const headers = { ETag: etag, 'Cache-Control': CACHE_CONTROL }
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)

  const key = new URL(c.req.url)
  key.searchParams.set('catalogue-version', String(version))
  const cache = edgeCache()
  const kept = await cache?.match(key)
  if (kept)
    return c.body(await kept.text(), 200, { ...headers, 'Content-Type': 'application/json' })

  await next()
  if (c.res.status !== 200) return
  c.header('ETag', etag)
  c.header('Cache-Control', CACHE_CONTROL)
  const copy = new Response(c.res.clone().body, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': KEPT_FOR },
  })
  if (cache) c.var.background('catalogue cache', () => cache.put(key, copy))
})
