// The daily cron, beside the backup: each full-text index merged into one segment. FTS5 writes a
// new segment per write transaction and merges them only in part as it goes (automerge), so the
// day's product edits and orders leave an index in a dozen segments, and every search then reads
// each word's entries from each of them. Merged, the bench's 600 unseen searches took about a
// third less time in SQLite at 100,000 products (docs/catalogue.md). On an index already in one
// segment 'optimize' writes nothing; otherwise it rewrites the index: at 100,000 products and a
// year's 150,000 orders about 11,600 rows in 1.1 s, 8,000 in 0.7 s and 540 (the accounts') in SQLite,
// some 20,000 rows written a night (0.6 million a month, about 1% of D1's included writes).
import type { Bindings } from '../env'

/** The full-text indexes (migrations 0009 and 0032): the catalogue's, the Orders' and Users'. */
export const SEARCH_INDEXES = ['products_fts', 'order_search', 'user_search'] as const

/** The statement that merges one index (FTS5's special insert). */
export const optimizeStatement = (index: (typeof SEARCH_INDEXES)[number]) =>
  `INSERT INTO ${index}(${index}) VALUES('optimize')`

export async function runSearchIndexUpkeep(env: Bindings) {
  // One at a time: each is a write of its own, and none should wait behind the others' batch.
  for (const index of SEARCH_INDEXES) await env.DB.prepare(optimizeStatement(index)).run()
}
