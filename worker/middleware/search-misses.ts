// The storefront's searches that found nothing are counted for the owner's morning briefing
// (docs/bot.md): a first page with no card, whether the catalogue's cache answered it or D1. Runs
// around catalogueCache, after the query's validation, and counts in the background.
import { createMiddleware } from 'hono/factory'
import { missedSearchKey } from '../domain/search-misses'
import type { AppEnv } from '../env'
import type { PageMeta } from '../lib/respond'
import { recordSearchMiss } from '../services/search-misses'
import { clientAddress } from './rate-limit'

export const countSearchMisses = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  // The query was validated before this ran; a later page is no new search, and the dashboard's
  // product search is the owner's own.
  const query = missedSearchKey(c.req.query('search'))
  if (!query || c.req.query('cursor') !== undefined || c.res.status !== 200) return
  if (c.var.user?.role === 'admin') return
  const answer = c.res.clone()
  const { db, now } = c.var
  const address = clientAddress(c.req.raw.headers)
  c.var.background('search miss', async () => {
    const { data, meta } = await answer.json<{ data: unknown[]; meta: PageMeta }>()
    if (data.length === 0)
      await recordSearchMiss(
        db,
        c.env.LIMIT_SEARCH_MISS,
        address,
        { query, instead: meta.searchInstead ?? null },
        now(),
      )
  })
})
