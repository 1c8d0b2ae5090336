// PayPal Orders v2 against the local fake of PayPal's API (test/fakes/payments/paypal.ts): the
// order is charged in US dollars at PAYPAL_IQD_PER_USD, captured once the shopper approved it
// (on the webhook, the shopper's return or the cron), and a webhook counts only when PayPal's
// verification call says SUCCESS. Off by default: PayPal pays out to no merchant in Iraq.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runPaymentSweep } from '../../worker/cron/payment-sweep'
import { usdCentsOf } from '../../worker/services/payments/paypal'
import { createPayPalFake } from '../fakes/payments/paypal'
import { telegram } from './bot/fake-telegram'
import { makeProduct, makeUser, orderBody, refusal, stockOf, type TestUser } from './helpers'
import { callApi, captureConsole, fakeService } from './outbound'
import { dinars } from '../../worker/domain/money'

const notifications: Awaited<ReturnType<typeof callApi>>[] = []
const paypal = createPayPalFake({
  base: 'http://paypal.test',
  webhookUrl: 'http://shop.test/api/payments/notify/paypal',
  deliver: async (url, body, headers) => {
    notifications.push(
      await call('POST', new URL(url).pathname.replace(/^\/api/, ''), { body, headers }),
    )
  },
})
const settings = {
  PAYPAL_API_URL: 'http://paypal.test',
  PAYPAL_IQD_PER_USD: '1310',
  ...paypal.credentials,
}

function call(method: string, path: string, options: Parameters<typeof callApi>[2] = {}) {
  return callApi(method, path, { ...options, settings: { ...settings, ...options.settings } })
}

let admin: TestUser
beforeEach(async () => {
  telegram.reset()
  paypal.reset()
  notifications.length = 0
  fakeService('http://paypal.test', (request) => paypal.fetch(request))
  admin = await makeUser('admin')
  // PayPal starts switched off in Settings; these tests switch it on.
  const current = (await call('GET', '/settings')).body.data
  await call('PUT', '/settings', {
    cookie: admin.cookie,
    body: {
      ...current,
      paymentMethods: current.paymentMethods.map((m: { id: string; fee: number }) => ({
        id: m.id,
        fee: m.fee,
        available: true,
      })),
    },
  })
})
afterEach(() => vi.restoreAllMocks())

