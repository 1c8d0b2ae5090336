import { describe, expect, it } from 'vitest'
import { makeProduct } from './helpers'
import { logLines, logged } from './request-lines'

describe('the request log', () => {
  it('writes one JSON line per request with its route, status, time, D1 statements and rows', async () => {
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
    // The product's row at least, read through drizzle's raw() (worker/lib/d1-meter.ts).
    expect(line?.d1RowsRead).toBeGreaterThan(0)
    expect(line?.d1RowsWritten).toBe(0)
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
