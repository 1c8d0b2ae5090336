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
  const names: string[] = []
  const values: string[] = []
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value: unknown = (row as Record<string, unknown>)[key]
    if (value === undefined) continue
    names.push(column.name)
    values.push(literal(value === null ? null : column.mapToDriverValue(value)))
  }
  return `INSERT INTO ${getTableName(table)} (${names.join(', ')}) VALUES (${values.join(', ')});`
}