async function paypalOrder(customer: TestUser) {
  const product = await makeProduct({ stock: 10, price: 25000 })
  const result = await call('POST', '/orders', {
    cookie: customer.cookie,
    body: orderBody([{ id: product.id, quantity: 2 }], 'paypal'),
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

describe('PayPal', () => {
  it('is off by default and refused without its secrets', async () => {
    const methods = (await callApi('GET', '/settings')).body.data.paymentMethods
    expect(methods.find((m: { id: string }) => m.id === 'paypal')).toMatchObject({
      configured: false,
      ready: false,
    })
    const customer = await makeUser()
    const product = await makeProduct({ stock: 2 })
    const refused = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body: orderBody([{ id: product.id, quantity: 1 }], 'paypal'),
    })
    expect(refused.body).toEqual(refusal('PAYMENT_METHOD_NOT_CONFIGURED'))
    expect(await stockOf(product.id)).toBe(2)
  })

  it('charges the total in US dollars and is captured and confirmed once approved', async () => {
    const customer = await makeUser()
    const { order, ref } = await paypalOrder(customer)
    // 50,000 + delivery 5,000 + 8% tax 4,000 = 59,000 IQD: at 1,310 a dollar, $45.038, charged
    // as $45.04 (rounded up to the cent) and kept in cents.
    expect(order.totals.total).toBe(59_000)
    expect(order.payment).toMatchObject({
      provider: 'paypal',
      currency: 'USD',
      amount: 4504,
      details: {
        approveUrl: `http://paypal.test/checkoutnow?token=${ref}`,
        usd: '45.04',
        iqdPerUsd: '1310',
      },
    })
    expect(paypal.orders.get(ref)).toMatchObject({ value: '45.04', currency: 'USD' })
    // The approval page, then Pay: PayPal's webhook, verified, then the capture.
    const back = await paypal.fetch(
      new Request(`http://paypal.test/checkoutnow/${ref}/pay`, { method: 'POST' }),
    )
    expect(back.headers.get('Location')).toBe(
      `http://shop.test/pay/${order.trackingToken}?token=${ref}`,
    )
    expect(notifications.map((n) => n.body.data)).toEqual([{ outcome: 'paid' }])
    expect(paypal.orders.get(ref)?.capture?.status).toBe('COMPLETED')
    expect(await statusOf(order.id)).toBe('confirmed')
    expect(
      await env.DB.prepare('SELECT state, amount, currency FROM payments WHERE order_id = ?')
        .bind(order.id)
        .first(),
    ).toEqual({ state: 'paid', amount: 4504, currency: 'USD' })
  })

  it('captures once when the webhook comes twice', async () => {
    const customer = await makeUser()
    const { order, ref } = await paypalOrder(customer)
    await paypal.approve(ref)
    await paypal.approve(ref)
    expect(notifications.map((n) => n.body.data)).toEqual([
      { outcome: 'paid' },
      { outcome: 'unchanged' },
    ])
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'paid'])
  })

  it('refuses a webhook PayPal does not verify', async () => {
    const customer = await makeUser()
    const { order, ref } = await paypalOrder(customer)
    await paypal.forge(ref)
    expect(notifications[0]!.status).toBe(422)
    expect(notifications[0]!.body).toEqual(refusal('PAYMENT_NOTIFICATION_INVALID'))
    expect(await statusOf(order.id)).toBe('awaiting_payment')
  })

  it('is not paid when the capture is for another amount', async () => {
    const customer = await makeUser()
    const { order, ref } = await paypalOrder(customer)
    await paypal.approve(ref, { captureValue: '0.01' })
    expect(notifications[0]!.status).toBe(422)
    expect(await statusOf(order.id)).toBe('awaiting_payment')
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'rejected-notification'])
  })

  it('is declined when PayPal refuses the capture (INSTRUMENT_DECLINED), not retried by the cron', async () => {
    const customer = await makeUser()
    const { order, ref } = await paypalOrder(customer)
    paypal.declineCapture(ref)
    await paypal.approve(ref)
    expect(notifications.map((n) => n.body.data)).toEqual([{ outcome: 'declined' }])
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'declined'])
  })

  it('is captured on the shopper’s return, or by the cron, when the webhook is lost or PayPal is down', async () => {
    const logs = captureConsole('error')
    const customer = await makeUser()
    const first = await paypalOrder(customer)
    await paypal.approve(first.ref, { quiet: true })
    const back = await call('POST', `/track/${first.order.trackingToken}/payment/check`)
    expect(back.body.data.order.status).toBe('confirmed')

    const second = await paypalOrder(customer)
    paypal.fail(1)
    await paypal.approve(second.ref)
    expect(notifications.at(-1)!.status).toBe(503)
    expect(await statusOf(second.order.id)).toBe('awaiting_payment')
    await sweep(4)
    expect(await statusOf(second.order.id)).toBe('confirmed')
    expect(logs.text()).toContain('HTTP 500')
  })

  it('expires unapproved, and is refunded through PayPal when the shop cancels a paid one', async () => {
    const customer = await makeUser()
    const unpaid = await paypalOrder(customer)
    await sweep(31)
    expect(await statusOf(unpaid.order.id)).toBe('cancelled')
    expect(await stockOf(unpaid.product.id)).toBe(10)

    const paid = await paypalOrder(customer)
    await paypal.approve(paid.ref)
    const cancelled = await call('PUT', `/orders/${paid.order.id}`, {
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    })
    expect(cancelled.status).toBe(200)
    expect(paypal.orders.get(paid.ref)?.capture?.refunded).toBe(true)
    expect(await paymentEventsOf(paid.order.id)).toEqual(['created', 'paid', 'refunded'])
  })

  it('takes card payments once the owner chooses PayPal for cards, and only then offers cards', async () => {
    const current = (await call('GET', '/settings')).body.data
    const ready = (methods: { id: string; ready: boolean }[]) =>
      methods.filter((m) => m.ready).map((m) => m.id)
    expect(ready(current.paymentMethods)).toEqual(['cod', 'paypal'])
    expect(current.paymentMethods.find((m: { id: string }) => m.id === 'card')).toMatchObject({
      provider: 'qi',
      providers: [
        { id: 'qi', configured: false },
        { id: 'paypal', configured: true },
      ],
      ready: false,
    })
    const saved = await call('PUT', '/settings', {
      cookie: admin.cookie,
      body: { ...current, paymentProviders: { ...current.paymentProviders, card: 'paypal' } },
    })
    expect(saved.status, saved.body.error).toBe(200)
    expect(ready((await call('GET', '/settings')).body.data.paymentMethods)).toEqual([
      'cod',
      'card',
      'paypal',
    ])
    const customer = await makeUser()
    const product = await makeProduct({ stock: 3, price: 25000 })
    const placed = await call('POST', '/orders', {
      cookie: customer.cookie,
      body: orderBody([{ id: product.id, quantity: 1 }], 'card'),
    })
    expect(placed.status, placed.body.error).toBe(201)
    expect(placed.body.data.payment).toMatchObject({
      method: 'card',
      provider: 'paypal',
      currency: 'USD',
    })
  })
})

describe('usdCentsOf', () => {
  it('converts whole dinars to US cents at the rate', () => {
    expect(usdCentsOf(dinars(131_000), 1310)).toBe(10_000)
    expect(usdCentsOf(dinars(1_310), 1310)).toBe(100)
    expect(usdCentsOf(dinars(0), 1310)).toBe(0)
  })

  it('rounds up to the cent, so the shop is never paid less than the total', () => {
    expect(usdCentsOf(dinars(131_001), 1310)).toBe(10_001) // 10,000.08 cents
    expect(usdCentsOf(dinars(59_000), 1310)).toBe(4504) // 4,503.82 cents
    expect(usdCentsOf(dinars(14), 1310)).toBe(2) // 1.07 cents
  })

  it('takes a rate with a fraction exactly', () => {
    expect(usdCentsOf(dinars(131_050), 1310.5)).toBe(10_000)
    expect(usdCentsOf(dinars(131_051), 1310.5)).toBe(10_001)
  })
})
