// Sign-in through `wrangler dev`, the way the shop really runs: the Workers test pool loads
// modules differently, and once let an unknown e-mail answer 500 here while every test passed.
import { describe, expect, it } from 'vitest'
import { clientAddress } from './browser'
import { baseURL, sharedShop } from './own-shop'

sharedShop()

const send = (path: string, init: { body?: unknown; cookie?: string; ip?: string }) =>
  fetch(`${baseURL()}/api${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: baseURL(),
      'CF-Connecting-IP': init.ip ?? clientAddress(),
      ...(init.cookie && { Cookie: init.cookie }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(20_000),
  })

/** One call; a call that gets no answer in 20 s is named and sent once more. Two clean-checkout
 * runs of 29 November saw one call of this file hang for the whole test while the shared shop
 * answered others in milliseconds (not yet explained: a connection wrangler's dev proxy kept and
 * never answered?); the warning keeps it visible. The calls here are safe to repeat. */
let sent = 0
const call = async (path: string, init: { body?: unknown; cookie?: string; ip?: string } = {}) => {
  try {
    sent += 1
    return await send(path, init)
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'TimeoutError')) throw error
    console.warn(`${path} got no answer in 20 s; sending it once more`)
    sent += 1
    return send(path, init)
  }
}

describe('signing in on the running shop', () => {
  it('answers an unknown e-mail with 401 "Invalid email or password", as a wrong password', async () => {
    const unknown = await call('/auth/login', {
      body: { email: `nobody-${Date.now()}@shop.test`, password: 'whatever-123' },
    })
    expect(unknown.status).toBe(401)
    const refusal = {
      success: false,
      error: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
      params: {},
    }
    expect(await unknown.json()).toEqual(refusal)
    const wrong = await call('/auth/login', {
      body: { email: 'demo@shop.test', password: 'not-the-password' },
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual(refusal)
  })

  it('ends the session on sign-out: the old cookie is refused afterwards', async () => {
    const login = await call('/auth/login', {
      body: { email: 'demo@shop.test', password: 'demo12345' },
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('Set-Cookie')!.split(';')[0]!
    expect((await call('/auth/me', { cookie })).status).toBe(200)
    expect((await call('/auth/logout', { cookie, body: {} })).status).toBe(200)
    expect((await call('/auth/me', { cookie })).status).toBe(401)
  })

  it('limits sign-in attempts per client address with 429 and Retry-After', async () => {
    const ip = clientAddress()
    const statuses: number[] = []
    let last: Response | undefined
    const sentBefore = sent
    // The limiter counts per minute of the clock: a run across a minute passes up to 20 more. A
    // call sent twice (see `call`) may have been counted twice, so the sends are counted too.
    while (statuses.length < 41 && last?.status !== 429) {
      last = await call('/auth/login', {
        ip,
        body: {
          email: `guess-${statuses.length}-${Date.now()}@shop.test`,
          password: 'whatever-123',
        },
      })
      statuses.push(last.status)
    }
    expect(statuses.slice(0, -1)).toEqual(statuses.slice(0, -1).map(() => 401))
    expect(last!.status).toBe(429)
    expect(sent - sentBefore).toBeGreaterThan(20)
    expect(last!.headers.get('Retry-After')).toBe('60')
  })
})
