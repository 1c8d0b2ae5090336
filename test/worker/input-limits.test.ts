// Inputs at the edge of what the API takes: a filter date with no next day, a cursor holding a number
// JavaScript cannot hold exactly, and e-mail addresses longer than SMTP carries (254).
import { describe, expect, it } from 'vitest'
import { api, makeUser, refusal, validShipping } from './helpers'

const decode = (cursor: string) => JSON.parse(atob(cursor)) as unknown[]
const encode = (keys: unknown[]) => btoa(JSON.stringify(keys)).replace(/=+$/, '')

describe('admin list filters and cursors', () => {
  it('refuses a date no order can have (9999-12-31) with 400, not 500', async () => {
    const admin = await makeUser('admin')
    for (const query of ['dateTo=9999-12-31', 'dateFrom=9999-12-31', 'dateFrom=0001-01-01']) {
      const answer = await api('GET', `/orders/all?${query}`, { cookie: admin.cookie })
      expect(answer.status, query).toBe(400)
      expect(answer.body.code, query).toBe('FILTER_DATE_INVALID')
    }
    expect(
      (
        await api('GET', '/orders/all?dateFrom=2026-01-01&dateTo=2999-12-31', {
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(200)
  })

  it('refuses a date range that ends before it starts, and takes one day', async () => {
    const admin = await makeUser('admin')
    const backwards = await api('GET', '/orders/all?dateFrom=2026-07-03&dateTo=2026-07-01', {
      cookie: admin.cookie,
    })
    expect(backwards.status).toBe(400)
    expect(backwards.body.code).toBe('FILTER_DATE_RANGE')
    const oneDay = '/orders/all?dateFrom=2026-07-03&dateTo=2026-07-03'
    expect((await api('GET', oneDay, { cookie: admin.cookie })).status).toBe(200)
  })

  it('refuses a cursor holding 1e300 as an id', async () => {
    const admin = await makeUser('admin')
    await makeUser()
    await makeUser()
    const first = await api('GET', '/users?limit=1', { cookie: admin.cookie })
    const cursor =
      first.body.data && (first.body as unknown as { meta: { nextCursor: string } }).meta.nextCursor
    expect(cursor).toEqual(expect.any(String))
    const keys = decode(cursor)
    expect(Number.isInteger(keys.at(-1))).toBe(true)
    const forged = encode([...keys.slice(0, -1), 1e300])
    const answer = await api('GET', `/users?limit=1&cursor=${encodeURIComponent(forged)}`, {
      cookie: admin.cookie,
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual(refusal('PAGE_CURSOR_INVALID'))
  })
})

describe('e-mail addresses', () => {
  const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}.iq` // 258
  it('refuses an address over 254 characters at every door that takes one', async () => {
    expect(long.length).toBeGreaterThan(254)
    const customer = await makeUser()
    const calls: [string, string, unknown, string?][] = [
      [
        'POST',
        '/auth/register',
        { email: long, password: 'k7#mq2vz-r', firstName: 'A', lastName: 'B' },
      ],
      ['POST', '/auth/login', { email: long, password: 'whatever-123' }],
      ['POST', '/auth/forgot-password', { email: long }],
      ['POST', '/newsletter', { email: long }],
      [
        'POST',
        '/orders',
        {
          items: [{ id: 1, quantity: 1 }],
          shippingInfo: { ...validShipping, email: long },
          paymentInfo: { method: 'cod' },
        },
        customer.cookie,
      ],
    ]
    for (const [method, path, body, cookie] of calls) {
      const answer = await api(method, path, { body, cookie })
      expect(answer.status, path).toBe(400)
      expect(answer.body.code, path).toBe('EMAIL_TOO_LONG')
    }
  })
})
