// A search that found nothing: the same search with its misspelt words put right
// (worker/domain/search-spelling.ts), offered only when it finds something.
import { sql } from 'drizzle-orm'
import { spellingFix, unknownWords, wordsToCheck } from '../../domain/search-spelling'
import { searchMatch } from '../../domain/search-query'
import type { Db } from '../client'

/** The catalogue's words that begin with one of these letters, read from the index's vocabulary
 * (migration 0034) a letter at a time: each is a range of the index's terms (a few ms and a few
 * hundred rows at 100,000 products), where all of them would be a scan of every term. A typo in
 * the first letter is not put right. */
async function wordsBeginningWith(db: Db, letters: string[]) {
  const ranges = letters.map((letter) => {
    const after = String.fromCodePoint((letter.codePointAt(0) ?? 0) + 1)
    return sql`SELECT term, doc FROM products_fts_words WHERE term >= ${letter} AND term < ${after}`
  })
  const rows = await db.all<{ term: string; doc: number }>(sql.join(ranges, sql` UNION ALL `))
  return new Map(rows.map((r) => [r.term, r.doc]))
}

/** Whether any product matches `search` (one row of the index read at most). */
async function findsAny(db: Db, search: string) {
  const match = searchMatch(search)
  if (!match) return false
  const row = await db.get<{ n: number }>(
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM products_fts WHERE products_fts MATCH ${match} LIMIT 1)`,
  )
  return row.n > 0
}

/** Which of these words the catalogue holds, and one word that begins with `prefix`. Each is a
 * term of the index looked up by itself: no range of terms is read. */
async function wordsHeld(db: Db, exact: string[], prefix: string | null) {
  const lookups = [sql`SELECT term, doc FROM products_fts_words WHERE term IN ${exact}`]
  if (prefix)
    lookups.push(
      sql`SELECT * FROM (SELECT term, doc FROM products_fts_words WHERE term > ${prefix} AND term < ${`${prefix}\u{10FFFF}`} LIMIT 1)`,
    )
  const rows = await db.all<{ term: string; doc: number }>(sql.join(lookups, sql` UNION ALL `))
  return new Map(rows.map((r) => [r.term, r.doc]))
}

/**
 * `search` put right when it can be and then finds products; else null. A search whose words the
 * catalogue all holds (found nothing only together) costs one statement of exact lookups; one with
 * a misspelt word reads its first letter's words and checks the result (about 5-45 ms of SQLite at
 * 100,000 products: the index counts each word's products, as much as the broadest search costs).
 */
export async function searchInstead(db: Db, search: string): Promise<string | null> {
  const { exact, prefix } = wordsToCheck(search)
  if (exact.length === 0) return null
  const held = await wordsHeld(db, exact, prefix)
  const unknown = unknownWords(search, held)
  if (unknown.length === 0) return null
  const letters = [
    ...new Set(unknown.map((word) => String.fromCodePoint(word.codePointAt(0) ?? 0))),
  ]
  const words = new Map([...held, ...(await wordsBeginningWith(db, letters))])
  const fixed = spellingFix(search, words)
  return fixed && (await findsAny(db, fixed)) ? fixed : null
}
