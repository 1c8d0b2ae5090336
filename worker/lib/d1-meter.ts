// Counts the D1 statements one request runs, the rows D1 reports reading and writing for them
// (`meta.rows_read`/`rows_written`: what D1 bills) and the time it waits on them, for its log line:
// a wrapper around the binding that drizzle uses like the binding itself. Time is what the worker
// waited (the clock of a Worker moves only across I/O), so it includes the trip to the database.
export interface D1Meter {
  statements: number
  ms: number
  rowsRead: number
  rowsWritten: number
}

export const newMeter = (): D1Meter => ({ statements: 0, ms: 0, rowsRead: 0, rowsWritten: 0 })

interface Meta {
  rows_read?: number
  rows_written?: number
}

function count(meter: D1Meter, meta: Meta | undefined) {
  meter.rowsRead += meta?.rows_read ?? 0
  meter.rowsWritten += meta?.rows_written ?? 0
}

/** The real statement behind each wrapped one: batch() takes only D1's own objects. */
const realStatement = new WeakMap<object, D1PreparedStatement>()

async function timed<T>(meter: D1Meter, statements: number, run: () => Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    return await run()
  } finally {
    meter.statements += statements
    meter.ms += Date.now() - started
  }
}

/**
 * How the binding's statements ask D1 for a query's rows (workerd's
 * src/cloudflare/internal/d1-api.ts): columns, rows and meta in one answer, of which raw() keeps
 * only the rows. drizzle reads every select with raw(), and all() cannot stand in for it (it makes
 * objects, so a join's two `id` columns become one).
 */
interface BindingStatement {
  statement: string
  params: unknown[]
  dbSession?: {
    _sendOrThrow?: (
      endpoint: '/query',
      query: string,
      params: unknown[],
      format: 'ROWS_AND_COLUMNS',
      span: { setAttribute: () => void },
    ) => Promise<Answer | Answer[]>
  }
}

interface Answer {
  meta?: Meta
  results?: { columns: string[]; rows: unknown[][] } | Record<string, unknown>[]
}

const NO_SPAN = { setAttribute() {} }

/** raw() with the rows it read counted, as the binding's own raw() builds its answer; a runtime
 * without that path gets the plain raw(), uncounted. */
async function rawCounted(
  statement: D1PreparedStatement,
  meter: D1Meter,
  options?: { columnNames?: boolean },
): Promise<unknown[]> {
  const { statement: query, params, dbSession } = statement as unknown as BindingStatement
  if (typeof dbSession?._sendOrThrow !== 'function' || typeof query !== 'string')
    return options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw()
  const sent = await dbSession._sendOrThrow('/query', query, params, 'ROWS_AND_COLUMNS', NO_SPAN)
  const answer = Array.isArray(sent) ? sent[0] : sent
  count(meter, answer?.meta)
  const results = answer?.results
  if (!results) return []
  if (Array.isArray(results)) {
    const rows: unknown[] = results.map((row) => Object.values(row))
    const first = results[0]
    return options?.columnNames && first ? [Object.keys(first), ...rows] : rows
  }
  return [...(options?.columnNames ? [results.columns] : []), ...results.rows]
}

function meteredStatement(statement: D1PreparedStatement, meter: D1Meter): D1PreparedStatement {
  const wrapped = new Proxy(statement, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      if (property === 'bind')
        return (...values: unknown[]) => meteredStatement(target.bind(...values), meter)
      if (property === 'raw')
        return (options?: { columnNames?: boolean }) =>
          timed(meter, 1, () => rawCounted(target, meter, options))
      if (property === 'all' || property === 'run')
        return () =>
          timed(meter, 1, async () => {
            const result = await (value as () => Promise<D1Result>).apply(target)
            count(meter, result.meta)
            return result
          })
      // first() drops the meta as raw() does; nothing here calls it.
      if (property === 'first')
        return (...args: unknown[]) =>
          timed(meter, 1, () =>
            (value as (...a: unknown[]) => Promise<unknown>).apply(target, args),
          )
      return (value as (...a: unknown[]) => unknown).bind(target)
    },
  })
  realStatement.set(wrapped, statement)
  return wrapped
}

export function meteredD1(db: D1Database, meter: D1Meter): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare')
        return (query: string) => meteredStatement(target.prepare(query), meter)
      if (property === 'batch')
        return (statements: D1PreparedStatement[]) =>
          timed(meter, statements.length, async () => {
            const results = await target.batch(statements.map((s) => realStatement.get(s) ?? s))
            for (const result of results) count(meter, result.meta)
            return results
          })
      if (property === 'exec') return (query: string) => timed(meter, 1, () => target.exec(query))
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
    },
  })
}
