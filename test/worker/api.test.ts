// The API's envelope and its edges: unknown paths, broken bodies and cross-site writes.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api, makeProduct, makeUser, ORIGIN, unique, validShipping, refusal } from './helpers'
import {
  type ErrorCode,
  type ErrorParams,
  errorText,
  isErrorCode,
} from '../../worker/schemas/error-codes'
import { workerFetch } from './worker-fetch'

const registration = () => ({
  email: `api-${unique()}@shop.test`,
  password: 'secret123',
  firstName: 'Omar',
  lastName: 'Saleh',
})

function expectErrorEnvelope(result: { status: number; body: unknown; headers: Headers }) {
  expect(result.status).toBeGreaterThanOrEqual(400)
  expect(result.headers.get('Content-Type')).toMatch(/application\/json/)
  const body = result.body as {
    success: boolean
    error: string
    code: ErrorCode
    params: ErrorParams
  }
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'params', 'success'])
  expect(body.success).toBe(false)
  // The web translates by the code; the English text is the one its params make.
  expect(isErrorCode(body.code)).toBe(true)
  expect(body.error.length).toBeGreaterThan(0)
  if (body.code !== 'INVALID_REQUEST') expect(body.error).toBe(errorText(body.code, body.params))
}

describe('the response envelope', () => {
  it('is { success: false, error, code, params } for every kind of failure', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 0, sizes: [] })
    const sized = await makeProduct({ stock: 3, sizes: ['M'] })
    const order = (items: unknown[]) => ({
      items,
      shippingInfo: validShipping,
      paymentInfo: { method: 'cod' },
    })
    const failures = [
      [400, await api('POST', '/auth/login', { body: {} })],
      [400, await api('GET', '/products/not-a-number')],
      [401, await api('GET', '/auth/me')],
      [
        401,
        await api('POST', '/auth/login', {
          body: { email: customer.email, password: 'wrong-one' },
        }),
      ],
      [403, await api('GET', '/users', { cookie: customer.cookie })],
      [404, await api('GET', '/products/999999')],
      [404, await api('GET', '/nothing-here')],
      [
        409,
        await api('POST', '/orders', {
          cookie: customer.cookie,
          body: order([{ id: product.id, quantity: 1 }]),
        }),
      ],
      [
        409,
        await api('POST', '/auth/register', { body: { ...registration(), email: customer.email } }),
      ],
      [
        422,
        await api('POST', '/orders', {
          cookie: customer.cookie,
          body: order([{ id: sized.id, quantity: 1 }]),
        }),
      ],
    ] as const
    for (const [status, result] of failures) {
      expect(result.status).toBe(status)
      expectErrorEnvelope(result)
    }
  })

  it('is { success: true, data } for a success, and a page of a list says where it stands in meta', async () => {
    const result = await api('GET', '/settings')
    expect(Object.keys(result.body).sort()).toEqual(['data', 'success'])
    expect(result.body.success).toBe(true)
    const page = await api('GET', '/products')
    expect(Object.keys(page.body).sort()).toEqual(['data', 'meta', 'success'])
  })

  it('answers an unknown /api path with 404 "API endpoint not found"', async () => {
    for (const [method, path] of [
      ['GET', '/no-such-thing'],
      ['POST', '/products/1/unknown'],
      ['PATCH', '/products'],
      ['GET', '/'],
    ]) {
      const result = await api(method!, path!)
      expect(result.status, `${method} ${path}`).toBe(404)
      expect(result.body).toEqual(refusal('ENDPOINT_NOT_FOUND'))
    }
  })

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await workerFetch(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: '{"email": "a@b.c", "password": ',
    })
    expect(response.status).toBe(400)
    const body = await response.json<{ success: boolean; error: string; code: string }>()
    expect(body.success).toBe(false)
    expect(body.error).toEqual(expect.any(String))
    expect(body.code).toBe('INVALID_REQUEST')
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'params', 'success'])
  })

  it('answers an unexpected field in a body with 400', async () => {
    const result = await api('POST', '/auth/login', {
      body: { email: 'a@shop.test', password: 'secret123', isAdmin: true },
    })
    expect(result.status).toBe(400)
    expectErrorEnvelope(result)
  })
})

describe('cross-site writes', () => {
  const post = (path: string, body: unknown, origin?: string) =>
    workerFetch(`${ORIGIN}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(origin && { Origin: origin }) },
      body: JSON.stringify(body),
    })

  it('refuses a state-changing call from a foreign Origin with 403 and changes nothing', async () => {
    const body = registration()
    const response = await post('/auth/register', body, 'https://evil.example')
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(refusal('ORIGIN_NOT_ALLOWED'))
    const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(body.email)
      .first()
    expect(row).toBeNull()
  })

  it('refuses a foreign Origin even with a valid session cookie', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct()
    const response = await workerFetch(`${ORIGIN}/api/products/${product.id}`, {
      method: 'DELETE',
      headers: { Origin: 'http://shop.test.evil.example', Cookie: admin.cookie },
    })
    expect(response.status).toBe(403)
    expect((await api('GET', `/products/${product.id}`)).status).toBe(200)
  })

  it('refuses a state-changing call with a session cookie but no Origin header', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct()
    for (const method of ['DELETE', 'PUT', 'POST', 'PATCH']) {
      const response = await workerFetch(`${ORIGIN}/api/products/${product.id}`, {
        method,
        headers: { Cookie: admin.cookie, 'Content-Type': 'application/json' },
        body: method === 'DELETE' ? undefined : JSON.stringify({ stock: 0 }),
      })
      expect(response.status, method).toBe(403)
      expect(await response.json(), method).toEqual(refusal('ORIGIN_NOT_ALLOWED'))
    }
    const kept = await api('GET', `/products/${product.id}`)
    expect(kept.status).toBe(200)
    expect(kept.body.data.stock).toBe(product.stock)
    // A read with the cookie and no Origin is fine (a browser sends none on GET).
    const read = await workerFetch(`${ORIGIN}/api/auth/me`, {
      headers: { Cookie: admin.cookie },
    })
    expect(read.status).toBe(200)
  })

  it('allows a call without an Origin header (and without a session) and one from the shop itself', async () => {
    expect((await post('/auth/register', registration())).status).toBe(201)
    expect((await post('/auth/register', registration(), ORIGIN)).status).toBe(201)
  })

  it('allows reads from a foreign Origin', async () => {
    const response = await workerFetch(`${ORIGIN}/api/products`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(200)
  })
})
