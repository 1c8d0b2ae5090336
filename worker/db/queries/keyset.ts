// Keyset paging shared by the catalogue and the admin lists: a cursor names its list (or sort) and
// the sort key of the last row shown, so a row added while someone pages is neither skipped nor
// shown twice, and the next page starts from an index, never from an OFFSET over every row before.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { badRequest } from '../../lib/errors'
import type { AdminPageQuery } from '../../schemas/admin-list'
import type { Db } from '../client'
import { listTotals } from '../schema'

const KINDS = {
  number: (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v),
  // An id or a time in ms: a whole number JavaScript holds exactly (never 1e300).
  integer: (v: unknown): v is number => Number.isSafeInteger(v),
  string: (v: unknown): v is string => typeof v === 'string',
}
type Kind = keyof typeof KINDS
type Value<K extends Kind> = K extends 'string' ? string : number
type Values<K extends readonly Kind[]> = { [I in keyof K]: Value<K[I]> }

/** base64 of the JSON [tag, ...keys], in UTF-8 (an e-mail key may hold any letter). */
export function encodeCursor(tag: string, keys: readonly (string | number)[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify([tag, ...keys]))
  return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')).replace(/=+$/, '')
}

/** The keys of a cursor made for `tag`; anything else (another list's, tampered) answers 400. */
export function decodeCursor<const K extends readonly Kind[]>(
  cursor: string,
  tag: string,
  kinds: K,
): Values<K> {
  try {
    const bytes = Uint8Array.from(atob(cursor), (c) => c.charCodeAt(0))
    const [t, ...keys] = JSON.parse(new TextDecoder().decode(bytes)) as unknown[]
    if (t === tag && keys.length === kinds.length && kinds.every((k, i) => KINDS[k](keys[i])))
      return keys as Values<K>
  } catch {
    // falls through to the refusal
  }
  throw badRequest('PAGE_CURSOR_INVALID')
}

/** The rows of a page (asked with one more than the limit) and the cursor of the next, if any. */
export function pageOf<R>(rows: R[], limit: number, cursorOf: (last: R) => string) {
  const more = rows.length > limit
  const shown = more ? rows.slice(0, limit) : rows
  const last = shown.at(-1)
  return { rows: shown, nextCursor: more && last ? cursorOf(last) : null }
}

export interface Page<R> {
  rows: R[]
  total: number
  nextCursor: string | null
}

/** An admin list, newest first: created_at, then the id as tie-break (an index on both serves it). */
export interface NewestFirstList<R> {
  tag: string
  table: SQLiteTable
  createdAt: AnySQLiteColumn
  id: AnySQLiteColumn
  idKind: 'string' | 'integer'
  idOf: (row: R) => string | number
  /** Reads the rows matching `where` in `order`, at most `limit`. */
  read: (where: SQL | undefined, order: SQL[], limit: number) => Promise<R[]>
}

/** A NewestFirstList's `read` for a table whose rows leave as they are. */
export const rowsOf =
  <T extends SQLiteTable>(db: Db, table: T) =>
  async (where: SQL | undefined, order: SQL[], limit: number) =>
    (await db
      .select()
      .from(table as SQLiteTable)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .all()) as T['$inferSelect'][]

/** One page of a newest-first list and how many rows the filters match in all: counted, or read
 * from the list_totals row named `keptTotal` when that row counts what the filters match. */
export async function newestFirstPage<R extends { createdAt: string }>(
  db: Db,
  list: NewestFirstList<R>,
  page: AdminPageQuery,
  filters: SQL[],
  keptTotal?: string,
): Promise<Page<R>> {
  const keyset = page.cursor
    ? [
        (([at, id]) => sql`(${list.createdAt}, ${list.id}) < (${at}, ${id})`)(
          decodeCursor(page.cursor, list.tag, ['string', list.idKind] as const),
        ),
      ]
    : []
  const [rows, counted] = await Promise.all([
    list.read(and(...filters, ...keyset), [desc(list.createdAt), desc(list.id)], page.limit + 1),
    keptTotal
      ? db
          .select({ n: listTotals.rows })
          .from(listTotals)
          .where(eq(listTotals.name, keptTotal))
          .get()
      : db
          .select({ n: count() })
          .from(list.table)
          .where(and(...filters))
          .get(),
  ])
  const shown = pageOf(rows, page.limit, (last) =>
    encodeCursor(list.tag, [last.createdAt, list.idOf(last)]),
  )
  return { ...shown, total: counted?.n ?? 0 }
}

/** True when any of the columns holds the text, ignoring case (SQLite's lower() folds ASCII only;
 * Arabic has no case). instr(), unlike LIKE, gives no character of the text a meaning. */
export function containsText(columns: SQL[], text: string): SQL | undefined {
  const needle = text.trim().toLowerCase()
  if (!needle) return undefined
  return sql`(${sql.join(
    columns.map((column) => sql`instr(lower(${column}), ${needle}) > 0`),
    sql` or `,
  )})`
}

/** A list's trigram index (migration 0032): `table` holds each row's searchable texts, and the row's
 * key in `key`. */
export interface TrigramIndex {
  table: string
  key: string
}

/** True when the row's texts hold the search, ignoring case: three characters or more through the
 * list's trigram index (as many rows read as match), shorter ones by reading each row's `columns`
 * (a trigram needs three). The search is one FTS5 phrase, so no character of it is an operator. */
export function indexedText(
  rowKey: AnySQLiteColumn,
  index: TrigramIndex,
  columns: SQL[],
  text: string,
): SQL | undefined {
  const needle = text.trim()
  // The trigram tokenizer counts code points, as Array.from does.
  if (Array.from(needle).length < 3) return containsText(columns, needle)
  const phrase = `"${needle.replaceAll('"', '""')}"`
  const table = sql.identifier(index.table)
  return sql`${rowKey} in (select ${sql.identifier(index.key)} from ${table} where ${table} match ${phrase})`
}
