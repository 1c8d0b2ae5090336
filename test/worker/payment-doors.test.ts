// The doors the payment providers call (POST /api/payments/notify/:provider): a flood from one
// address is cut off per provider; Qi Card, which sends a notification again until it gets a 200,
// gets a 200 saying "not accepted" for one the shop refuses, and nothing changes; a provider that
// does not answer warns the admin chats on its own and never feeds the visitor error rate.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alertsSent, outbox, serverErrorMinutes } from '../../worker/db/schema'
import { ERROR_THRESHOLDS } from '../../worker/domain/error-rate'
import { PROVIDER_OUTAGE, warningText } from '../../worker/telegram/warnings'
import { createQiFake, type QiFakePayment } from '../fakes/payments/qi'
import { ADMIN_CHAT, SECOND_ADMIN_CHAT, telegram } from './bot/fake-telegram'
import { startOfMinute, stopRuntimeClock } from './clock'
import { api, db, makeProduct, makeUser, orderBody, refusal } from './helpers'
import { callApi, captureConsole, fakeService } from './outbound'

const NOTIFY_LIMIT = 60
const qi = await createQiFake({
  base: 'http://qi.test',
  deliver: async (url, body, headers) => {
    delivered.push(
      await callApi('POST', new URL(url).pathname.replace(/^\/api/, ''), {
        body,
        headers,
        settings,
      }),
    )
  },
})
const settings = { QI_API_URL: 'http://qi.test/api/v1', ...qi.credentials }
const delivered: Awaited<ReturnType<typeof callApi>>[] = []

const notifyFrom = (ip: string, provider: string) =>
  api('POST', `/payments/notify/${provider}`, { body: {}, headers: { 'CF-Connecting-IP': ip } })

const notifyQi = async (body: Record<string, unknown>, signature?: string) =>
  callApi('POST', '/payments/notify/qi', {
    body,
    headers: { 'X-Signature': signature ?? (await qi.sign(qi.signedString(body))) },
    settings,
  })

async function cardOrder() {
  const customer = await makeUser()
  const product = await makeProduct({ stock: 10, price: 25000 })
  const placed = await callApi('POST', '/orders', {
    cookie: customer.cookie,
    body: orderBody([{ id: product.id, quantity: 1 }], 'card'),
    settings,
  })
  expect(placed.status, placed.body.error).toBe(201)
  const { provider_ref: ref } = (await env.DB.prepare(
    'SELECT provider_ref FROM payments WHERE order_id = ?',
  )
    .bind(placed.body.data.id)
    .first<{ provider_ref: string }>())!
  return { id: placed.body.data.id as string, ref }
}

const statusOf = async (id: string) =>
  (
    await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
      .bind(id)
      .first<{ status: string }>()
  )?.status

beforeEach(async () => {
  telegram.reset()
  qi.reset()
  delivered.length = 0
  fakeService('http://qi.test', (request) => qi.fetch(request))
  await db().batch([db().delete(outbox), db().delete(serverErrorMinutes), db().delete(alertsSent)])
})
afterEach(() => vi.restoreAllMocks())

describe('the notification doors’ rate limit', () => {
  it('takes 60 a minute from one address for one provider, then 429; other providers and addresses pass', async () => {
    const clock = stopRuntimeClock(startOfMinute())
    const ip = '10.88.0.1'
    const allowed = await Promise.all(
      Array.from({ length: NOTIFY_LIMIT }, () => notifyFrom(ip, 'fib')),
    )
    // FIB has no secrets here: every notification is an unknown payment, never a 429.
    expect(allowed.filter((r) => r.status !== 404)).toEqual([])
    const refused = await notifyFrom(ip, 'fib')
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual(refusal('TOO_MANY_REQUESTS'))
    expect(refused.headers.get('Retry-After')).toBe('60')
    expect((await notifyFrom(ip, 'zaincash')).status).toBe(404)
    expect((await notifyFrom('10.88.0.2', 'fib')).status).toBe(404)
    // A name that is no provider opens no new allowance.
    await Promise.all(Array.from({ length: NOTIFY_LIMIT }, () => notifyFrom(ip, 'nobody')))
    expect((await notifyFrom(ip, 'someone')).status).toBe(429)
    clock.advance(60_000)
    expect((await notifyFrom(ip, 'fib')).status).toBe(404)
  }, 120_000)
})

describe('Qi Card’s notifications', () => {
  it('answers a refused one with 200 and the refusal, changing nothing', async () => {
    const order = await cardOrder()
    const body = { ...qi.view(qi.payments.get(order.ref)!), status: 'SUCCESS' }
    const forged = await notifyQi(body, 'bm90IGEgc2lnbmF0dXJl')
    expect(forged.status).toBe(200)
    expect(forged.body).toEqual(refusal('PAYMENT_NOTIFICATION_INVALID'))

    const stranger: QiFakePayment = {
      ...qi.payments.get(order.ref)!,
      paymentId: 'no-such-payment',
      status: 'SUCCESS',
    }
    const unknown = await notifyQi(qi.view(stranger))
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(refusal('PAYMENT_NOT_FOUND'))

    await qi.pay(order.ref, { amount: 1 })
    expect(delivered.map((d) => [d.status, d.body.code])).toEqual([
      [200, 'PAYMENT_NOTIFICATION_INVALID'],
    ])
    expect(await statusOf(order.id)).toBe('awaiting_payment')
    // Other providers keep their statuses: an unknown payment is a 404.
    expect((await callApi('POST', '/payments/notify/fib', { body: {} })).status).toBe(404)
  })

  it('answers 503 while Qi Card cannot be asked, so that it sends the notification again', async () => {
    captureConsole('error')
    const order = await cardOrder()
    qi.fail(1)
    await qi.pay(order.ref)
    expect(delivered.map((d) => [d.status, d.body.code])).toEqual([
      [503, 'PAYMENT_PROVIDER_UNAVAILABLE'],
    ])
    expect(await statusOf(order.id)).toBe('awaiting_payment')
  })
})

describe('a provider that does not answer', () => {
  it('warns each admin chat once an hour, and its notifications’ 5xx never count as visitor errors', async () => {
    captureConsole('error')
    const order = await cardOrder()
    for (let i = 0; i < ERROR_THRESHOLDS.provider + 2; i++) {
      qi.fail(1)
      await qi.pay(order.ref)
    }
    expect(delivered.every((d) => d.status === 503)).toBe(true)
    expect(await db().select().from(serverErrorMinutes).all()).toEqual([])
    const expected = warningText(
      { alert: PROVIDER_OUTAGE, provider: 'qi', detail: '/api/payments/notify/qi' },
      'en',
    )
    expect(expected).toContain('Qi Card is not answering')
    await expect
      .poll(() => telegram.sent().map((m) => [m.chat_id, m.text]))
      .toEqual([ADMIN_CHAT, SECOND_ADMIN_CHAT].map((chat) => [chat, expected]))
  })
})
