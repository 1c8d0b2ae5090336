// Online payments through First Iraqi Bank, against the local fake of FIB's API
// (test/fakes/payments/fib.ts): an order is placed awaiting payment, holding its units under the
// cash-on-delivery limits; FIB's callback only names the payment, whose status is then read back;
// paid, declined, expired, late, duplicate, forged, wrong amount, FIB down then reconciled by the
// cron, refunded when the shop cancels; and with no secrets the method is refused.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runPaymentSweep } from '../../worker/cron/payment-sweep'
import { createFibFake } from '../fakes/payments/fib'
import { ADMIN_CHAT, telegram } from './bot/fake-telegram'
import { actionData } from '../../worker/telegram/order-buttons'
import { callbackUpdate, deliver, messageTo } from './bot/updates'
import { makeProduct, makeUser, orderBody, refusal, stockOf, type TestUser } from './helpers'
import { callApi, captureConsole, fakeService } from './outbound'

const FIB_API = 'http://fib.test'
const fib = createFibFake({
  base: FIB_API,
  // FIB posts its callback to the shop: here straight into the worker.
  deliver: async (url, body) => {
    notifications.push(await call('POST', new URL(url).pathname.replace(/^\/api/, ''), { body }))
  },
})
const settings = { FIB_API_URL: FIB_API, ...fib.credentials }
let notifications: Awaited<ReturnType<typeof callApi>>[] = []

const call = (method: string, path: string, options: Parameters<typeof callApi>[2] = {}) =>
  callApi(method, path, { ...options, settings: { ...settings, ...options.settings } })

beforeEach(() => {
  telegram.reset()
  fib.reset()
  notifications = []
  fakeService(FIB_API, (request) => fib.fetch(request))
})
afterEach(() => vi.restoreAllMocks())

async function fibOrder(customer: TestUser, quantity = 2, stock = 10) {
  const product = await makeProduct({ stock, price: 25000 })
  const result = await call('POST', '/orders', {
    cookie: customer.cookie,
    body: orderBody([{ id: product.id, quantity }], 'fib'),
  })
  expect(result.status, result.body.error).toBe(201)
  const order = result.body.data
  return { order, product, ref: fibRef(order.id) }
}

/** The FIB payment id of the order's latest payment. */
function fibRef(orderId: string): string {
  const ids = [...fib.payments.values()].filter((p) => p.description.endsWith(orderId.slice(-6)))
  const last = ids.at(-1)
  if (!last) throw new Error(`no FIB payment for ${orderId}`)
  return last.paymentId
}

const statusOf = async (id: string) =>
  (
    await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
      .bind(id)
      .first<{ status: string }>()
  )?.status

const paymentsOf = async (orderId: string) =>
  (
    await env.DB.prepare(
      'SELECT state, amount, provider_ref FROM payments WHERE order_id = ? ORDER BY created_at',
    )
      .bind(orderId)
      .all<{ state: string; amount: number; provider_ref: string }>()
  ).results

const paymentEventsOf = async (orderId: string) =>
  (
    await env.DB.prepare('SELECT kind FROM payment_events WHERE order_id = ? ORDER BY id')
      .bind(orderId)
      .all<{ kind: string }>()
  ).results.map((e) => e.kind)

const orderEventsOf = async (orderId: string) =>
  (
    await env.DB.prepare(
      'SELECT kind, status, channel, actor FROM order_events WHERE order_id = ? ORDER BY id',
    )
      .bind(orderId)
      .all()
  ).results

const outboxKinds = async (orderId: string) =>
  (
    await env.DB.prepare('SELECT kind FROM email_outbox WHERE subject LIKE ? ORDER BY id')
      .bind(`%${orderId.slice(-6)}%`)
      .all<{ kind: string }>()
  ).results.map((e) => e.kind)

/** The payments cron, run as Cloudflare would `minutes` from now. */
async function sweep(minutes: number) {
  const ctx = createExecutionContext()
  await runPaymentSweep({ ...env, ...settings }, Date.now() + minutes * 60_000)
  await waitOnExecutionContext(ctx)
}

