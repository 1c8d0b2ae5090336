// Notifications: a new order reaches the admin chats as Markdown without link previews, a
// support-form message reaches the support chat, and a Telegram outage or a slow Telegram never
// fails or holds up the order or the form.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../../worker/app'
import {
  api,
  makeProduct,
  makeUser,
  ORIGIN,
  orderBody,
  placeOrder,
  stockOf,
  validShipping,
} from '../helpers'
import { callApi } from '../outbound'
import { ADMIN_CHAT, SECOND_ADMIN_CHAT, SUPPORT_CHAT, telegram } from './fake-telegram'
import { messageTo, SETTLING } from './updates'

beforeEach(() => telegram.reset())

/** Intl writes a no-break space between the currency and the amount. */
const IQD = 'IQD\u00a0'
const BAGHDAD_DATE = /^\*Date:\* \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Baghdad\)$/m

describe('the new-order notification', () => {
  it('sends every admin chat the order in Markdown, link previews off', async () => {
    const customer = await makeUser()
    const product = await makeProduct({
      name: 'Brake Pads Pro',
      price: 25000,
      stock: 10,
      sizes: ['M'],
    })
    const order = (await placeOrder(customer, [{ id: product.id, quantity: 2, selectedSize: 'M' }]))
      .body.data

    const message = await messageTo(ADMIN_CHAT, (text) => text.includes(order.id))
    expect(message.parse_mode).toBe('Markdown')
    expect(message.link_preview_options).toEqual({ is_disabled: true })
    expect(message.text.replace(BAGHDAD_DATE, '*Date:* <date>')).toBe(
      [
        '🛒 *New order received!*',
        '',
        `*Order:* ${order.id}`,
        '*Status:* Pending',
        '*Date:* <date>',
        '',
        '*Customer:* Ali Hassan',
        '*Email:* ali@example.iq',
        `*Phone:* ${order.shippingInfo.phone}`,
        '*Address:* Arasat al-Hindiya, Street 52, House 14, Karrada, Baghdad — landmark: Near Kahramana Square',
        '',
        '*Items:*',
        `• Brake Pads Pro (size M) × 2 — ${IQD}50,000`,
        '',
        `*Subtotal:* ${IQD}50,000`,
        `*Shipping:* ${IQD}5,000`,
        `*Tax:* ${IQD}4,000`,
        `*Payment fee:* ${IQD}1,000`,
        `*Total:* ${IQD}60,000`,
        '*Payment:* Cash on Delivery',
      ].join('\n'),
    )
    await messageTo(SECOND_ADMIN_CHAT, (text) => text.includes(order.id))
    expect(telegram.sent(SUPPORT_CHAT)).toEqual([])
  })

  it('writes a free delivery as Free, as the customer saw it, not as 0 IQD', async () => {
    const customer = await makeUser()
    // Above the opening free-delivery threshold of 150,000 IQD.
    const product = await makeProduct({ name: 'Full-face Helmet', price: 160000, stock: 3 })
    const order = (await placeOrder(customer, [{ id: product.id, quantity: 1 }])).body.data
    expect(order.totals.shipping).toBe(0)

    const message = await messageTo(ADMIN_CHAT, (text) => text.includes(order.id))
    expect(message.text).toContain('\n*Shipping:* Free\n')
  })

  it('escapes Markdown characters in what the customer typed', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ name: 'Chain *Gold* [520]' })
    const result = await api('POST', '/orders', {
      cookie: customer.cookie,
      body: {
        ...orderBody([{ id: product.id, quantity: 1 }], 'cod'),
        shippingInfo: { ...validShipping, firstName: 'Ali_Baba' },
      },
    })
    const message = await messageTo(ADMIN_CHAT, (text) => text.includes(result.body.data.id))
    expect(message.text).toContain('*Customer:* Ali\\_Baba Hassan')
    expect(message.text).toContain('• Chain \\*Gold\\* \\[520] × 1')
    expect(message.text).toContain('*Status:* Pending')
    expect(message.text).toContain('*Payment:* Cash on Delivery')
  })

  it('does not notify again when a retried order returns the first one', async () => {
    const customer = await makeUser()
    const product = await makeProduct()
    const body = orderBody([{ id: product.id, quantity: 1 }])
    const first = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body,
      headers: { 'Idempotency-Key': 'retry-key-123' },
    })
    await messageTo(ADMIN_CHAT, (text) => text.includes(first.body.data.id))
    // callApi returns once the call's background work (waitUntil) has finished, so a second
    // notification would already be there.
    const again = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body,
      headers: { 'Idempotency-Key': 'retry-key-123' },
    })
    expect(again.status).toBe(200)
    expect(telegram.textsTo(ADMIN_CHAT).filter((t) => t.includes(first.body.data.id))).toHaveLength(
      1,
    )
  })

  it.each([
    ['unreachable', 'network' as const],
    ['answering errors', { status: 502, description: 'Bad Gateway' }],
  ])(
    'places the order while Telegram is %s, and sends its message once it answers',
    async (_name, failure) => {
      telegram.fail('sendMessage', failure, 2)
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      const customer = await makeUser()
      const product = await makeProduct({ stock: 4 })
      const result = await placeOrder(customer, [{ id: product.id, quantity: 3 }])
      expect(result.status).toBe(201)
      expect(await stockOf(product.id)).toBe(1)
      const stored = await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
        .bind(result.body.data.id)
        .first()
      expect(stored).toEqual({ status: 'pending' })
      // The queue tries it again after its backoff (5 s), and the failure was logged.
      const id = result.body.data.id as string
      await messageTo(ADMIN_CHAT, (text) => text.includes(id))
      await messageTo(SECOND_ADMIN_CHAT, (text) => text.includes(id))
      expect(logged.mock.calls.some((c) => String(c[0]).includes('failed, again in 5 s'))).toBe(
        true,
      )
      const rows = await env.DB.prepare(
        "SELECT status FROM outbox WHERE ref = ? AND kind = 'order-new'",
      )
        .bind(`order:${id}`)
        .all()
      await vi.waitFor(
        async () =>
          expect(
            (
              await env.DB.prepare(
                "SELECT count(*) AS n FROM outbox WHERE ref = ? AND kind = 'order-new' AND status = 'sent'",
              )
                .bind(`order:${id}`)
                .first()
            )?.n,
          ).toBe(2),
        SETTLING,
      )
      expect(rows.results).toHaveLength(2)
      logged.mockRestore()
    },
  )

  it('answers the order before a slow Telegram has answered', async () => {
    const release = telegram.hold('sendMessage')
    const customer = await makeUser()
    const product = await makeProduct()
    const result = await placeOrder(customer, [{ id: product.id, quantity: 1 }])
    // Answered while Telegram still holds the notification (awaiting it would never answer).
    expect(result.status).toBe(201)
    await messageTo(ADMIN_CHAT, (text) => text.includes(result.body.data.id))
    release()
  })

  it('sends nothing when no bot token is configured', async () => {
    const customer = await makeUser()
    const product = await makeProduct()
    const ctx = createExecutionContext()
    const response = await app.fetch(
      new Request(`${ORIGIN}/api/orders`, {
        method: 'POST',
        headers: { Origin: ORIGIN, Cookie: customer.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(orderBody([{ id: product.id, quantity: 1 }])),
      }),
      { ...env, TELEGRAM_BOT_TOKEN: '' },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(201)
    expect(telegram.calls).toEqual([])
  })
})

