// Searches that found nothing, one row per Baghdad day and normalised query (domain/search-misses).
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { searchMisses } from '../schema'

/** Counts one miss of `query` on `day` with what was offered `instead` (null: nothing): one
 * upsert, the first of the day inserting its row. */
export async function countSearchMiss(
  db: Db,
  day: string,
  query: string,
  instead: string | null,
): Promise<void> {
  await db
    .insert(searchMisses)
    .values({ day, query, count: 1, instead })
    .onConflictDoUpdate({
      target: [searchMisses.day, searchMisses.query],
      set: { count: sql`${searchMisses.count} + 1`, instead },
    })
}

/** Forgets the days before `firstKept` (YYYY-MM-DD). */
export async function pruneSearchMisses(db: Db, firstKept: string): Promise<void> {
  await db.delete(searchMisses).where(lt(searchMisses.day, firstKept))
}
