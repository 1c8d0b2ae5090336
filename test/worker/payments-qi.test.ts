// Card payments through Qi Card's hosted payment page, against the local fake of its gateway
// (test/fakes/payments/qi.ts): the notification's RSA signature is checked against the configured
// public key, and the status is read back before anything changes.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runPaymentSweep } from '../../worker/cron/payment-sweep'
import { createQiFake } from '../fakes/payments/qi'
import { ADMIN_CHAT, telegram } from './bot/fake-telegram'
import { messageTo } from './bot/updates'
import { makeProduct, makeUser, orderBody, refusal, stockOf, type TestUser } from './helpers'
import { callApi, captureConsole, fakeService } from './outbound'

const QI_API = 'http://qi.test/api/v1'
const notifications: Awaited<ReturnType<typeof callApi>>[] = []
const qi = await createQiFake({
  base: 'http://qi.test',
  deliver: async (url, body, headers) => {
    notifications.push(
      await call('POST', new URL(url).pathname.replace(/^\/api/, ''), { body, headers }),
    )
  },
})
const settings = { QI_API_URL: QI_API, ...qi.credentials }

function call(method: string, path: string, options: Parameters<typeof callApi>[2] = {}) {
  return callApi(method, path, { ...options, settings: { ...settings, ...options.settings } })
}

beforeEach(() => {
  telegram.reset()
  qi.reset()
  notifications.length = 0
  fakeService('http://qi.test', (request) => qi.fetch(request))
})
afterEach(() => vi.restoreAllMocks())

