// The test files of one vitest worker share one Workers runtime (isolate: false in
// test/vitest.config.ts: starting a runtime per file cost more than the tests), so each file
// begins by emptying what the files before it wrote: every D1 table and the R2 bucket.
import { env } from 'cloudflare:workers'

/** Tables that D1 or SQLite keep for themselves, FTS5's shadow tables (the index follows the
 * products through triggers), and the catalogue version, which must never go back: the Workers
 * cache of one file's catalogue answers would otherwise serve the next file's. */
const NOT_OURS =
  /^(sqlite_|_cf_|d1_migrations$|catalogue_version$)|_(data|idx|content|docsize|config)$/

export async function emptyStorage() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'",
  ).all<{ name: string }>()
  const tables = results.map((t) => t.name).filter((name) => !NOT_OURS.test(name))
  // Deferred foreign keys: the rows go in any order, and the batch ends consistent.
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...tables.map((name) => env.DB.prepare(`DELETE FROM "${name}"`)),
  ])
  let listed = await env.BUCKET.list()
  for (;;) {
    if (listed.objects.length > 0) await env.BUCKET.delete(listed.objects.map((o) => o.key))
    if (!listed.truncated) break
    listed = await env.BUCKET.list({ cursor: listed.cursor })
  }
}