describe('without FIB secrets', () => {
  it.each(['fib', 'card', 'zaincash'] as const)(
    'refuses an order paid by %s with PAYMENT_METHOD_NOT_CONFIGURED and holds nothing',
    async (method) => {
      const customer = await makeUser()
      const product = await makeProduct({ stock: 5 })
      const result = await callApi('POST', '/orders', {
        cookie: customer.cookie,
        body: orderBody([{ id: product.id, quantity: 2 }], method),
      })
      expect(result.status).toBe(422)
      expect(result.body).toEqual(refusal('PAYMENT_METHOD_NOT_CONFIGURED'))
      expect(await stockOf(product.id)).toBe(5)
      const placed = await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ?')
        .bind(customer.id)
        .first<{ n: number }>()
      expect(placed?.n).toBe(0)
    },
  )

  it('offers cash on delivery alone', async () => {
    const methods = (await callApi('GET', '/settings')).body.data.paymentMethods
    expect(
      methods.filter((m: { ready: boolean }) => m.ready).map((m: { id: string }) => m.id),
    ).toEqual(['cod'])
  })
})

describe('an order paid with FIB', () => {
  it('is offered once the secrets are set', async () => {
    const methods = (await call('GET', '/settings')).body.data.paymentMethods
    expect(
      methods.filter((m: { ready: boolean }) => m.ready).map((m: { id: string }) => m.id),
    ).toEqual(['cod', 'fib'])
  })

  it('waits for its payment holding its units, shows the QR code and app links, and tells nobody yet', async () => {
    const customer = await makeUser()
    const { order, product, ref } = await fibOrder(customer)
    expect(order.status).toBe('awaiting_payment')
    // 50,000 + delivery 5,000 + 8% tax 4,000; FIB charges no fee.
    expect(order.totals.total).toBe(59_000)
    expect(order.payment).toMatchObject({
      provider: 'fib',
      method: 'fib',
      state: 'open',
      amount: order.totals.total,
      currency: 'IQD',
      details: {
        readableCode: expect.stringMatching(/^FIB-\d{6}$/),
        qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        personalAppLink: `${FIB_API}/app/pay/${ref}?app=personal`,
        businessAppLink: expect.any(String),
        corporateAppLink: expect.any(String),
      },
    })
    // FIB was asked for the order's total in whole IQD, with the callback address, and the
    // payment page as redirectUri: FIB's app brings a shopper paying on this phone back there.
    const created = fib.payments.get(ref)!
    expect(created).toMatchObject({
      amount: 59_000,
      currency: 'IQD',
      statusCallbackUrl: 'http://shop.test/api/payments/notify/fib',
      redirectUri: `http://shop.test/pay/${order.trackingToken}`,
    })
    expect(await stockOf(product.id)).toBe(8)
    expect(telegram.textsTo(ADMIN_CHAT).some((t) => t.includes(order.id))).toBe(false)
    expect(await outboxKinds(order.id)).toEqual([])
    // The payment page reads it by the tracking link.
    const page = await call('GET', `/track/${order.trackingToken}/payment`)
    expect(page.body.data).toMatchObject({
      order: { status: 'awaiting_payment', paymentMethod: 'fib' },
      payment: { state: 'open', details: { readableCode: expect.any(String) } },
      codAvailable: true,
    })
  })

  it('is confirmed when FIB calls back and its status reads PAID, and only then announced', async () => {
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    await fib.pay(ref)
    expect(notifications.map((n) => n.status)).toEqual([200])
    expect(notifications[0]!.body.data).toEqual({ outcome: 'paid' })
    expect(await statusOf(order.id)).toBe('confirmed')
    expect(await paymentsOf(order.id)).toEqual([
      { state: 'paid', amount: order.totals.total, provider_ref: ref },
    ])
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'paid'])
    expect(await orderEventsOf(order.id)).toEqual([
      { kind: 'placed', status: 'awaiting_payment', channel: 'customer', actor: '' },
      { kind: 'status', status: 'confirmed', channel: 'payment', actor: 'fib' },
    ])
    // Now the admin chats hear of it, with Cancel and refund instead of the cash-on-delivery
    // buttons, and the e-mail goes.
    const message = await messageTo(ADMIN_CHAT, (text) => text.includes(order.id))
    expect(message.text).toContain('*Status:* Confirmed')
    expect(message.text).toContain('*Payment:* FIB (First Iraqi Bank)')
    expect(message.text).toContain(`*Online payment:*\n• FIB IQD\u00a059,000, ref ${ref}: paid`)
    expect(message.text).toContain(': paid (verified with the provider)')
    expect(message.reply_markup).toEqual({
      inline_keyboard: [
        [{ text: '💸 Cancel and refund', callback_data: actionData('refund', order.id) }],
      ],
    })
    await vi.waitFor(async () =>
      expect(await outboxKinds(order.id)).toEqual(['order-confirmation']),
    )
  })

  it('changes once when the same callback comes twice', async () => {
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    await fib.pay(ref)
    const again = await call('POST', '/payments/notify/fib', { body: { id: ref, status: 'PAID' } })
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual({ outcome: 'unchanged' })
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'paid'])
    expect((await orderEventsOf(order.id)).filter((e) => e.status === 'confirmed')).toHaveLength(1)
    await messageTo(ADMIN_CHAT, (text) => text.includes(order.id))
    expect(telegram.textsTo(ADMIN_CHAT).filter((t) => t.includes(order.id))).toHaveLength(1)
  })

  it('is not paid by a forged callback: FIB still says UNPAID', async () => {
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    const forged = await call('POST', '/payments/notify/fib', { body: { id: ref, status: 'PAID' } })
    expect(forged.status).toBe(200)
    expect(forged.body.data).toEqual({ outcome: 'open' })
    expect(await statusOf(order.id)).toBe('awaiting_payment')
    expect(await paymentEventsOf(order.id)).toEqual(['created'])
  })

  it('answers a malformed callback with 422 and an unknown payment with 404, changing nothing', async () => {
    const malformed = await call('POST', '/payments/notify/fib', { body: { paid: true } })
    expect(malformed.status).toBe(422)
    expect(malformed.body).toEqual(refusal('PAYMENT_NOTIFICATION_INVALID'))
    const unknown = await call('POST', '/payments/notify/fib', {
      body: { id: 'fib-no-such-payment', status: 'PAID' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual(refusal('PAYMENT_NOT_FOUND'))
    // A provider without secrets takes no notifications at all.
    const off = await callApi('POST', '/payments/notify/fib', { body: { id: 'x', status: 'PAID' } })
    expect(off.status).toBe(404)
  })

  it('is not paid when FIB reports another amount', async () => {
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    await fib.pay(ref, { amount: 1000 })
    expect(notifications[0]!.status).toBe(422)
    expect(notifications[0]!.body).toEqual(refusal('PAYMENT_NOTIFICATION_INVALID'))
    expect(await statusOf(order.id)).toBe('awaiting_payment')
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'rejected-notification'])
  })

  it('is cancelled, its units back, when the shopper declines in the app', async () => {
    const customer = await makeUser()
    const { order, product, ref } = await fibOrder(customer)
    await fib.decline(ref)
    expect(notifications[0]!.body.data).toEqual({ outcome: 'declined' })
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(10)
    expect(await paymentsOf(order.id)).toMatchObject([{ state: 'declined' }])
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'declined'])
  })

  it('waits while FIB answers 500, and the cron settles it once FIB is back', async () => {
    const logs = captureConsole('error')
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    fib.fail(1)
    await fib.pay(ref)
    expect(notifications[0]!.status).toBe(503)
    expect(notifications[0]!.body).toEqual(refusal('PAYMENT_PROVIDER_UNAVAILABLE'))
    expect(await statusOf(order.id)).toBe('awaiting_payment')
    // The cron asks about payments open for a few minutes: now FIB answers.
    await sweep(4)
    expect(await statusOf(order.id)).toBe('confirmed')
    expect(await paymentEventsOf(order.id)).toEqual(['created', 'paid'])
    await messageTo(ADMIN_CHAT, (text) => text.includes(order.id))
    expect(logs.text()).toContain('HTTP 500')
  })

  it('waits when FIB does not answer within 10 s: the callback answers 503 and nothing changes', async () => {
    const logs = captureConsole('error')
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    fib.fail(1, 'hang')
    await fib.pay(ref)
    expect(notifications[0]!.status).toBe(503)
    expect(await statusOf(order.id)).toBe('awaiting_payment')
    expect(logs.text()).toContain('no answer')
    await sweep(4)
    expect(await statusOf(order.id)).toBe('confirmed')
  }, 30_000)

  it('is settled by the cron when the callback was lost', async () => {
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    await fib.pay(ref, { quiet: true })
    await sweep(1)
    // Not asked yet: open for less than the reconciliation delay.
    expect(await statusOf(order.id)).toBe('awaiting_payment')
    await sweep(4)
    expect(await statusOf(order.id)).toBe('confirmed')
  })

  it('expires after the payment hold: cancelled at FIB, its units back', async () => {
    const customer = await makeUser()
    const { order, product, ref } = await fibOrder(customer)
    await sweep(31)
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(10)
    expect(await paymentsOf(order.id)).toMatchObject([{ state: 'expired' }])
    expect(fib.payments.get(ref)?.cancelled).toBe(true)
    expect(await orderEventsOf(order.id)).toContainEqual({
      kind: 'status',
      status: 'cancelled',
      channel: 'cron',
      actor: '',
    })
  })

  it('is revived by a payment that arrives after it expired while its units are still there', async () => {
    const customer = await makeUser()
    const { order, product, ref } = await fibOrder(customer)
    await sweep(31)
    await fib.pay(ref)
    expect(notifications.at(-1)!.body.data).toEqual({ outcome: 'revived' })
    expect(await statusOf(order.id)).toBe('confirmed')
    expect(await stockOf(product.id)).toBe(8)
    expect(await paymentEventsOf(order.id)).toEqual([
      'created',
      'expired',
      'paid',
      'late-paid-revived',
    ])
    await messageTo(ADMIN_CHAT, (text) => text.includes(order.id))
  })

  it('refunds a late payment when its units were sold meanwhile', async () => {
    const customer = await makeUser()
    const { order, product, ref } = await fibOrder(customer, 2, 2)
    await sweep(31)
    expect(await stockOf(product.id)).toBe(2)
    const other = await makeUser()
    const sold = await callApi('POST', '/orders', {
      cookie: other.cookie,
      body: orderBody([{ id: product.id, quantity: 2 }], 'cod'),
    })
    expect(sold.status).toBe(201)
    await fib.pay(ref)
    expect(notifications.at(-1)!.body.data).toEqual({ outcome: 'late-refunded' })
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(0)
    expect(fib.payments.get(ref)?.refunded).toBe(true)
    // FIB takes a refund (202) and does it later: paid until its status says REFUNDED.
    expect(await paymentsOf(order.id)).toMatchObject([{ state: 'paid' }])
    fib.completeRefunds()
    await sweep(16)
    expect(await paymentsOf(order.id)).toMatchObject([{ state: 'refunded' }])
    expect(await paymentEventsOf(order.id)).toEqual([
      'created',
      'expired',
      'paid',
      'late-paid-refunded',
    ])
  })

  it('is refunded through FIB when the shop cancels it, and the panel shows each event', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    // Unpaid, the shop may cancel it but never confirm or ship it.
    for (const status of ['confirmed', 'shipped'])
      expect(
        (await call('PUT', `/orders/${order.id}`, { cookie: admin.cookie, body: { status } })).body,
      ).toEqual(refusal('ORDER_AWAITING_PAYMENT'))
    await fib.pay(ref)
    const cancelled = await call('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    })
    expect(cancelled.status).toBe(200)
    expect(fib.payments.get(ref)?.refunded).toBe(true)
    fib.completeRefunds()
    await sweep(16)
    const panel = await call('GET', `/orders/${order.id}/payments`, { cookie: admin.cookie })
    expect(panel.body.data.payments).toMatchObject([
      {
        method: 'fib',
        provider: 'fib',
        providerRef: ref,
        state: 'refunded',
        amount: order.totals.total,
      },
    ])
    expect(panel.body.data.events.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'paid',
      'refunded',
    ])
    expect(panel.body.data.events.at(-1).detail).toBe(admin.email)
    // The admin chats' message of it says so too.
    const edits = () =>
      telegram.calls
        .filter((c) => c.method === 'editMessageText')
        .map((c) => String((c.params as { text?: string }).text))
    await vi.waitFor(() => expect(edits().join('\n')).toContain('refunded through the provider'))
    // Refunded, it may be deleted; a paid one may not (its money would be lost with it).
    expect((await call('DELETE', `/orders/${order.id}`, { cookie: admin.cookie })).status).toBe(200)
    const paid = await fibOrder(customer)
    await fib.pay(paid.ref)
    const refused = await call('DELETE', `/orders/${paid.order.id}`, { cookie: admin.cookie })
    expect(refused.body).toEqual(refusal('ORDER_PAID_NOT_REFUNDED'))
    const bulk = await call('DELETE', '/orders', {
      cookie: admin.cookie,
      body: { orderIds: [paid.order.id] },
    })
    expect(bulk.body.data).toMatchObject({
      deletedCount: 0,
      errors: [{ id: paid.order.id, code: 'ORDER_PAID_NOT_REFUNDED' }],
    })
    // Customers do not see the panel.
    expect(
      (await call('GET', `/orders/${order.id}/payments`, { cookie: customer.cookie })).status,
    ).toBe(403)
  })

  it('writes the refund into the timeline and the admin chats: through FIB from the dashboard, by hand from the bot', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const edits = (orderId: string) =>
      telegram.calls
        .filter((c) => c.method === 'editMessageText')
        .map((c) => String((c.params as { text?: string }).text))
        .filter((text) => text.includes(orderId))
    const paidOrder = async () => {
      const { order, ref } = await fibOrder(customer)
      await fib.pay(ref)
      await messageTo(ADMIN_CHAT, (text) => text.includes(order.id))
      return order
    }
    const placedAndPaid = [
      { kind: 'placed', status: 'awaiting_payment', channel: 'customer', actor: '' },
      { kind: 'status', status: 'confirmed', channel: 'payment', actor: 'fib' },
    ]

    const byDashboard = await paidOrder()
    // A paid order is confirmed: the dashboard cancels it by its status (the chats' buttons are for
    // pending orders only).
    await call('PUT', `/orders/${byDashboard.id}`, {
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    })
    fib.completeRefunds()
    await sweep(16)
    const dashboard = { channel: 'dashboard', actor: admin.email }
    expect(await orderEventsOf(byDashboard.id)).toEqual([
      ...placedAndPaid,
      { kind: 'status', status: 'cancelled', ...dashboard },
      { kind: 'refunded', status: 'cancelled', ...dashboard },
    ])
    // The cron's messages go through the deliveries queue.
    await vi.waitFor(
      () =>
        expect(edits(byDashboard.id).at(-1)).toContain(
          `💸 Payment refunded through the provider by ${admin.email} (dashboard)`,
        ),
      { timeout: 10_000 },
    )

    // From Telegram: a paid order's message carries Cancel and refund. The bot's shop runs without
    // FIB's secrets (removed since the payment): FIB cannot be asked to refund, so the owner must,
    // and every admin chat is told.
    const byBot = await paidOrder()
    const sent = telegram.calls.find(
      (c) => c.method === 'sendMessage' && String(c.params.text).includes(byBot.id),
    )
    expect(sent?.params.reply_markup).toEqual({
      inline_keyboard: [
        [{ text: '💸 Cancel and refund', callback_data: actionData('refund', byBot.id) }],
      ],
    })
    await deliver(callbackUpdate(ADMIN_CHAT, actionData('refund', byBot.id)))
    const events = await orderEventsOf(byBot.id)
    expect(events.slice(-2)).toMatchObject([
      { kind: 'status', status: 'cancelled', channel: 'bot' },
      { kind: 'refund-manual', status: 'cancelled', channel: 'bot' },
    ])
    expect(await paymentsOf(byBot.id)).toMatchObject([{ state: 'refund_manual' }])
    await vi.waitFor(() =>
      expect(edits(byBot.id).at(-1)).toContain(
        '⚠️ Payment to refund by hand (the provider cannot refund it)',
      ),
    )
    expect(edits(byBot.id).at(-1)).toContain(': TO REFUND BY HAND')

    // A stale press once the order has shipped moves nothing.
    const shipped = await paidOrder()
    await call('PUT', `/orders/${shipped.id}`, {
      cookie: admin.cookie,
      body: { status: 'shipped' },
    })
    const before = await orderEventsOf(shipped.id)
    telegram.reset()
    await deliver(callbackUpdate(ADMIN_CHAT, actionData('refund', shipped.id)))
    expect(await orderEventsOf(shipped.id)).toEqual(before)
    expect(await paymentsOf(shipped.id)).toMatchObject([{ state: 'paid' }])
    expect(telegram.calls.find((c) => c.method === 'answerCallbackQuery')?.params.text).toBe(
      'This order is no longer paid and confirmed: it cannot be cancelled here.',
    )
  })

  it('counts against the waiting-orders limit and the units per line, as cash on delivery does', async () => {
    const customer = await makeUser()
    for (let i = 0; i < 3; i++) await fibOrder(customer, 1)
    const product = await makeProduct({ stock: 50 })
    const fourth = await call('POST', '/orders', {
      cookie: customer.cookie,
      body: orderBody([{ id: product.id, quantity: 1 }], 'fib'),
    })
    expect(fourth.status).toBe(409)
    expect(fourth.body.code).toBe('PENDING_COD_LIMIT')
    const tooMany = await call('POST', '/orders', {
      cookie: (await makeUser()).cookie,
      body: orderBody([{ id: product.id, quantity: 11 }], 'fib'),
    })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.code).toBe('LINE_LIMIT')
    expect(await stockOf(product.id)).toBe(50)
  })
})