async function cardOrder(customer: TestUser, opts: { stock?: number; language?: string } = {}) {
  const product = await makeProduct({ stock: opts.stock ?? 10, price: 25000 })
  const result = await call('POST', '/orders', {
    cookie: customer.cookie,
    body: orderBody([{ id: product.id, quantity: 2 }], 'card'),
    headers: opts.language ? { 'Accept-Language': opts.language } : {},
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

describe('a card order through Qi Card', () => {
  it('is refused while Qi Card has no secrets, holding nothing', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 3 })
    const result = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body: orderBody([{ id: product.id, quantity: 1 }], 'card'),
    })
    expect(result.body).toEqual(refusal('PAYMENT_METHOD_NOT_CONFIGURED'))
    expect(await stockOf(product.id)).toBe(3)
  })

  it('sends the shopper to the hosted page in their language and is confirmed once paid there', async () => {
    const customer = await makeUser()
    const { order, ref } = await cardOrder(customer, { language: 'ar' })
    expect(order.status).toBe('awaiting_payment')
    expect(order.payment.details).toEqual({ formUrl: `http://qi.test/form/${ref}` })
    expect(qi.payments.get(ref)).toMatchObject({
      amount: order.totals.total,
      currency: 'IQD',
      locale: 'ar_IQ',
      notificationUrl: 'http://shop.test/api/payments/notify/qi',
      finishPaymentUrl: `http://shop.test/pay/${order.trackingToken}`,
    })
    // The page, then Pay: Qi Card notifies the shop and sends the shopper back to it.
    const form = await qi.fetch(new Request(`http://qi.test/form/${ref}`))
    expect(await form.text()).toContain('dir="rtl"')
    const back = await qi.fetch(new Request(`http://qi.test/form/${ref}/pay`, { method: 'POST' }))
    expect(back.headers.get('Location')).toBe(`http://shop.test/pay/${order.trackingToken}`)
    expect(notifications.map((n) => n.body.data)).toEqual([{ outcome: 'paid' }])
    expect(await statusOf(order.id)).toBe('confirmed')
    const message = await messageTo(ADMIN_CHAT, (text) => text.includes(order.id))
    expect(message.text).toContain('*Payment:* Credit/Debit Card')
  })

  it('is cancelled when the card is declined, its units back', async () => {
    const customer = await makeUser()
    const { order, product, ref } = await cardOrder(customer)
    await qi.fetch(new Request(`http://qi.test/form/${ref}/decline`, { method: 'POST' }))
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(10)
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'declined'])
  })

  it('refuses a notification with a wrong signature, changing nothing', async () => {
    const customer = await makeUser()
    const { order, ref } = await cardOrder(customer)
    const body = { ...qi.view(qi.payments.get(ref)!), status: 'SUCCESS' }
    const other = (await crypto.subtle.generateKey(
      {
        name: 'RSASSA-PKCS1-v1_5',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['sign', 'verify'],
    )) as CryptoKeyPair
    for (const signature of [
      '',
      'bm90IGEgc2lnbmF0dXJl',
      await qi.sign(qi.signedString(body), other.privateKey),
    ]) {
      const forged = await call('POST', '/payments/notify/qi', {
        body,
        headers: signature ? { 'X-Signature': signature } : {},
      })
      // Qi Card sends again until it gets a 200: a refusal is a 200 saying so.
      expect(forged.status).toBe(200)
      expect(forged.body).toEqual(refusal('PAYMENT_NOTIFICATION_INVALID'))
    }
    expect(await statusOf(order.id)).toBe('awaiting_payment')
  })

  it('is not paid by a well-signed "SUCCESS" while Qi Card says the payment is still open', async () => {
    const customer = await makeUser()
    const { order, ref } = await cardOrder(customer)
    const body = { ...qi.view(qi.payments.get(ref)!), status: 'SUCCESS' }
    const replayed = await call('POST', '/payments/notify/qi', {
      body,
      headers: { 'X-Signature': await qi.sign(qi.signedString(body)) },
    })
    expect(replayed.body.data).toEqual({ outcome: 'open' })
    expect(await statusOf(order.id)).toBe('awaiting_payment')
  })

  it('changes once when the same notification comes twice', async () => {
    const customer = await makeUser()
    const { order, ref } = await cardOrder(customer)
    await qi.pay(ref)
    await qi.pay(ref)
    expect(notifications.map((n) => n.body.data)).toEqual([
      { outcome: 'paid' },
      { outcome: 'unchanged' },
    ])
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'paid'])
  })

  it('is not paid when Qi Card reports another amount', async () => {
    const customer = await makeUser()
    const { order, ref } = await cardOrder(customer)
    await qi.pay(ref, { amount: 1 })
    expect(notifications[0]!.status).toBe(200)
    expect(notifications[0]!.body).toEqual(refusal('PAYMENT_NOTIFICATION_INVALID'))
    expect(await statusOf(order.id)).toBe('awaiting_payment')
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'rejected-notification'])
  })

  it('waits while Qi Card answers 500, then the cron confirms it', async () => {
    const logs = captureConsole('error')
    const customer = await makeUser()
    const { order, ref } = await cardOrder(customer)
    qi.fail(1)
    await qi.pay(ref)
    expect(notifications[0]!.status).toBe(503)
    expect(await statusOf(order.id)).toBe('awaiting_payment')
    await sweep(4)
    expect(await statusOf(order.id)).toBe('confirmed')
    expect(logs.text()).toContain('HTTP 500')
  })

  // Our expiry cancels the payment at Qi Card; a shopper finishing 3-D Secure just then leaves it
  // SUCCESS with canceled: true, which Qi gives back: not paid, the order stays cancelled.
  it('expires unpaid after the hold, and a SUCCESS Qi Card cancelled is not paid', async () => {
    const customer = await makeUser()
    const { order, product, ref } = await cardOrder(customer)
    await sweep(31)
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(qi.payments.get(ref)?.canceled).toBe(true)
    expect(await stockOf(product.id)).toBe(10)
    await qi.pay(ref)
    expect(qi.payments.get(ref)).toMatchObject({ status: 'SUCCESS', canceled: true })
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(10)
    expect(await paymentEventsOf(order.id)).not.toContain('paid')
  })

  it('is refunded through Qi Card when the shop cancels it in the dashboard', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const { order, ref } = await cardOrder(customer)
    await qi.pay(ref)
    const cancelled = await call('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    })
    expect(cancelled.status).toBe(200)
    expect(qi.payments.get(ref)?.refunded).toBe(true)
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'paid', 'refunded'])
  })
})
