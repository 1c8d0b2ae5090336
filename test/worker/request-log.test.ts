import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../worker/app'
import { ORIGIN, clientAddress, makeProduct } from './helpers'

/** A GET through the app with the request log on (the test worker runs with it off). */
async function logged(path: string): Promise<Response> {
  const context = createExecutionContext()
  const response = await app.request(
    `${ORIGIN}/api${path}`,
    { headers: { Origin: ORIGIN, 'CF-Connecting-IP': clientAddress() } },
    { ...env, REQUEST_LOG: 'json' },
    context,
  )
  await waitOnExecutionContext(context)
  return response
}

/** The request lines written while `run` ran, parsed. */
async function logLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  await run()
  const lines = log.mock.calls
    .map(([first]) => (typeof first === 'string' && first.startsWith('{') ? first : null))
    .filter((line) => line !== null)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  log.mockRestore()
  return lines.filter((line) => line.message === 'request')
}

describe('the request log', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes one JSON line per request with its route, status, time and D1 statements', async () => {
    const product = await makeProduct({ stock: 3 })
    let requestId: string | null = null
    const [line] = await logLines(async () => {
      const answer = await logged(`/products/${String(product.id)}`)
      requestId = answer.headers.get('X-Request-Id')
    })
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/products/:id',
      status: 200,
      requestId,
    })
    expect(requestId).toMatch(/\S{8,}/)
    expect(line?.d1Statements).toBeGreaterThan(0)
    expect(typeof line?.durationMs).toBe('number')
    expect(typeof line?.d1Ms).toBe('number')
  })

  it('names the error code a refused request answered with, and never the path', async () => {
    const [line] = await logLines(() => logged('/track/some-secret-token-0123456789'))
    expect(line).toMatchObject({ level: 'warn', status: 404, route: '/api/track/:token' })
    expect(line?.code).toBe('TRACKING_NOT_FOUND')
    expect(JSON.stringify(line)).not.toContain('some-secret-token')
  })
})
