// WhatsApp for customers (docs/messages.md#whatsapp): the webhook's verification and signature,
// each delivery once, the cash-on-delivery buttons (only from the order's phone), stop replies,
// and the outbox channel with WhatsApp's error codes, against a fake Graph API at the fetch
// boundary. Payloads: test/fixtures/whatsapp/api.ts.
import { env } from 'cloudflare:workers'
import { getQueueResult, createExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { retryDelaySeconds } from '../../worker/domain/delivery'
import {
  DEFAULT_WHATSAPP_SETTINGS,
  isStopReply,
  whatsappErrorAction,
} from '../../worker/domain/whatsapp'
import { readConfig } from '../../worker/env'
import { deliverBatch } from '../../worker/services/deliveries/deliver'
import { signatureOf } from '../../worker/services/whatsapp/webhook'
import {
  buttonTap,
  ERRORS,
  graphError,
  PHONE_NUMBER_ID,
  sentAnswer,
  statusUpdate,
  textMessage,
} from '../fixtures/whatsapp/api'
import { createFibFake } from '../fakes/payments/fib'
import { batchOf, deliverOutbox, QUEUE, recordingQueue } from './deliveries'
import { makeProduct, makeUser, orderBody, refusal, stockOf } from './helpers'
import { callApi, captureConsole, fakeService, type FakeService } from './outbound'

const GRAPH = 'https://graph.whatsapp.test/v21.0'
const SETTINGS = {
  WHATSAPP_API_URL: GRAPH,
  WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
  WHATSAPP_TOKEN: 'test-whatsapp-token',
  WHATSAPP_APP_SECRET: 'test-app-secret-0123456789',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
}

/** Answers planned for the fake Graph API's next sends; then every send is accepted. */
let planned: Response[] = []
let graph: FakeService
let sent = 0
beforeEach(() => {
  planned = []
  graph = fakeService(GRAPH, async (request) => {
    const body = await request.json<{ to: string }>()
    return planned.shift() ?? Response.json(sentAnswer(body.to, `wamid.test${++sent}`))
  })
})
afterEach(() => graph.restore())

const fail = (status: number, [code, title]: readonly [number, string]) =>
  new Response(JSON.stringify(graphError(code, title)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

const sends = () => graph.calls.map((call) => JSON.parse(call.body))

async function placeCod(options: { optIn?: boolean; language?: 'en' | 'ar' } = {}) {
  const customer = await makeUser()
  const product = await makeProduct({ stock: 5 })
  const placed = await callApi('POST', '/orders', {
    cookie: customer.cookie,
    settings: SETTINGS,
    headers: { 'Accept-Language': options.language ?? 'en' },
    body: {
      ...orderBody([{ id: product.id, quantity: 1 }], 'cod'),
      whatsappOptIn: options.optIn ?? true,
    },
  })
  expect(placed.status).toBe(201)
  const order = placed.body.data
  return {
    order,
    customer,
    product,
    waId: order.shippingInfo.phone.replace(/[\s+]/g, '') as string,
  }
}

async function webhook(body: unknown, signature?: string) {
  return callApi('POST', '/whatsapp/webhook', {
    settings: SETTINGS,
    body,
    headers: {
      'X-Hub-Signature-256':
        signature ?? (await signatureOf(SETTINGS.WHATSAPP_APP_SECRET, JSON.stringify(body))),
    },
  })
}

const one = async <T>(sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<T>()

const statusOf = async (id: string) =>
  (await one<{ status: string }>('SELECT status FROM orders WHERE id = ?', id))?.status

const outboxOf = async (orderId: string, kind: string) =>
  (
    await env.DB.prepare(
      'SELECT id, channel, status, attempts, last_error, payload FROM outbox WHERE ref = ? AND kind = ? ORDER BY id',
    )
      .bind(`order:${orderId}`, kind)
      .all<{
        id: number
        channel: string
        status: string
        attempts: number
        last_error: string | null
        payload: string
      }>()
  ).results

describe('the webhook’s verification (GET)', () => {
  const verify = (token: string, mode = 'subscribe', settings: Record<string, string> = SETTINGS) =>
    callApi(
      'GET',
      `/whatsapp/webhook?hub.mode=${mode}&hub.challenge=1158201444&hub.verify_token=${token}`,
      { settings },
    )

  it('echoes hub.challenge as text for the configured verify token only', async () => {
    const right = await verify(SETTINGS.WHATSAPP_VERIFY_TOKEN)
    expect(right.status).toBe(200)
    expect(right.body).toBe('1158201444')
    expect(right.headers.get('Content-Type')).toMatch(/^text\/plain/)

    const wrong = await verify('not-the-token')
    expect(wrong.status).toBe(403)
    expect(wrong.body).toEqual(refusal('WHATSAPP_VERIFY_TOKEN_INVALID'))
    expect((await verify(SETTINGS.WHATSAPP_VERIFY_TOKEN, 'unsubscribe')).status).toBe(403)
  })

  it('stays closed while WhatsApp is not set up', async () => {
    const off = await verify('', 'subscribe', { ...SETTINGS, WHATSAPP_VERIFY_TOKEN: '' })
    expect(off.status).toBe(503)
    expect(off.body).toEqual(refusal('WHATSAPP_NOT_CONFIGURED'))
  })
})

describe('the webhook’s deliveries (POST)', () => {
  it('accepts only a body signed with the app secret', async () => {
    const { order, waId } = await placeCod()
    const tap = buttonTap(waId, 'wamid.sig1', `cod-confirm:${order.id}`, 'Confirm')
    const forged = await webhook(tap, await signatureOf('another-secret', JSON.stringify(tap)))
    expect(forged.status).toBe(401)
    expect(forged.body).toEqual(refusal('WHATSAPP_SIGNATURE_INVALID'))
    const missing = await callApi('POST', '/whatsapp/webhook', { settings: SETTINGS, body: tap })
    expect(missing.status).toBe(401)
    expect(await statusOf(order.id)).toBe('pending')

    const signed = await webhook(tap)
    expect(signed.status).toBe(200)
    expect(await statusOf(order.id)).toBe('confirmed')
  })

  it('confirms a cash-on-delivery order by its Confirm button, as the SMS link does', async () => {
    const { order, waId } = await placeCod()
    // The order-received message carried the buttons, each naming the order and the action.
    const [received] = sends()
    expect(received.template.name).toBe('order_received_cod')
    expect(received.template.components.slice(1)).toEqual([
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '0',
        parameters: [{ type: 'payload', payload: `cod-confirm:${order.id}` }],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '1',
        parameters: [{ type: 'payload', payload: `cod-cancel:${order.id}` }],
      },
    ])

    expect(
      (await webhook(buttonTap(waId, 'wamid.c1', `cod-confirm:${order.id}`, 'Confirm'))).status,
    ).toBe(200)
    expect(await statusOf(order.id)).toBe('confirmed')
    const events = await env.DB.prepare(
      "SELECT status, channel, actor FROM order_events WHERE order_id = ? AND kind = 'status'",
    )
      .bind(order.id)
      .all()
    expect(events.results).toEqual([
      { status: 'confirmed', channel: 'customer', actor: 'WhatsApp button' },
    ])
    // The owner hears of it as of the SMS link's: the admin chats' messages are rewritten.
    expect(await outboxOf(order.id, 'order-edit')).toHaveLength(2)
    // And the customer gets the confirmed update.
    expect(sends().at(-1).template.name).toBe('order_confirmed')
  })

  it('cancels by the Cancel button, the units going back to the shelf', async () => {
    const { order, product, waId } = await placeCod()
    expect(await stockOf(product.id)).toBe(4)
    await webhook(buttonTap(waId, 'wamid.x1', `cod-cancel:${order.id}`, 'Cancel'))
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(5)
  })

  it('changes nothing for a button pressed from another number', async () => {
    const { order } = await placeCod()
    const warn = captureConsole('error')
    const res = await webhook(
      buttonTap('9647709999999', 'wamid.o1', `cod-confirm:${order.id}`, 'Confirm'),
    )
    warn.restore()
    expect(res.status).toBe(200)
    expect(await statusOf(order.id)).toBe('pending')
    expect(
      await one('SELECT 1 FROM order_events WHERE order_id = ? AND kind = ?', order.id, 'status'),
    ).toBeNull()
  })

  it('ends the opt-in on a stop reply, and a replayed message id changes nothing', async () => {
    const { order, customer, waId } = await placeCod({ language: 'ar' })
    // The account of the same number had switched WhatsApp on too.
    await env.DB.prepare('UPDATE users SET whatsapp_opt_in_at = ?, phone = ? WHERE id = ?')
      .bind('2026-01-01T00:00:00.000Z', order.shippingInfo.phone, customer.id)
      .run()
    const stop = textMessage(waId, 'wamid.stop1', ' توقف ')
    expect((await webhook(stop)).status).toBe(200)
    expect(await one('SELECT whatsapp_opt_in_at AS at FROM orders WHERE id = ?', order.id)).toEqual(
      { at: null },
    )
    expect(
      await one('SELECT whatsapp_opt_in_at AS at FROM users WHERE id = ?', customer.id),
    ).toEqual({ at: null })

    // The customer opts in again; Meta delivering the old stop again must not end it.
    await env.DB.prepare('UPDATE orders SET whatsapp_opt_in_at = ? WHERE id = ?')
      .bind('2026-01-02T00:00:00.000Z', order.id)
      .run()
    expect((await webhook(stop)).status).toBe(200)
    expect(await one('SELECT whatsapp_opt_in_at AS at FROM orders WHERE id = ?', order.id)).toEqual(
      {
        at: '2026-01-02T00:00:00.000Z',
      },
    )
  })

  it('records the statuses of a sent message, a failure with its code', async () => {
    const { order, waId } = await placeCod()
    const [message] = (
      await env.DB.prepare('SELECT id, outbox_id FROM whatsapp_messages WHERE order_id = ?')
        .bind(order.id)
        .all<{ id: string; outbox_id: number }>()
    ).results
    await webhook(statusUpdate(message!.id, waId, 'delivered'))
    await webhook(statusUpdate(message!.id, waId, 'read'))
    expect(
      await one('SELECT status, error_code FROM whatsapp_messages WHERE id = ?', message!.id),
    ).toEqual({ status: 'read', error_code: null })
    await webhook(statusUpdate(message!.id, waId, 'failed', ERRORS.templateParams))
    expect(
      await one('SELECT status, error_code FROM whatsapp_messages WHERE id = ?', message!.id),
    ).toEqual({ status: 'failed', error_code: 132000 })
    expect(await one('SELECT last_error FROM outbox WHERE id = ?', message!.outbox_id)).toEqual({
      last_error: `WhatsApp 132000: ${ERRORS.templateParams[1]}`,
    })
  })
})

describe('the WhatsApp channel of the outbox', () => {
  it('writes updates only for orders whose customer opted in, in the order’s language', async () => {
    const { order } = await placeCod({ optIn: false })
    expect(await outboxOf(order.id, 'whatsapp-order')).toEqual([])
    const admin = await makeUser('admin')
    await callApi('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      settings: SETTINGS,
      body: { status: 'confirmed' },
    })
    expect(await outboxOf(order.id, 'whatsapp-order')).toEqual([])
    expect(sends()).toEqual([])

    const opted = await placeCod({ language: 'ar' })
    for (const status of ['confirmed', 'shipped', 'out_for_delivery', 'delivered'])
      await callApi('PUT', `/orders/${opted.order.id}`, {
        cookie: admin.cookie,
        settings: SETTINGS,
        body: { status },
      })
    const rows = await outboxOf(opted.order.id, 'whatsapp-order')
    expect(rows.map((r) => [JSON.parse(r.payload).message, r.status])).toEqual([
      ['receivedCod', 'sent'],
      ['confirmed', 'sent'],
      ['shipped', 'sent'],
      ['outForDelivery', 'sent'],
      ['delivered', 'sent'],
    ])
    const names = sends().map((s) => [s.template.name, s.template.language.code, s.to])
    expect(names).toEqual(
      [
        'order_received_cod',
        'order_confirmed',
        'order_shipped',
        'order_out_for_delivery',
        'order_delivered',
      ].map((name) => [name, 'ar', opted.waId]),
    )
    // The shipped update names the tracking number and links the tracking page.
    const shipped = sends()[2].template.components[0].parameters.map(
      (p: { text: string }) => p.text,
    )
    // In the message's language, whatever the phone's (first-view.ts, first-screen-preloads.ts).
    expect(shipped[2]).toBe(`http://shop.test/track/${opted.order.trackingToken}?lang=ar`)
    expect(shipped[1]).toMatch(/\S/)
  })

  it('falls back to SMS once when the customer is not on WhatsApp (131026)', async () => {
    planned = [fail(400, ERRORS.undeliverable)]
    const log = captureConsole('log')
    const { order, waId } = await placeCod()
    const logged = log.text()
    log.restore()
    const [whatsapp] = await outboxOf(order.id, 'whatsapp-order')
    expect(whatsapp).toMatchObject({ status: 'skipped', attempts: 1 })
    const sms = await outboxOf(order.id, 'whatsapp-sms')
    expect(sms).toMatchObject([{ channel: 'sms', status: 'sent' }])
    expect(logged).toContain(`[sms:mock] to +${waId}`)
    // The same failure reported again by its status changes nothing.
    await env.DB.prepare(
      'INSERT INTO whatsapp_messages (id, outbox_id, order_id, updated_at) VALUES (?, ?, ?, ?)',
    )
      .bind('wamid.late', whatsapp!.id, order.id, new Date().toISOString())
      .run()
    await webhook(statusUpdate('wamid.late', waId, 'failed', ERRORS.undeliverable))
    expect(await outboxOf(order.id, 'whatsapp-sms')).toHaveLength(1)
  })

  it('waits and tries again on a rate-limit code (130429)', async () => {
    const { order } = await placeCod({ optIn: true })
    // Sent at placing; a second update meets the limit.
    planned = [fail(429, ERRORS.rateLimit)]
    const admin = await makeUser('admin')
    await callApi('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      settings: SETTINGS,
      body: { status: 'confirmed' },
      deliver: false,
    })
    const [, confirmed] = await outboxOf(order.id, 'whatsapp-order')
    const db = createDb(env.DB)
    const batch = batchOf(QUEUE, [confirmed!.id])
    const quiet = captureConsole('error')
    await deliverBatch(batch, {
      db,
      config: readConfig({ ...env, ...SETTINGS }),
      queue: recordingQueue(),
      deadLetters: recordingQueue(),
      now: () => new Date(),
    })
    quiet.restore()
    const result = await getQueueResult(batch, createExecutionContext())
    expect(result.retryMessages).toHaveLength(1)
    expect(result.explicitAcks).toEqual([])
    expect(await one('SELECT status, last_error FROM outbox WHERE id = ?', confirmed!.id)).toEqual({
      status: 'pending',
      last_error: `WhatsApp 130429: (#130429) ${ERRORS.rateLimit[1]}`,
    })
    // The next attempt goes through.
    await deliverOutbox(SETTINGS)
    expect(await one('SELECT status, attempts FROM outbox WHERE id = ?', confirmed!.id)).toEqual({
      status: 'sent',
      attempts: 2,
    })
  })

  it('puts a template error on the dead-letter list with its code (132001)', async () => {
    planned = [fail(404, ERRORS.templateMissing)]
    const quiet = captureConsole('error')
    const { order } = await placeCod()
    quiet.restore()
    const [row] = await outboxOf(order.id, 'whatsapp-order')
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row!.last_error).toContain('WhatsApp 132001')
    expect(await outboxOf(order.id, 'whatsapp-sms')).toEqual([])
  })
})

