// Counts the D1 statements one request runs and the time it waits on them, for its log line: a
// wrapper around the binding that drizzle uses like the binding itself. Time is what the worker
// waited (the clock of a Worker moves only across I/O), so it includes the trip to the database.
export interface D1Meter {
  statements: number
  ms: number
}

export const newMeter = (): D1Meter => ({ statements: 0, ms: 0 })

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

const RUNS = new Set<PropertyKey>(['first', 'run', 'all', 'raw'])

function meteredStatement(statement: D1PreparedStatement, meter: D1Meter): D1PreparedStatement {
  const wrapped = new Proxy(statement, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      if (property === 'bind')
        return (...values: unknown[]) => meteredStatement(target.bind(...values), meter)
      if (RUNS.has(property))
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
          timed(meter, statements.length, () =>
            target.batch(statements.map((s) => realStatement.get(s) ?? s)),
          )
      if (property === 'exec') return (query: string) => timed(meter, 1, () => target.exec(query))
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
    },
  })
}