describe('the support-form notification', () => {
  const form = {
    name: 'Hussein_Ali',
    email: 'hussein@example.iq',
    subject: 'order-support',
    message: 'Where is my *order*?',
    orderNumber: 'ORD123',
  }

  it('forwards the stored message to the support chat in Markdown', async () => {
    const result = await api('POST', '/support', { body: form })
    expect(result.status).toBe(201)
    const message = await messageTo(SUPPORT_CHAT, (text) => text.includes('hussein@example.iq'))
    expect(message.parse_mode).toBe('Markdown')
    expect(message.link_preview_options).toEqual({ is_disabled: true })
    expect(message.text.replace(BAGHDAD_DATE, '*Date:* <date>')).toBe(
      [
        '📩 *New support message*',
        '',
        '*From:* Hussein\\_Ali (hussein@example.iq)',
        '*Subject:* order-support',
        '*Order:* ORD123',
        '*Date:* <date>',
        '',
        'Where is my \\*order\\*?',
      ].join('\n'),
    )
  })

  it('keeps the message when Telegram fails, and forwards it once Telegram answers', async () => {
    telegram.fail('sendMessage', 'network', 1)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await api('POST', '/support', { body: { ...form, message: 'Telegram is down' } })
    expect(result.status).toBe(201)
    const row = await env.DB.prepare('SELECT message FROM support_messages WHERE id = ?')
      .bind(result.body.data.id)
      .first()
    expect(row).toEqual({ message: 'Telegram is down' })
    await messageTo(SUPPORT_CHAT, (text) => text.includes('Telegram is down'))
    expect(logged.mock.calls.some((c) => String(c[0]).includes('failed, again in'))).toBe(true)
    logged.mockRestore()
  })
})
