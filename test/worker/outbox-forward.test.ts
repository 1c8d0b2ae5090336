// A request asks D1 only for what it needs: a path no route answers is refused with 404 before the
// database is opened (no statement at all), and the outbox is forwarded to the queue only after a
// request that wrote outbox rows (middleware/forward-deliveries.ts, lib/outbox-mark.ts), never
// after every POST. Each statement is recorded from the binding, background work included.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import { recordingQueue } from './deliveries'
import { clientAddress, makeUser, ORIGIN, refusal } from './helpers'
import { logged, logLines } from './request-lines'

/** A D1 binding that records the SQL of every statement prepared on it or on its sessions. */
function recordingD1() {
  const statements: string[] = []
  const sessions: string[] = []
  const recorded = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'prepare')
          return (query: string) => {
            statements.push(query)
            return (object as unknown as D1Database).prepare(query)
          }
        if (property === 'withSession')
          return (start: string) => {
            sessions.push(start)
            return recorded((object as unknown as D1Database).withSession(start))
          }
        const value: unknown = Reflect.get(object, property, object)
        return typeof value === 'function' ? (value as () => unknown).bind(object) : value
      },
    })
  return { DB: recorded(env.DB), statements, sessions }
}

async function call(method: string, path: string, body?: unknown, cookie?: string) {
  const d1 = recordingD1()
  const queue = recordingQueue()
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(`${ORIGIN}/api${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        'CF-Connecting-IP': clientAddress(),
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...(cookie && { Cookie: cookie }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { ...env, DB: d1.DB, DELIVERIES: queue },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return { status: response.status, body: await response.json(), ...d1, queued: queue.sent }
}

const touchesOutbox = (statements: string[]) => statements.filter((s) => /"outbox"/.test(s))

describe('requests and the database', () => {
  it('refuses a path no route answers before the database: not one statement', async () => {
    const user = await makeUser()
    for (const [method, path] of [
      ['POST', '/nowhere'],
      ['POST', '/admin/nowhere'],
      ['PUT', '/orders/nowhere/at/all'],
      ['GET', '/nowhere'],
      // A known path with a method it does not answer.
      ['DELETE', '/settings'],
    ] as const) {
      for (const cookie of [undefined, user.cookie]) {
        const answer = await call(method, path, method === 'GET' ? undefined : {}, cookie)
        expect(answer.status, `${method} ${path}`).toBe(404)
        expect(answer.body, `${method} ${path}`).toEqual(refusal('ENDPOINT_NOT_FOUND'))
        expect(answer.statements, `${method} ${path}`).toEqual([])
        expect(answer.sessions, `${method} ${path}`).toEqual([])
      }
    }
  })

  it('logs the refused path as having run no statement', async () => {
    const [line] = await logLines(() => logged('/nowhere/at-all'))
    expect(line).toMatchObject({ status: 404, d1Statements: 0 })
    expect(JSON.stringify(line)).not.toContain('nowhere')
  })

  it('forwards the outbox only after a request that wrote to it', async () => {
    const user = await makeUser()
    // Writes, but no message: a page view, a refused sign-in.
    const visit = await call('POST', '/analytics/sessions', {
      id: `s${String(Date.now())}xxxxxxxx`,
      visitorId: 'visitor-forward-test',
    })
    expect(visit.status).toBe(201)
    const refused = await call('POST', '/auth/login', { email: user.email, password: 'wrong-one' })
    expect(refused.status).toBe(401)
    for (const answer of [visit, refused]) {
      expect(answer.statements.length).toBeGreaterThan(0)
      expect(touchesOutbox(answer.statements)).toEqual([])
      expect(answer.queued).toEqual([])
    }

    // A password reset writes its e-mail to the outbox, and the request hands it to the queue.
    const reset = await call('POST', '/auth/forgot-password', { email: user.email })
    expect(reset.status).toBe(200)
    const [row] = (
      await env.DB.prepare(
        "SELECT id FROM outbox WHERE kind = 'password-reset' ORDER BY id DESC LIMIT 1",
      ).all<{ id: number }>()
    ).results
    expect(reset.queued.map((m) => m.id)).toContain(row!.id)
  })
})
