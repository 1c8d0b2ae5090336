// Counts the D1 statements one request runs, the rows D1 reports reading and writing for them
// (`meta.rows_read`/`rows_written`: what D1 bills) and the time it waits on them, for its log line:
// a wrapper around the binding that drizzle uses like the binding itself. Time is what the worker
// waited (the clock of a Worker moves only across I/O), so it includes the trip to the database.
//
// The rows a select reads come back only through a private call of the runtime's binding (below):
// the meter wraps the binding only when the request log is on (middleware/database.ts) and only
// when that call is there and answers as it is expected to (checked once per isolate). Otherwise
// the request gets the binding itself, untouched, and its log line says it was not metered.
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
 * src/cloudflare/internal/d1-api.ts): columns, rows and meta in one answer, of which the public
 * raw() keeps only the rows. drizzle reads every select with raw(), and all() cannot stand in for
 * it (it makes objects, so a join's two `id` columns become one). Private: any runtime may lack it
 * or change it, which `privateQuery` and `meterable` check before anything is wrapped.
 */
type SendOrThrow = (
  endpoint: '/query',
  query: string,
  params: unknown[],
  format: 'ROWS_AND_COLUMNS',
  span: { setAttribute: () => void },
) => Promise<unknown>

interface PrivateQuery {
  query: string
  params: unknown[]
  /** The runtime's function (one method shared by every session) and the session it is called on. */
  send: SendOrThrow
  session: object
}

const NO_SPAN = { setAttribute() {} }

/** The statement's query, parameters and private send, when it has all three as expected. */
function privateQuery(statement: D1PreparedStatement): PrivateQuery | null {
  const {
    statement: query,
    params,
    dbSession,
  } = statement as unknown as {
    statement?: unknown
    params?: unknown
    dbSession?: { _sendOrThrow?: unknown }
  }
  const send = dbSession?._sendOrThrow
  if (typeof query !== 'string' || !Array.isArray(params) || typeof send !== 'function') return null
  return { query, params, send: send as SendOrThrow, session: dbSession as object }
}

const sendQuery = (target: PrivateQuery, query: string, params: unknown[]) =>
  target.send.call(target.session, '/query', query, params, 'ROWS_AND_COLUMNS', NO_SPAN)

interface Answer {
  meta?: Meta
  rows: unknown[][]
  columns: string[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The private call's answer as rows and columns, or null when it has a shape not known here. */
function readAnswer(sent: unknown): Answer | null {
  const answer: unknown = Array.isArray(sent) ? sent[0] : sent
  if (!isRecord(answer)) return null
  const meta = isRecord(answer.meta) ? (answer.meta as Meta) : undefined
  const results = answer.results
  // A statement that returns nothing (a write without RETURNING) may come without results.
  if (results === undefined) return { meta, rows: [], columns: [] }
  // Objects (one per row), as some runtimes answer.
  if (Array.isArray(results)) {
    if (!results.every(isRecord)) return null
    const first = results[0]
    return {
      meta,
      rows: results.map((row) => Object.values(row)),
      columns: first ? Object.keys(first) : [],
    }
  }
  if (!isRecord(results)) return null
  const { columns, rows } = results
  if (!Array.isArray(columns) || !Array.isArray(rows) || !rows.every(Array.isArray)) return null
  return { meta, rows: rows as unknown[][], columns: columns as string[] }
}

/** Whether a private send answers as expected: asked once per isolate (one cheap query) for each
 * send function met. A failed or odd answer keeps the meter off for the isolate's life. */
const verdicts = new WeakMap<SendOrThrow, Promise<boolean>>()

const PROBE = 'SELECT 1 AS metered'

function answersAsExpected(probe: PrivateQuery): Promise<boolean> {
  let verdict = verdicts.get(probe.send)
  if (!verdict) {
    verdict = Promise.resolve()
      .then(() => sendQuery(probe, PROBE, []))
      .then((sent) => {
        const answer = readAnswer(sent)
        return answer?.rows.length === 1 && answer.rows[0]?.[0] === 1
      })
      .catch(() => false)
    verdicts.set(probe.send, verdict)
  }
  return verdict
}

/** raw() with the rows it read counted, as the binding's own raw() builds its answer. */
async function rawCounted(
  target: PrivateQuery,
  meter: D1Meter,
  options?: { columnNames?: boolean },
): Promise<unknown[]> {
  const sent = await sendQuery(target, target.query, target.params)
  const answer = readAnswer(sent)
  if (!answer) {
    // The probe (meterable) read this runtime's answers, so not expected. The statement has run:
    // running it again through the public raw() could write twice, so this one call fails, and
    // the isolate's later requests get the binding unwrapped.
    verdicts.set(target.send, Promise.resolve(false))
    throw new Error('d1-meter: the binding answered in a shape the meter cannot read')
  }
  count(meter, answer.meta)
  return options?.columnNames ? [answer.columns, ...answer.rows] : answer.rows
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
          timed(meter, 1, () => {
            const query = privateQuery(target)
            if (query) return rawCounted(query, meter, options)
            // Not expected (meterable checked a statement of this binding); nothing has run yet,
            // so the public raw() answers, uncounted.
            return options?.columnNames ? target.raw({ columnNames: true }) : target.raw()
          })
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

function wrap(db: D1Database, meter: D1Meter): D1Database {
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

/** Whether this binding's statements carry the private query and it answers as expected. */
async function meterable(db: D1Database): Promise<boolean> {
  let probe: PrivateQuery | null
  try {
    probe = privateQuery(db.prepare(PROBE))
  } catch {
    return false
  }
  return probe !== null && (await answersAsExpected(probe))
}

/** A new meter when the runtime's binding can be metered, else null (its private query is
 * missing or answers otherwise). */
export const meterFor = async (db: D1Database): Promise<D1Meter | null> =>
  (await meterable(db)) ? newMeter() : null

/** A binding or session of the request counted into its meter (one meterFor made for this
 * binding), or itself, untouched, without one. */
export const meteredInto = <T extends object>(db: T, meter: D1Meter | null): T =>
  meter ? (wrap(db as unknown as D1Database, meter) as unknown as T) : db

/**
 * The binding metered into a new meter, or the binding itself, untouched, with no meter when the
 * runtime's binding cannot be metered.
 */
export async function meteredD1(
  db: D1Database,
): Promise<{ db: D1Database; meter: D1Meter | null }> {
  const meter = await meterFor(db)
  return { db: meteredInto(db, meter), meter }
}
