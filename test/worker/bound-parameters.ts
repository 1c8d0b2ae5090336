// D1 refuses a statement that binds more than 100 parameters; the local runtime does not, so a
// query built from a long list passes every local test and answers 500 in production only. This
// helper runs the worker against a D1 binding that records every statement's bound parameters.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { app } from '../../worker/app'

/** D1's limit of bound parameters per statement (Cloudflare's D1 limits page). */
export const D1_MAX_BOUND_PARAMETERS = 100

export interface BoundStatement {
  sql: string
  parameters: number
}

/** A D1 binding (or a session of it) that forwards everything and records each statement's bound
 * parameters, in the sessions the worker opens on it too (worker/middleware/database.ts). */
export function countingD1<Db extends D1Database | D1DatabaseSession>(
  db: Db,
  seen: BoundStatement[],
): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'withSession')
        return (constraint?: string) =>
          countingD1((target as D1Database).withSession(constraint), seen)
      if (property === 'prepare')
        return (sql: string) => {
          const statement = target.prepare(sql)
          seen.push({ sql, parameters: 0 })
          const entry = seen[seen.length - 1]!
          return new Proxy(statement, {
            get(s, p) {
              if (p === 'bind')
                return (...values: unknown[]) => {
                  entry.parameters = values.length
                  return s.bind(...values)
                }
              const value: unknown = Reflect.get(s, p)
              return typeof value === 'function' ? (value as () => unknown).bind(s) : value
            },
          })
        }
      const value: unknown = Reflect.get(target, property)
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
    },
  })
}

/**
 * Calls the API through the worker with the counting binding and answers the response with every
 * statement it built (background work included).
 */
export async function callCounting(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<{ status: number; statements: BoundStatement[] }> {
  const statements: BoundStatement[] = []
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(`http://shop.test/api${path}`, {
      method,
      headers: {
        Origin: 'http://shop.test',
        'CF-Connecting-IP': `10.95.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        ...(options.body !== undefined && { 'Content-Type': 'application/json' }),
        ...(options.cookie && { Cookie: options.cookie }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    { ...env, DB: countingD1(env.DB, statements) },
    ctx,
  )
  await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return { status: response.status, statements }
}

/** The statements over D1's limit, for an assertion's message. */
export const overTheLimit = (statements: BoundStatement[]) =>
  statements
    .filter((s) => s.parameters > D1_MAX_BOUND_PARAMETERS)
    .map((s) => `${s.parameters} parameters: ${s.sql.slice(0, 160)}`)