describe('the payment page', () => {
  it('never takes the browser’s word: coming back reads the status from FIB', async () => {
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    const back = await call('POST', `/track/${order.trackingToken}/payment/check`)
    expect(back.body.data.order.status).toBe('awaiting_payment')
    await fib.pay(ref, { quiet: true })
    const paid = await call('POST', `/track/${order.trackingToken}/payment/check`)
    expect(paid.body.data).toMatchObject({
      order: { status: 'confirmed' },
      payment: { state: 'paid' },
    })
  })

  it('gives back the open payment instead of opening a second one', async () => {
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    const again = await call('POST', `/track/${order.trackingToken}/payment/retry`)
    expect(again.status).toBe(200)
    expect(fib.payments.size).toBe(1)
    expect(await paymentsOf(order.id)).toMatchObject([{ state: 'open', provider_ref: ref }])
  })

  it('lets the shopper try again after a decline: the units are held again and a new payment opens', async () => {
    const customer = await makeUser()
    const { order, product, ref } = await fibOrder(customer)
    await fib.decline(ref)
    expect(await stockOf(product.id)).toBe(10)
    const retried = await call('POST', `/track/${order.trackingToken}/payment/retry`)
    expect(retried.status).toBe(200)
    expect(retried.body.data).toMatchObject({
      order: { status: 'awaiting_payment' },
      payment: { state: 'open' },
    })
    expect(await stockOf(product.id)).toBe(8)
    const second = fibRef(order.id)
    expect(second).not.toBe(ref)
    await fib.pay(second)
    expect(await statusOf(order.id)).toBe('confirmed')
  })

  it('switches a declined order to cash on delivery, with its fee, and announces it then', async () => {
    const customer = await makeUser()
    const { order, product, ref } = await fibOrder(customer)
    await fib.decline(ref)
    const switched = await call('POST', `/track/${order.trackingToken}/payment/cod`)
    expect(switched.status).toBe(200)
    expect(switched.body.data.order).toMatchObject({
      status: 'pending',
      paymentMethod: 'cod',
      total: order.totals.total + 1_000,
    })
    expect(await stockOf(product.id)).toBe(8)
    const message = await messageTo(ADMIN_CHAT, (text) => text.includes(order.id))
    expect(message.text).toContain('*Payment:* Cash on Delivery')
    expect(message).toHaveProperty('reply_markup')
  })

  it('switches an order still waiting to cash on delivery and cancels its payment at FIB', async () => {
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    const switched = await call('POST', `/track/${order.trackingToken}/payment/cod`)
    expect(switched.body.data.order).toMatchObject({ status: 'pending', paymentMethod: 'cod' })
    expect(fib.payments.get(ref)?.cancelled).toBe(true)
    expect(await paymentsOf(order.id)).toMatchObject([{ state: 'declined' }])
  })

  it('does not switch a paid order to cash on delivery', async () => {
    const customer = await makeUser()
    const { order, ref } = await fibOrder(customer)
    await fib.pay(ref, { quiet: true })
    const switched = await call('POST', `/track/${order.trackingToken}/payment/cod`)
    expect(switched.body.data.order).toMatchObject({ status: 'confirmed', paymentMethod: 'fib' })
  })
})
