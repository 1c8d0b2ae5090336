// The request log's D1 meter (worker/lib/d1-meter.ts) reads rows through a private call of the
// runtime's binding. Only while the log is on does it wrap the binding at all, and a binding whose
// private call is missing or answers in another shape is used as it is: the shop still answers,
// and the log line says the request was not metered instead of counting wrong.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { meteredD1 } from '../../worker/lib/d1-meter'
import { makeProduct } from './helpers'
import { logLines, logged } from './request-lines'

type Statement = D1PreparedStatement
type PrivateSend = (this: { real: object }, ...args: unknown[]) => Promise<unknown>

interface Extras {
  /** What each statement carries besides the public methods (the private parts, or none). */
  extras?: (real: Statement) => Record<string, unknown>
}

/**
 * A D1 binding of the test's own over the real one: its sessions' statements have the public
 * methods only, plus whatever `extras` gives them; batch() takes them back to the real ones.
 */
function bindingOver({ extras = () => ({}) }: Extras = {}): D1Database {
  const real = new WeakMap<object, Statement>()
  const statementOver = (statement: Statement): Statement => {
    const own = {
      bind: (...values: unknown[]) => statementOver(statement.bind(...values)),
      first: (column?: string) => (column ? statement.first(column) : statement.first()),
      run: () => statement.run(),
      all: () => statement.all(),
      raw: (options?: { columnNames?: boolean }) =>
        options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw(),
      ...extras(statement),
    } as unknown as Statement
    real.set(own, statement)
    return own
  }
  const binding = {
    withSession: (start?: string) => {
      const session = env.DB.withSession(start)
      return {
        prepare: (query: string) => statementOver(session.prepare(query)),
        batch: (statements: Statement[]) => session.batch(statements.map((s) => real.get(s) ?? s)),
        getBookmark: () => session.getBookmark(),
      }
    },
    prepare: (query: string) => statementOver(env.DB.prepare(query)),
  }
  return binding as unknown as D1Database
}

/** The runtime statement's own private parts, its private call counted in `calls`. */
function countedPrivateCall() {
  const counted = { calls: 0 }
  // One function for every statement, as the runtime's is one method of every session.
  const send: PrivateSend = function (this, ...args) {
    counted.calls++
    const session = this.real as { _sendOrThrow: (...a: unknown[]) => Promise<unknown> }
    return session._sendOrThrow(...args)
  }
  const extras = (statement: Statement) => {
    const { statement: query, params, dbSession } = statement as unknown as Record<string, unknown>
    return { statement: query, params, dbSession: { real: dbSession, _sendOrThrow: send } }
  }
  return { counted, extras }
}

/** A private call that answers in a shape the meter does not know. */
const otherShape: PrivateSend = () => Promise.resolve([{ success: true, results: 'rows' }])

const productPath = async () => `/products/${String((await makeProduct({ name: 'Metered' })).id)}`

async function productRead(bindings: Parameters<typeof logged>[1]) {
  const path = await productPath()
  let status = 0
  let name: unknown
  const lines = await logLines(async () => {
    const answer = await logged(path, bindings)
    status = answer.status
    name = (await answer.json<{ data: { name: string } }>()).data.name
  })
  return { status, name, lines }
}

describe('the D1 meter', () => {
  it('is not put around the binding while the request log is off', async () => {
    const { counted, extras } = countedPrivateCall()
    const read = await productRead({ REQUEST_LOG: 'off', DB: bindingOver({ extras }) })
    expect(read).toMatchObject({ status: 200, name: 'Metered', lines: [] })
    // The binding's own raw() answered: nothing went through its private call.
    expect(counted.calls).toBe(0)
    // The same binding with the log on is metered through that call.
    const metered = await productRead({ DB: bindingOver({ extras }) })
    expect(metered).toMatchObject({ status: 200, name: 'Metered' })
    expect(counted.calls).toBeGreaterThan(0)
    expect(metered.lines[0]?.d1RowsRead).toBeGreaterThan(0)
  })

  it('leaves a binding without the private call untouched: it answers, the line has no counts', async () => {
    const binding = bindingOver()
    expect(await meteredD1(binding.withSession() as unknown as D1Database)).toMatchObject({
      meter: null,
    })
    const session = binding.withSession() as unknown as D1Database
    expect((await meteredD1(session)).db).toBe(session)
    const read = await productRead({ DB: binding })
    expect(read).toMatchObject({ status: 200, name: 'Metered' })
    expect(read.lines).toHaveLength(1)
    expect(read.lines[0]).toMatchObject({
      route: '/api/products/:id',
      status: 200,
      d1Metered: false,
    })
    expect(read.lines[0]).not.toHaveProperty('d1Statements')
    expect(read.lines[0]).not.toHaveProperty('d1RowsRead')
  })

  it('leaves a binding whose private call answers in another shape untouched', async () => {
    const binding = bindingOver({
      extras: (statement) => {
        const { statement: query, params } = statement as unknown as Record<string, unknown>
        return { statement: query, params, dbSession: { real: {}, _sendOrThrow: otherShape } }
      },
    })
    const session = binding.withSession() as unknown as D1Database
    expect(await meteredD1(session)).toEqual({ db: session, meter: null })
    const read = await productRead({ DB: binding })
    expect(read).toMatchObject({ status: 200, name: 'Metered' })
    expect(read.lines[0]).toMatchObject({ status: 200, d1Metered: false })
    expect(read.lines[0]).not.toHaveProperty('d1RowsRead')
  })
})
