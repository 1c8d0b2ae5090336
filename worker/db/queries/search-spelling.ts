// A search that found nothing: the same search with its misspelt words put right
// (worker/domain/search-spelling.ts), offered only when it finds something.
import { sql } from 'drizzle-orm'
import { fixableWords, spellingFix } from '../../domain/search-spelling'
import { searchMatch } from '../../domain/search-query'
import type { Db } from '../client'

/** The catalogue's words that begin with one of these letters, read from the index's vocabulary
 * (migration 0034) a letter at a time: each is a range of the index's terms (a few ms and a few
 * hundred rows at 100,000 products), where all of them would be a scan of every term. A typo in
 * the first letter is not put right. */
async function wordsBeginningWith(db: Db, letters: string[]) {
  const ranges = letters.map((letter) => {
    const after = String.fromCodePoint(letter.codePointAt(0)! + 1)
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
  return (row?.n ?? 0) > 0
}

/** `search` put right when it can be and then finds products; else null. */
export async function searchInstead(db: Db, search: string): Promise<string | null> {
  const letters = [
    ...new Set(fixableWords(search).map((word) => String.fromCodePoint(word.codePointAt(0)!))),
  ]
  if (letters.length === 0) return null
  const fixed = spellingFix(search, await wordsBeginningWith(db, letters))
  return fixed && (await findsAny(db, fixed)) ? fixed : null
}