describe('an order placed for online payment', () => {
  const FIB = 'https://fib.test'
  const fib = createFibFake({
    base: FIB,
    // FIB's callback goes straight into the worker, with WhatsApp set up.
    deliver: async (url, body) => {
      await callApi('POST', new URL(url).pathname.replace(/^\/api/, ''), {
        body,
        settings: paid,
      })
    },
  })
  const paid = { ...SETTINGS, FIB_API_URL: FIB, ...fib.credentials }
  beforeEach(() => {
    // One fake for both services: a second spy on fetch would replace the first.
    graph.restore()
    fib.reset()
    graph = fakeService('https://', async (request) => {
      if (request.url.startsWith(FIB)) return fib.fetch(request)
      const body = await request.json<{ to: string }>()
      return planned.shift() ?? Response.json(sentAnswer(body.to, `wamid.test${++sent}`))
    })
  })

  async function placeFib(optIn: boolean) {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const placed = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      settings: paid,
      body: { ...orderBody([{ id: product.id, quantity: 1 }], 'fib'), whatsappOptIn: optIn },
    })
    expect(placed.status, placed.body.error).toBe(201)
    const order = placed.body.data
    // Not paid yet: nothing goes to the customer.
    expect(await outboxOf(order.id, 'whatsapp-order')).toEqual([])
    return order
  }

  async function payWithFib(optIn: boolean) {
    const order = await placeFib(optIn)
    const payment = [...fib.payments.values()].find((p) =>
      p.description.endsWith(order.id.slice(-6)),
    )
    await fib.pay(payment!.paymentId)
    expect(await one('SELECT status FROM orders WHERE id = ?', order.id)).toEqual({
      status: 'confirmed',
    })
    return order
  }

  const graphSends = () =>
    graph.calls.filter((c) => c.url.startsWith(GRAPH)).map((c) => JSON.parse(c.body))

  it('tells a customer who opted in that it was received, once paid, without buttons', async () => {
    const order = await payWithFib(true)
    const rows = await outboxOf(order.id, 'whatsapp-order')
    expect(rows.map((r) => [JSON.parse(r.payload).message, r.status])).toEqual([
      ['received', 'sent'],
    ])
    const [message] = graphSends()
    expect(message.template.name).toBe('order_received')
    // The body alone: no Confirm and Cancel buttons for an order that is paid.
    expect(message.template.components.map((c: { type: string }) => c.type)).toEqual(['body'])
    expect(message.template.components[0].parameters[0].text).toBe(order.id.slice(-6))
  })

  it('gives an unpaid order switched to cash on delivery the Confirm and Cancel buttons', async () => {
    const order = await placeFib(true)
    const switched = await callApi('POST', `/track/${order.trackingToken}/payment/cod`, {
      settings: paid,
    })
    expect(switched.body.data.order).toMatchObject({ status: 'pending', paymentMethod: 'cod' })
    const [message] = graphSends()
    expect(message.template.name).toBe('order_received_cod')
    expect(message.template.components.map((c: { type: string }) => c.type)).toEqual([
      'body',
      'button',
      'button',
    ])
  })

  it('sends nothing on WhatsApp for a customer who did not opt in', async () => {
    const order = await payWithFib(false)
    expect(await outboxOf(order.id, 'whatsapp-order')).toEqual([])
    expect(graphSends()).toEqual([])
  })
})

