// ZainCash Payment Gateway v2 against the local fake of its API (test/fakes/payments/zaincash.ts):
// the shopper pays in the wallet's page and comes back with a JWT; the JWT (and each webhook's) is
// verified with the API key (HS256), then the status is read from the inquiry API.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runPaymentSweep } from '../../worker/cron/payment-sweep'
import { createZainCashFake } from '../fakes/payments/zaincash'
import { telegram } from './bot/fake-telegram'
import { makeProduct, makeUser, orderBody, refusal, stockOf, type TestUser } from './helpers'
import { callApi, captureConsole, fakeService } from './outbound'

const notifications: Awaited<ReturnType<typeof callApi>>[] = []
const zaincash = createZainCashFake({
  base: 'http://zaincash.test',
  webhookUrl: 'http://shop.test/api/payments/notify/zaincash',
  deliver: async (url, body) => {
    notifications.push(await call('POST', new URL(url).pathname.replace(/^\/api/, ''), { body }))
  },
})
const settings = { ZAINCASH_API_URL: 'http://zaincash.test', ...zaincash.credentials }

function call(method: string, path: string, options: Parameters<typeof callApi>[2] = {}) {
  return callApi(method, path, { ...options, settings: { ...settings, ...options.settings } })
}

beforeEach(() => {
  telegram.reset()
  zaincash.reset()
  notifications.length = 0
  fakeService('http://zaincash.test', (request) => zaincash.fetch(request))
})
afterEach(() => vi.restoreAllMocks())

async function walletOrder(customer: TestUser) {
  const product = await makeProduct({ stock: 10, price: 25000 })
  const result = await call('POST', '/orders', {
    cookie: customer.cookie,
    body: orderBody([{ id: product.id, quantity: 2 }], 'zaincash'),
    headers: { 'Accept-Language': 'ar' },
  })
  expect(result.status, result.body.error).toBe(201)
  const order = result.body.data
  const ref: string = (await env.DB.prepare('SELECT provider_ref FROM payments WHERE order_id = ?')
    .bind(order.id)
    .first<{ provider_ref: string }>())!.provider_ref
  return { order, product, ref }
}

const statusOf = async (id: string) =>
  (
    await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
      .bind(id)
      .first<{ status: string }>()
  )?.status

const paymentEventsOf = async (orderId: string) =>
  (
    await env.DB.prepare('SELECT kind FROM payment_events WHERE order_id = ? ORDER BY id')
      .bind(orderId)
      .all<{ kind: string }>()
  ).results.map((e) => e.kind)

async function sweep(minutes: number) {
  const ctx = createExecutionContext()
  await runPaymentSweep({ ...env, ...settings }, Date.now() + minutes * 60_000)
  await waitOnExecutionContext(ctx)
}

describe('ZainCash', () => {
  it('is refused without its secrets, holding nothing', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 2 })
    const refused = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body: orderBody([{ id: product.id, quantity: 1 }], 'zaincash'),
    })
    expect(refused.body).toEqual(refusal('PAYMENT_METHOD_NOT_CONFIGURED'))
    expect(await stockOf(product.id)).toBe(2)
  })

  it('sends the shopper to the wallet page and is confirmed once the inquiry says SUCCESS', async () => {
    const customer = await makeUser()
    const { order, ref } = await walletOrder(customer)
    expect(order.payment.details).toEqual({ redirectUrl: `http://zaincash.test/pay/${ref}` })
    expect(zaincash.transactions.get(ref)).toMatchObject({
      value: order.totals.total,
      currency: 'IQD',
      language: 'ar',
      successUrl: `http://shop.test/pay/${order.trackingToken}?zaincash=success`,
    })
    const back = await zaincash.fetch(
      new Request(`http://zaincash.test/pay/${ref}/pay`, { method: 'POST' }),
    )
    const returned = new URL(back.headers.get('Location')!)
    expect(returned.pathname).toBe(`/pay/${order.trackingToken}`)
    expect(notifications.map((n) => n.body.data)).toEqual([{ outcome: 'paid' }])
    expect(await statusOf(order.id)).toBe('confirmed')
    // The shopper's return token is verified the same way, and changes nothing more.
    const again = await call('POST', '/payments/notify/zaincash', {
      body: { token: returned.searchParams.get('token') },
    })
    expect(again.body.data).toEqual({ outcome: 'unchanged' })
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'paid'])
  })

  it('refuses a token signed with another key, and a "SUCCESS" the inquiry denies', async () => {
    const customer = await makeUser()
    const { order, ref } = await walletOrder(customer)
    const t = zaincash.transactions.get(ref)!
    const forged = await call('POST', '/payments/notify/zaincash', {
      body: { webhook_token: await zaincash.sign({ ...t, status: 'SUCCESS' }, 'not-the-api-key') },
    })
    expect(forged.status).toBe(422)
    expect(forged.body).toEqual(refusal('PAYMENT_NOTIFICATION_INVALID'))
    const claimed = await call('POST', '/payments/notify/zaincash', {
      body: { webhook_token: await zaincash.sign({ ...t, status: 'SUCCESS' }) },
    })
    expect(claimed.body.data).toEqual({ outcome: 'open' })
    expect(await statusOf(order.id)).toBe('awaiting_payment')
  })

  it('is cancelled when the shopper declines, and not paid for another amount', async () => {
    const customer = await makeUser()
    const declined = await walletOrder(customer)
    await zaincash.decline(declined.ref)
    expect(await statusOf(declined.order.id)).toBe('cancelled')
    expect(await stockOf(declined.product.id)).toBe(10)

    const short = await walletOrder(customer)
    await zaincash.pay(short.ref, { value: 1000 })
    expect(notifications.at(-1)!.status).toBe(422)
    expect(await statusOf(short.order.id)).toBe('awaiting_payment')
  })

  it('waits while ZainCash answers 500, then the cron confirms it; expired ones are cancelled', async () => {
    const logs = captureConsole('error')
    const customer = await makeUser()
    const paid = await walletOrder(customer)
    zaincash.fail(1)
    await zaincash.pay(paid.ref)
    expect(notifications[0]!.status).toBe(503)
    await sweep(4)
    expect(await statusOf(paid.order.id)).toBe('confirmed')
    expect(logs.text()).toContain('HTTP 500')

    const unpaid = await walletOrder(customer)
    await sweep(31)
    expect(await statusOf(unpaid.order.id)).toBe('cancelled')
    expect(await stockOf(unpaid.product.id)).toBe(10)
  })

  it('is reversed through ZainCash when the shop cancels a paid order', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const { order, ref } = await walletOrder(customer)
    await zaincash.pay(ref)
    const cancelled = await call('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    })
    expect(cancelled.status).toBe(200)
    expect(zaincash.transactions.get(ref)?.reversed).toBe(true)
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'paid', 'refunded'])
  })
})
