// Public catalogue reads carry an ETag made from the catalogue version, which triggers raise on
// every product write (migration 0009): a browser that already holds the answer asks again with
// If-None-Match and gets 304 from one tiny query, without the page's.
import { createMiddleware } from 'hono/factory'
import { readCatalogueVersion } from '../db/queries/catalogue'
import type { AppEnv } from '../env'

/** Kept, shared by everyone, and checked again on every use (stock changes with each order). */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate'

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })

export const catalogueValidator = createMiddleware<AppEnv>(async (c, next) => {
  const etag = `"catalogue-${await readCatalogueVersion(c.var.db)}"`
  if (matches(c.req.header('If-None-Match'), etag))
    return c.body(null, 304, { ETag: etag, 'Cache-Control': CACHE_CONTROL })
  await next()
  if (c.res.status === 200) {
    c.header('ETag', etag)
    c.header('Cache-Control', CACHE_CONTROL)
  }
})
