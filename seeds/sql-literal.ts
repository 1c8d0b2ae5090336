// SQL text for the seed and admin scripts, which run statements through `wrangler d1 execute`.
type Value = string | number | boolean | null | object

export function literal(value: Value): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? '1' : '0'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return `'${text.replaceAll("'", "''")}'`
}

export function insert(table: string, row: Record<string, Value>): string {
  const columns = Object.keys(row)
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => literal(row[c]!)).join(', ')});`
}
