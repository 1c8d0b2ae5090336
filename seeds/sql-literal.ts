// SQL text for the seed and admin scripts, which run statements through `wrangler d1 execute`.
// Rows are drizzle rows (the shape the worker writes), turned into columns by the table itself.
import { getTableColumns, getTableName } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? '1' : '0'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return `'${text.replaceAll("'", "''")}'`
}

/** An INSERT of one row: each field through its column's own encoding (JSON, booleans). */
export function insert<T extends SQLiteTable>(table: T, row: T['$inferInsert']): string {
  return insertMany(table, [row])
}

/** One INSERT of many rows (a bulk load's statement); every row sets the first row's fields. */
export function insertMany<T extends SQLiteTable>(table: T, rows: T['$inferInsert'][]): string {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => (rows[0] as Record<string, unknown>)[key] !== undefined,
  )
  const tuples = rows.map((row) => {
    const values = columns.map(([key, column]) => {
      const value: unknown = (row as Record<string, unknown>)[key]
      return literal(value === null || value === undefined ? null : column.mapToDriverValue(value))
    })
    return `(${values.join(', ')})`
  })
  const names = columns.map(([, column]) => column.name).join(', ')
  return `INSERT INTO ${getTableName(table)} (${names}) VALUES ${tuples.join(', ')};`
}
