// Every door an abuser could hammer has a limit per client address (and per account when signed
// in), answered with 429, the shop's message and Retry-After; another client is not affected.
// The local limiters count in windows of a minute of the runtime's clock, which each test stops
// (test/worker/clock.ts): a burst lands in one window, and moving the clock on opens the next.
import { describe, expect, it } from 'vitest'
import { startOfMinute, stopRuntimeClock } from './clock'
import { api, makeUser, refusal, type TestUser, unique } from './helpers'

let address = 0
const newAddress = () => `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`

interface Door {
  name: string
  /** POST unless said. */
  method?: 'GET' | 'PUT'
  path: string
  limit: number
  signedIn?: boolean
  body?: () => unknown
}

const DOORS: Door[] = [
  {
    name: 'sign-in',
    path: '/auth/login',
    limit: 20,
    body: () => ({ email: `x-${unique()}@shop.test`, password: 'guess-guess' }),
  },
  {
    name: 'registration',
    path: '/auth/register',
    limit: 10,
    body: () => ({
      email: `r-${unique()}@shop.test`,
      password: 'k7#mq2vz-r',
      firstName: 'A',
      lastName: 'B',
    }),
  },
  {
    name: 'forgot-password',
    path: '/auth/forgot-password',
    limit: 5,
    body: () => ({ email: `f-${unique()}@shop.test` }),
  },
  { name: 'support messages', path: '/support', limit: 5, body: () => ({}) },
  {
    name: 'newsletter',
    path: '/newsletter',
    limit: 5,
    body: () => ({ email: `n-${unique()}@shop.test` }),
  },
  { name: 'reviews', path: '/reviews', limit: 5, signedIn: true, body: () => ({}) },
  { name: 'orders', path: '/orders', limit: 10, signedIn: true, body: () => ({}) },
  {
    name: 'phone codes',
    path: '/phone/send-code',
    limit: 3,
    signedIn: true,
    body: () => ({ phone: '' }),
  },
  {
    name: 'analytics beacons',
    path: '/analytics/sessions',
    limit: 120,
    body: () => ({}),
  },
  { name: 'back-in-stock requests', path: '/stock-alerts', limit: 5, body: () => ({}) },
  {
    name: 'garage saves',
    method: 'PUT',
    path: '/garage',
    limit: 30,
    signedIn: true,
    body: () => ({ bikes: [] }),
  },
  // Tokens cannot be guessed; the limit keeps anyone from trying.
  { name: 'tracking links', method: 'GET', path: '/track/nosuchtoken-0000000', limit: 60 },
  // Per provider and address (test/worker/payment-doors.test.ts): room for a provider's retries.
  { name: 'payment notifications', path: '/payments/notify/fib', limit: 60, body: () => ({}) },
  // A monitor polls once a minute or two; the report itself is kept 10 s.
  { name: 'the health check', method: 'GET', path: '/health', limit: 30 },
]

const post = (door: Door, ip: string, user?: TestUser) =>
  api(door.method ?? 'POST', door.path, {
    body: door.body?.(),
    cookie: user?.cookie,
    headers: { 'CF-Connecting-IP': ip },
  })

describe.each(DOORS)('$name', (door) => {
  // The analytics door takes over a hundred calls before it closes.
  it(`allows ${door.limit} calls a minute from one client, then answers 429 with Retry-After until the next minute`, async () => {
    // At the start of a window, so that 59 s later is still in it.
    const clock = stopRuntimeClock(startOfMinute())
    const ip = newAddress()
    const user = door.signedIn ? await makeUser() : undefined
    const allowed = await Promise.all(
      Array.from({ length: door.limit }, () => post(door, ip, user)),
    )
    expect(allowed.filter((r) => r.status === 429)).toEqual([])
    const refused = await post(door, ip, user)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual(refusal('TOO_MANY_REQUESTS'))
    expect(refused.headers.get('Retry-After')).toBe('60')
    // Someone else, from another address, is not affected.
    const other = door.signedIn ? await makeUser() : undefined
    expect((await post(door, newAddress(), other)).status).not.toBe(429)
    // Still refused within the minute; let in again once it has passed, as Retry-After said.
    clock.advance(59_000)
    expect((await post(door, ip, user)).status).toBe(429)
    clock.advance(1_000)
    expect((await post(door, ip, user)).status).not.toBe(429)
    // 120 calls beside the browser tests took 53 s on this 2-CPU machine (3 s alone).
  }, 180_000)

  if (door.signedIn)
    it('counts per account too, whatever address the account calls from', async () => {
      stopRuntimeClock()
      const user = await makeUser()
      await Promise.all(Array.from({ length: door.limit }, () => post(door, newAddress(), user)))
      expect((await post(door, newAddress(), user)).status).toBe(429)
    })
})

