// Counts a search that found nothing for the owner's morning briefing, off the response path.
import { shopDate } from '../domain/baghdad-time'
import { SEARCH_MISS_DAYS } from '../domain/search-misses'
import type { Db } from '../db/client'
import { countSearchMiss, pruneSearchMisses } from '../db/queries/search-misses'

/**
 * Counts `query` (domain/search-misses: missedSearchKey) on today's Baghdad date, at most once a
 * minute per client address (`oncePerMinute`: LIMIT_SEARCH_MISS), so one address repeating a
 * search, which the catalogue's cache answers freely, cannot push it up the owner's list.
 * `instead`: the search put right that the shopper was offered, if any.
 */
export async function recordSearchMiss(
  db: Db,
  oncePerMinute: RateLimit,
  address: string,
  miss: { query: string; instead: string | null },
  now: Date,
): Promise<void> {
  if (!(await oncePerMinute.limit({ key: `client:${address}` })).success) return
  await countSearchMiss(db, shopDate(now), miss.query, miss.instead)
}

/** Forgets the misses of the days more than SEARCH_MISS_DAYS before `now`'s (the hourly cron). */
export async function pruneOldSearchMisses(db: Db, now: Date): Promise<void> {
  await pruneSearchMisses(db, shopDate(new Date(now.getTime() - SEARCH_MISS_DAYS * 86_400_000)))
}
