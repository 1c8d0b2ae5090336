// GET /api/health for an uptime monitor: each part the shop depends on (D1, R2, the queue, Telegram,
// e-mail, SMS and each payment provider with secrets) answers or not; 503 when one configured part
// fails; outside services asked at most once a minute, the whole report kept for 10 s.
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { outbox } from '../../worker/db/schema'
import { readConfig } from '../../worker/env'
import { checkHealth, recentHealth } from '../../worker/services/health'
import { createFibFake } from '../fakes/payments/fib'
import { createPayPalFake } from '../fakes/payments/paypal'
import { createQiFake } from '../fakes/payments/qi'
import { createZainCashFake } from '../fakes/payments/zaincash'
import { api, db } from './helpers'
import { callApi } from './outbound'
import { telegram } from './bot/fake-telegram'

const MINUTE = 60_000
const ALL_OFF = { fib: 'off', qi: 'off', zaincash: 'off', paypal: 'off' }
const parts = (settings: Record<string, string> = {}) => ({
  db: db(),
  bucket: env.BUCKET,
  queue: env.DELIVERIES,
  config: readConfig({ ...env, ...settings }),
})

/** An e-mail written to the outbox at `at` and still waiting to be sent. */
const waitingMessage = (at: number) =>
  db()
    .insert(outbox)
    .values({
      channel: 'email',
      kind: 'order-confirmation',
      payload: { orderId: 'x' },
      createdAt: new Date(at).toISOString(),
    })

afterEach(async () => {
  vi.restoreAllMocks()
  await db().delete(outbox)
})

describe('GET /api/health', () => {
  it('answers 200 with each part the shop depends on', async () => {
    const { status, body, headers } = await api('GET', '/health')
    expect(status).toBe(200)
    // The test worker runs with a bot token, the e-mail outbox, the mock SMS and no payment provider.
    expect(body).toEqual({
      ok: true,
      checks: {
        database: 'ok',
        storage: 'ok',
        queue: 'ok',
        telegram: 'ok',
        email: 'off',
        sms: 'off',
        ...ALL_OFF,
      },
    })
    expect(headers.get('Cache-Control')).toBe('no-store')
  })

  it('reports Telegram failing once its last good answer is a minute old, and recovering', async () => {
    const health = parts()
    const start = Date.now() + 10 * MINUTE
    expect((await checkHealth(health, start)).checks.telegram).toBe('ok')
    telegram.fail('getMe', 'network', 1)
    // Within the minute the last answer stands: a monitor polling often does not call Telegram.
    expect((await checkHealth(health, start + MINUTE / 2)).checks.telegram).toBe('ok')
    const failing = await checkHealth(health, start + MINUTE + 1)
    expect(failing.ok).toBe(false)
    expect(failing.checks.telegram).toBe('failing')
    expect((await checkHealth(health, start + 3 * MINUTE)).checks.telegram).toBe('ok')
  })

  it('asks each payment provider with secrets an authenticated question, and says which fail', async () => {
    const fib = createFibFake({ base: 'http://fib.test', deliver: async () => {} })
    const qi = await createQiFake({ base: 'http://qi.test', deliver: async () => {} })
    const zaincash = createZainCashFake({
      base: 'http://zaincash.test',
      webhookUrl: 'http://shop.test/api/payments/notify/zaincash',
      deliver: async () => {},
    })
    const paypal = createPayPalFake({
      base: 'http://paypal.test',
      webhookUrl: 'http://shop.test/api/payments/notify/paypal',
      deliver: async () => {},
    })
    const fakes: Record<string, { fetch: (r: Request) => Response | Promise<Response> }> = {
      'fib.test': fib,
      'qi.test': qi,
      'zaincash.test': zaincash,
      'paypal.test': paypal,
    }
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      const fake = fakes[new URL(request.url).host]
      return fake ? fake.fetch(request) : realFetch(input, init)
    })
    const settings = {
      FIB_API_URL: 'http://fib.test',
      ...fib.credentials,
      QI_API_URL: 'http://qi.test/api/v1',
      ...qi.credentials,
      ZAINCASH_API_URL: 'http://zaincash.test',
      ...zaincash.credentials,
      PAYPAL_API_URL: 'http://paypal.test',
      PAYPAL_IQD_PER_USD: '1310',
      ...paypal.credentials,
    }
    const now = Date.now()
    const all = await checkHealth(parts(settings), now)
    expect(all.ok).toBe(true)
    expect(all.checks).toMatchObject({ fib: 'ok', qi: 'ok', zaincash: 'ok', paypal: 'ok' })

    // A refused secret (FIB's token, Qi Card's Basic credentials) and a provider that is down.
    const wrong = await checkHealth(
      parts({ ...settings, FIB_CLIENT_SECRET: 'wrong', QI_PASSWORD: 'wrong' }),
      now,
    )
    expect(wrong.checks).toMatchObject({ fib: 'failing', qi: 'failing', zaincash: 'ok' })
    zaincash.fail(5)
    const down = await callApi('GET', '/health', { settings })
    expect(down.status).toBe(503)
    expect((down.body as unknown as { checks: object }).checks).toMatchObject({
      fib: 'ok',
      zaincash: 'failing',
      paypal: 'ok',
    })
    // The body names results only: no secret, address or provider message.
    const text = JSON.stringify(down.body)
    for (const secret of Object.values(settings)) expect(text).not.toContain(secret)
    expect(text).not.toMatch(/http|HTTP|token/)
  })

  it('reports the queue failing when a message has waited over an hour, or the binding is gone', async () => {
    const now = Date.now()
    await waitingMessage(now - 30 * MINUTE)
    expect((await checkHealth(parts(), now)).checks.queue).toBe('ok')
    expect((await checkHealth(parts(), now + 31 * MINUTE)).checks.queue).toBe('failing')
    const unbound = await checkHealth({ ...parts(), queue: undefined }, now)
    expect(unbound).toMatchObject({ ok: false, checks: { queue: 'failing' } })
  })

  it('keeps the report for 10 seconds, so frequent polls cost nothing', async () => {
    const health = parts()
    const now = Date.now()
    expect((await recentHealth(health, now)).checks.queue).toBe('ok')
    await waitingMessage(now - 2 * 60 * MINUTE)
    expect((await recentHealth(health, now + 9_000)).checks.queue).toBe('ok')
    expect((await recentHealth(health, now + 10_001)).checks.queue).toBe('failing')
  })
})