describe('carrier-grade NAT: many subscribers behind one address', () => {
  it('an anonymous abuser who spends the address’s allowance does not lock signed-in shoppers there out', async () => {
    stopRuntimeClock()
    const door = DOORS.find((d) => d.name === 'newsletter')!
    const ip = newAddress()
    await Promise.all(Array.from({ length: door.limit }, () => post(door, ip)))
    const anonymous = await post(door, ip)
    expect(anonymous.status).toBe(429)
    // A customer behind the same address still gets in, up to their own allowance.
    const customer = await makeUser()
    const theirs = await Promise.all(
      Array.from({ length: door.limit }, () => post(door, ip, customer)),
    )
    expect(theirs.filter((r) => r.status === 429)).toEqual([])
    expect((await post(door, ip, customer)).status).toBe(429)
  }, 30_000)
})

describe('phone codes', () => {
  it('one account cannot send codes to 30 numbers', async () => {
    stopRuntimeClock()
    const user = await makeUser()
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api('POST', '/phone/send-code', {
          cookie: user.cookie,
          body: { phone: `+96477012${String(i).padStart(5, '0')}` },
          headers: { 'CF-Connecting-IP': newAddress() },
        }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(3)
  })
})

describe('one client, however many addresses or accounts it uses', () => {
  /** A /64 of its own for each test: the limiters keep their counts between tests. */
  const newNetwork = () => {
    const group = () => Math.floor(Math.random() * 0xffff).toString(16)
    return `2001:db8:${group()}:${group()}`
  }

  it('counts the IPv6 addresses of one /64 as one client, and the next /64 apart', async () => {
    stopRuntimeClock(startOfMinute())
    const door = DOORS.find((d) => d.name === 'newsletter')!
    const network = newNetwork()
    const allowed = await Promise.all(
      Array.from({ length: door.limit }, (_, i) =>
        post(door, `${network}::${(i + 1).toString(16)}`),
      ),
    )
    expect(allowed.filter((r) => r.status === 429)).toEqual([])
    // Another address of the same /64, written out in full.
    const refused = await post(door, `${network}:0:0:abcd:1`)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('60')
    expect((await post(door, `${newNetwork()}::1`)).status).not.toBe(429)
  })

  it('gives every signed-in account at one address together ten times a door’s limit, not one allowance per free account', async () => {
    stopRuntimeClock(startOfMinute())
    const door = DOORS.find((d) => d.name === 'phone codes')!
    const ceiling = door.limit * 10
    const ip = newAddress()
    const accounts = await Promise.all(
      Array.from({ length: ceiling / door.limit + 1 }, () => makeUser()),
    )
    const [latecomer, ...spenders] = accounts
    const spent = await Promise.all(
      spenders.flatMap((user) => Array.from({ length: door.limit }, () => post(door, ip, user))),
    )
    expect(spent).toHaveLength(ceiling)
    expect(spent.filter((r) => r.status === 429)).toEqual([])
    // A fresh account at that address has nothing left; the same account elsewhere does.
    const refused = await post(door, ip, latecomer)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual(refusal('TOO_MANY_REQUESTS'))
    expect((await post(door, newAddress(), latecomer)).status).not.toBe(429)
  }, 60_000)
})