describe('WhatsApp in the shop settings', () => {
  it('tells the storefront whether WhatsApp is set up, so checkout offers it only then', async () => {
    const off = await callApi('GET', '/settings')
    expect(off.body.data.whatsapp.configured).toBe(false)
    const on = await callApi('GET', '/settings', { settings: SETTINGS })
    expect(on.body.data.whatsapp).toEqual({ ...DEFAULT_WHATSAPP_SETTINGS, configured: true })
  })

  it('lets an admin rename the templates and their languages, which the next message uses', async () => {
    const admin = await makeUser('admin')
    const original = (await callApi('GET', '/settings', { settings: SETTINGS })).body.data
    const put = (body: unknown) =>
      callApi('PUT', '/settings', { cookie: admin.cookie, settings: SETTINGS, body })
    try {
      const whatsapp = {
        templates: { ...DEFAULT_WHATSAPP_SETTINGS.templates, receivedCod: 'shop_cod_received_v2' },
        languages: { en: 'en_US', ar: 'ar' },
      }
      // The answer as read is sent back with the change: `configured` is not kept.
      const saved = await put({ ...original, whatsapp: { ...original.whatsapp, ...whatsapp } })
      expect(saved.status, saved.body.error).toBe(200)
      expect(saved.body.data.whatsapp).toEqual({ ...whatsapp, configured: true })
      const stored = await one<{ value: string }>(`SELECT value FROM settings WHERE key = 'shop'`)
      expect(JSON.parse(stored!.value).whatsapp).toEqual(whatsapp)

      await placeCod({ language: 'en' })
      const [message] = sends()
      expect(message.template.name).toBe('shop_cod_received_v2')
      expect(message.template.language.code).toBe('en_US')

      // Names and codes WhatsApp would refuse are refused, each with its own code.
      const badName = await put({
        ...original,
        whatsapp: { ...whatsapp, templates: { ...whatsapp.templates, shipped: 'Order Shipped!' } },
      })
      expect(badName.status).toBe(400)
      expect(badName.body.code).toBe('WHATSAPP_TEMPLATE_INVALID')
      const badLanguage = await put({
        ...original,
        whatsapp: { ...whatsapp, languages: { en: 'english', ar: 'ar' } },
      })
      expect(badLanguage.status).toBe(400)
      expect(badLanguage.body.code).toBe('WHATSAPP_LANGUAGE_INVALID')
    } finally {
      await put(original)
    }
  })
})

describe('WhatsApp’s error codes and stop words', () => {
  it('reads each documented code as SMS, retry (30 s, doubling) or dead letter', () => {
    expect([131026, 131047].map(whatsappErrorAction)).toEqual(['sms', 'sms'])
    expect([130429, 131056].map(whatsappErrorAction)).toEqual(['retry', 'retry'])
    expect([132000, 132001, 132012, 132015].map(whatsappErrorAction)).toEqual([
      'dead',
      'dead',
      'dead',
      'dead',
    ])
    expect([1, 2, 3].map((attempts) => retryDelaySeconds('whatsapp', attempts))).toEqual([
      30, 60, 120,
    ])
  })

  it('takes STOP, توقف and إيقاف as stop replies, and nothing longer', () => {
    expect(['STOP', ' stop. ', 'توقف', 'إيقاف'].every(isStopReply)).toBe(true)
    expect(['stop sending me the bill', 'Confirm'].some(isStopReply)).toBe(false)
  })
})
