// Nothing lost on the way out: every message is an outbox row written with its change, carried by
// the DELIVERIES queue (driven here on a simulated clock through the worker's own consumer, with
// the pool's createMessageBatch / getQueueResult), delivered once or shown failed.
import { env } from 'cloudflare:workers'
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index'
import { fitOrderMessage } from '../../worker/telegram/format'
import { runDeliveriesSweep } from '../../worker/cron/deliveries-sweep'
import { insertOrder } from '../../worker/db/queries/order-placement'
import { readOrder } from '../../worker/db/queries/order-reads'
import { outboxInsert, type OutboxItem } from '../../worker/db/queries/outbox'
import { dinars, ZERO_DINARS } from '../../worker/domain/money'
import { orderCodec } from '../../worker/db/codecs/order'
import { estimatedDelivery } from '../../worker/domain/order-status'
import { readConfig } from '../../worker/env'
import { insertSupportMessage } from '../../worker/db/queries/support'
import { type DeliveryMessage, messageFor } from '../../worker/services/deliveries/forward'
import { newOrderMessages } from '../../worker/services/deliveries/notices'
import { newOrderId } from '../../worker/services/place-order'
import { ADMIN_CHAT, SECOND_ADMIN_CHAT, SUPPORT_CHAT, telegram } from './bot/fake-telegram'
import { batchOf, deliverOutbox, QUEUE, recordingQueue, runQueue } from './deliveries'
import { api, db, makeProduct, makeUser, orderBody, type TestUser } from './helpers'
import { stopShopClock } from './clock'
import { callApi, captureConsole, fakeService } from './outbound'

beforeEach(async () => {
  telegram.reset()
  // Each test drives the queue itself: what earlier tests left behind is not its business.
  await env.DB.prepare('DELETE FROM outbox').run()
})
afterEach(() => vi.restoreAllMocks())

interface Row {
  id: number
  channel: string
  kind: string
  lane: string | null
  status: string
  attempts: number
  error: string | null
}

const rows = async (where = '1 = 1', ...args: unknown[]) =>
  (
    await env.DB.prepare(
      `SELECT id, channel, kind, lane, status, attempts, last_error AS error FROM outbox WHERE ${where} ORDER BY id`,
    )
      .bind(...args)
      .all<Row>()
  ).results

/** An order placed through the API whose messages are left in the outbox, as forwarded. */
async function orderLeftInOutbox(customer: TestUser, settings?: Record<string, string>) {
  const product = await makeProduct({ stock: 50 })
  const result = await callApi('POST', '/orders', {
    cookie: customer.cookie,
    body: orderBody([{ id: product.id, quantity: 1 }]),
    settings,
    deliver: false,
  })
  expect(result.status, result.body.error).toBe(201)
  return result.body.data as { id: string }
}

/** The new-order messages Telegram accepted in a chat, as the order ids they name, oldest first. */
const ordersShownIn = (chat: number, ids: string[]) =>
  telegram.succeeded
    .filter((c) => c.method === 'sendMessage' && c.params.chat_id === chat)
    .map((c) => ids.find((id) => String(c.params.text).includes(id)))
    .filter(Boolean)

const quiet = () => captureConsole('error')

/** Writes rows to the outbox as a change would, and marks them handed to the queue. */
async function writeOutbox(items: OutboxItem[]) {
  const [first, ...rest] = outboxInsert(db(), items, new Date())
  if (first) await db().batch([first, ...rest])
  await env.DB.prepare('UPDATE outbox SET forwarded_at = ? WHERE forwarded_at IS NULL')
    .bind(new Date().toISOString())
    .run()
}

describe('a Telegram outage', () => {
  it('delivers every message exactly once, in order per chat, after ten minutes of 500s', async () => {
    quiet()
    telegram.fail('sendMessage', { status: 500, description: 'Internal Server Error' })
    const customer = await makeUser()
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await orderLeftInOutbox(customer)).id)
    const support = await callApi('POST', '/support', {
      body: {
        name: 'Hussein',
        email: 'hussein@example.iq',
        subject: 'order-support',
        message: 'Where is my order?',
      },
      deliver: false,
    })
    expect(support.status).toBe(201)

    const start = Date.now()
    let recoveredAt = 0
    const run = await runQueue({
      start,
      tick: (clock) => {
        if (!recoveredAt && clock >= start + 10 * 60_000) {
          recoveredAt = clock
          telegram.recover('sendMessage')
        }
      },
    })
    expect(recoveredAt).toBeGreaterThan(0)
    expect(run.dead).toEqual([])
    // Each chat got each order once, in the order they were placed.
    expect(ordersShownIn(ADMIN_CHAT, ids)).toEqual(ids)
    expect(ordersShownIn(SECOND_ADMIN_CHAT, ids)).toEqual(ids)
    const supportSent = telegram.succeeded.filter((c) => c.params.chat_id === SUPPORT_CHAT)
    expect(supportSent).toHaveLength(1)
    expect(await rows("status <> 'sent'")).toEqual([])
    // The first message of each chat was tried through the outage; none was sent before its end.
    const firsts = await rows("kind = 'order-new' AND ref = ?", `order:${ids[0]}`)
    for (const first of firsts) expect(first.attempts).toBeGreaterThanOrEqual(7)
    const sentAt = await env.DB.prepare(
      "SELECT min(sent_at) AS first FROM outbox WHERE channel = 'telegram'",
    ).first<{ first: string }>()
    expect(Date.parse(sentAt!.first)).toBeGreaterThanOrEqual(start + 10 * 60_000)
    // A chat's messages went at least a second apart (Telegram's pace).
    const times = (
      await env.DB.prepare(
        "SELECT sent_at FROM outbox WHERE lane = 'telegram:1001' ORDER BY sent_at",
      ).all<{ sent_at: string }>()
    ).results.map((r) => Date.parse(r.sent_at))
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000)
  })

  it('waits out a 429 for the retry_after Telegram asks', async () => {
    quiet()
    telegram.fail(
      'sendMessage',
      {
        status: 429,
        description: 'Too Many Requests: retry after 42',
        parameters: { retry_after: 42 },
      },
      1,
    )
    const order = await orderLeftInOutbox(await makeUser())
    const start = Date.now()
    const run = await runQueue({ start })
    const [limited] = await rows("kind = 'order-new' AND attempts = 2")
    expect(limited).toMatchObject({ status: 'sent', error: null })
    const tries = run.deliveries.filter((d) => d.id === limited!.id).map((d) => d.at - start)
    expect(tries).toEqual([0, 42_000])
    expect(ordersShownIn(ADMIN_CHAT, [order.id])).toEqual([order.id])
    expect(ordersShownIn(SECOND_ADMIN_CHAT, [order.id])).toEqual([order.id])
  })
})

describe('Markdown', () => {
  it('sends a message Telegram cannot parse again as plain text, once', async () => {
    telegram.fail(
      'sendMessage',
      { status: 400, description: "Bad Request: can't parse entities: can't find end of entity" },
      1,
    )
    const order = await orderLeftInOutbox(await makeUser())
    await runQueue({ start: Date.now() })
    const shown = telegram.succeeded.filter(
      (c) => c.method === 'sendMessage' && String(c.params.text).includes(order.id),
    )
    expect(shown).toHaveLength(2)
    const plain = shown.find((c) => c.params.parse_mode === undefined)
    expect(plain!.params.text).toContain('New order received!')
    expect(plain!.params.text).not.toContain('*')
    expect(await rows("status <> 'sent'")).toEqual([])
  })
})

describe('an e-mail provider failure', () => {
  const resend = {
    EMAIL_PROVIDER: 'resend',
    EMAIL_API_URL: 'https://mail.fake',
    EMAIL_API_KEY: 're_test',
    TELEGRAM_BOT_TOKEN: '',
  }

  it('dead-letters the e-mail after three failures, shows it in the dashboard, and Send again delivers it', async () => {
    quiet()
    const down = fakeService('https://mail.fake', () =>
      Response.json({ message: 'Service Unavailable' }, { status: 503 }),
    )
    const admin = await makeUser('admin')
    const order = await orderLeftInOutbox(await makeUser(), resend)
    const [email] = await rows("channel = 'email'")
    const run = await runQueue({ start: Date.now(), settings: resend })
    expect(run.dead).toEqual([email!.id])
    expect(down.calls).toHaveLength(3)
    for (const call of down.calls)
      expect(call.headers.get('Idempotency-Key')).toBe(`delivery-${email!.id}`)
    expect(await rows('id = ?', email!.id)).toEqual([
      {
        ...email,
        status: 'failed',
        attempts: 3,
        error: 'e-mail provider answered 503: Service Unavailable',
      },
    ])

    const panel = await api('GET', '/admin/deliveries', { cookie: admin.cookie })
    expect(panel.status).toBe(200)
    expect(panel.body.data.failed).toEqual([
      expect.objectContaining({
        id: email!.id,
        channel: 'email',
        kind: 'order-confirmation',
        ref: `order:${order.id}`,
        error: 'e-mail provider answered 503: Service Unavailable',
        attempts: 3,
      }),
    ])
    expect(panel.body.data.today).toContainEqual({
      channel: 'email',
      sent: 0,
      waiting: 0,
      failed: 1,
    })

    down.restore()
    const up = fakeService('https://mail.fake', () => Response.json({ id: 'sent-1' }))
    const again = await callApi('POST', `/admin/deliveries/${email!.id}/retry`, {
      cookie: admin.cookie,
      settings: resend,
    })
    expect(again.status).toBe(200)
    expect(up.calls).toHaveLength(1)
    expect(JSON.parse(up.calls[0]!.body).subject).toContain(order.id.slice(-6))
    expect((await rows('id = ?', email!.id))[0]).toMatchObject({ status: 'sent', attempts: 1 })
    const twice = await callApi('POST', `/admin/deliveries/${email!.id}/retry`, {
      cookie: admin.cookie,
      settings: resend,
    })
    expect(twice.status).toBe(409)
    expect(twice.body.code).toBe('DELIVERY_NOT_FAILED')
  })

  it('loses nothing when the consumer crashes between sending and marking, and repeats only that message', async () => {
    quiet()
    const sent = fakeService('https://mail.fake', () => Response.json({ id: 'ok' }))
    const product = await makeProduct({ stock: 0 })
    await writeOutbox(
      ['a', 'b', 'c'].map((who) => ({
        channel: 'email' as const,
        kind: 'back-in-stock' as const,
        payload: { productId: product.id, email: `${who}@example.iq`, language: 'en' },
      })),
    )
    const [first] = await rows()
    let crashes = 0
    await runQueue({
      start: Date.now(),
      settings: resend,
      crash: (id) => id === first!.id && crashes++ === 0,
    })
    expect(crashes).toBe(2)
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent', 'sent'])
    const keys = sent.calls.map((c) => c.headers.get('Idempotency-Key'))
    const ids = (await rows()).map((r) => `delivery-${r.id}`)
    // The crashed one went twice (with the same idempotency key, so Resend keeps one); the
    // others once.
    expect(keys.sort()).toEqual([ids[0], ids[0], ids[1], ids[2]].sort())
  })
})

describe('idempotency', () => {
  it('does not send again a message the queue delivers twice after it was marked sent', async () => {
    const order = await orderLeftInOutbox(await makeUser())
    await deliverOutbox()
    const [message] = await rows("kind = 'order-new' AND lane = ?", `telegram:${ADMIN_CHAT}`)
    expect(message!.status).toBe('sent')
    expect(ordersShownIn(ADMIN_CHAT, [order.id])).toEqual([order.id])
    telegram.reset()

    const batch = batchOf(QUEUE, [message!.id], 2)
    const ctx = createExecutionContext()
    await worker.queue(batch, env)
    const result = await getQueueResult(batch, ctx)
    expect(result.explicitAcks).toEqual([batch.messages[0]!.id])
    expect(result.retryMessages).toEqual([])
    expect(telegram.calls).toEqual([])
  })
})

describe('a message without a lane', () => {
  it('is claimed without being read first: four round trips to send an order confirmation', async () => {
    const order = await orderLeftInOutbox(await makeUser())
    const [email] = await rows("channel = 'email' AND kind = 'order-confirmation'")
    expect(email!.lane).toBeNull()
    // Every call that goes to D1: a batch, or one statement run on its own.
    const statement = Object.getPrototypeOf(env.DB.prepare('SELECT 1')) as D1PreparedStatement
    const trips = [
      vi.spyOn(env.DB, 'batch'),
      ...(['all', 'raw', 'first', 'run'] as const).map((run) => vi.spyOn(statement, run)),
    ]
    const count = () => trips.reduce((n, spy) => n + spy.mock.calls.length, 0)
    const deliver = async (attempts: number) => {
      const batch = createMessageBatch<DeliveryMessage>(QUEUE, [
        {
          id: `laneless-${String(attempts)}`,
          timestamp: new Date(),
          attempts,
          body: messageFor(email!),
        },
      ])
      const ctx = createExecutionContext()
      await worker.queue(batch, env)
      return getQueueResult(batch, ctx)
    }
    const first = await deliver(1)
    expect(first.explicitAcks).toHaveLength(1)
    // The claim, the order with its address and the shop's name, the e-mail written, the mark.
    expect(count()).toBe(4)
    expect((await rows('id = ?', email!.id))[0]).toMatchObject({ status: 'sent', attempts: 1 })
    const sent = await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE subject LIKE ?')
      .bind(`%${order.id.slice(-6)}%`)
      .first<{ n: number }>()
    expect(sent!.n).toBe(1)

    // The queue delivering it again: the claim fails, the read tells why, nothing is sent twice.
    const again = await deliver(2)
    expect(again.explicitAcks).toHaveLength(1)
    expect(again.retryMessages).toEqual([])
    expect((await rows('id = ?', email!.id))[0]).toMatchObject({ status: 'sent', attempts: 1 })
  })
})

describe('the password-reset e-mail', () => {
  it('goes through the outbox, and its link is wiped from the row once sent', async () => {
    const user = await makeUser()
    const asked = await callApi('POST', '/auth/forgot-password', { body: { email: user.email } })
    expect(asked.status).toBe(200)
    const [row] = await rows("kind = 'password-reset'")
    expect(row).toMatchObject({ channel: 'email', status: 'sent' })
    const stored = await env.DB.prepare('SELECT payload FROM outbox WHERE id = ?')
      .bind(row!.id)
      .first<{ payload: string }>()
    expect(stored!.payload).toBe('{}')
    const mail = await env.DB.prepare(
      "SELECT text FROM email_outbox WHERE kind = 'password-reset' AND `to` = ?",
    )
      .bind(user.email)
      .first<{ text: string }>()
    expect(mail!.text).toContain('/reset-password?token=')
  })
})

describe('back in stock', () => {
  it('sends 500 e-mails when 500 subscribers wait for a restocked product', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct({ name: 'Chain Lube', stock: 0 })
    const stamp = new Date().toISOString()
    const insert = env.DB.prepare(
      'INSERT INTO stock_alerts (product_id, email, mailbox, language, created_at, confirmed_at) VALUES (?1, ?2, ?2, ?3, ?4, ?4)',
    )
    await env.DB.batch(
      Array.from({ length: 500 }, (_, i) =>
        insert.bind(product.id, `rider${i}@example.iq`, i % 2 ? 'ar' : 'en', stamp),
      ),
    )
    const restock = await callApi('PUT', `/products/${product.id}`, {
      cookie: admin.cookie,
      body: { stock: 5 },
    })
    expect(restock.status).toBe(200)
    const mails = await env.DB.prepare(
      "SELECT count(*) AS n, count(DISTINCT `to`) AS people FROM email_outbox WHERE kind = 'back-in-stock' AND text LIKE ?",
    )
      .bind(`%/product/${product.id}%`)
      .first<{ n: number; people: number }>()
    expect(mails).toEqual({ n: 500, people: 500 })
    const left = await env.DB.prepare('SELECT count(*) AS n FROM stock_alerts').first<{
      n: number
    }>()
    expect(left!.n).toBe(0)
    expect(await rows("kind = 'back-in-stock' AND status <> 'sent'")).toEqual([])
  }, 120_000)
})

describe('the five-minute sweep', () => {
  const sweep = (queue: ReturnType<typeof recordingQueue>, at: Date) =>
    runDeliveriesSweep({ ...env, DELIVERIES: queue as unknown as Queue }, at.getTime())

  it('forwards what no request forwarded, and what was lost in the queue for an hour', async () => {
    const now = Date.now()
    const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
    await env.DB.prepare(
      `INSERT INTO outbox (channel, kind, payload, status, created_at, forwarded_at) VALUES
        ('email', 'order-confirmation', '{}', 'pending', ?1, NULL),
        ('email', 'order-confirmation', '{}', 'pending', ?2, ?2),
        ('email', 'order-confirmation', '{}', 'pending', ?3, ?3),
        ('email', 'order-confirmation', '{}', 'sent', ?3, ?3)`,
    )
      .bind(ago(1), ago(5), ago(90))
      .run()
    const ids = (await rows()).map((r) => r.id)
    const queue = recordingQueue()
    await sweep(queue, new Date(now))
    // The one never forwarded and the one lost 90 minutes ago; not the one still in its retries.
    expect(queue.sent.map((m) => m.id)).toEqual([ids[0], ids[2]])
  })

  it('warns the admin chats once of messages failed for a day', async () => {
    const now = Date.now()
    const ago = (hours: number) => new Date(now - hours * 3_600_000).toISOString()
    await env.DB.prepare(
      `INSERT INTO outbox (channel, kind, payload, status, created_at, failed_at) VALUES
        ('email', 'order-confirmation', '{}', 'failed', ?1, ?1),
        ('sms', 'cod-sms', '{}', 'failed', ?1, ?1),
        ('email', 'back-in-stock', '{}', 'failed', ?2, ?2)`,
    )
      .bind(ago(30), ago(2))
      .run()
    const queue = recordingQueue()
    await sweep(queue, new Date(now))
    await sweep(queue, new Date(now + 5 * 60_000))
    const warnings = await rows("kind = 'failure-warning'")
    expect(warnings.map((w) => w.lane)).toEqual([
      `telegram:${ADMIN_CHAT}`,
      `telegram:${SECOND_ADMIN_CHAT}`,
    ])
    await deliverOutbox()
    for (const chat of [ADMIN_CHAT, SECOND_ADMIN_CHAT])
      expect(telegram.textsTo(chat)).toEqual([
        '⚠️ 2 messages of the shop could not be sent for a day (e-mail, Telegram or SMS). Open Deliveries in the dashboard to see why and send them again.',
      ])
    // The next day's sweep names only the one that has failed for a day since.
    await sweep(queue, new Date(now + 23 * 3_600_000))
    expect(await rows("kind = 'failure-warning'")).toHaveLength(4)
    await sweep(queue, new Date(now + 24 * 3_600_000))
    expect(await rows("kind = 'failure-warning'")).toHaveLength(4)
  })
})

describe('a long order', () => {
  it('reaches the admin chats with its buttons when it has 120 lines, within 4,096 characters', async () => {
    const customer = await makeUser()
    const now = new Date()
    const rowsOfOrder = orderCodec.newRows(
      {
        id: newOrderId(now),
        userId: customer.id,
        shippingInfo: {
          firstName: 'Ali',
          lastName: 'Hassan',
          email: 'ali@example.iq',
          phone: '+964 780 222 3344',
          governorate: 'baghdad',
          city: 'Karrada',
          area: 'Street 52',
          landmark: '',
        },
        paymentMethod: 'cod',
        totals: {
          subtotal: dinars(120_000),
          shipping: ZERO_DINARS,
          tax: ZERO_DINARS,
          paymentFee: ZERO_DINARS,
          total: dinars(120_000),
        },
        status: 'pending',
        estimatedDelivery: estimatedDelivery(now),
        idempotencyKey: null,
        language: 'en',
        phoneVerified: false,
        now,
      },
      Array.from({ length: 120 }, (_, i) => ({
        productId: null,
        name: `Heavy-duty *racing* chain_kit [${i}] for touring and off-road motorcycles, gold edition`,
        nameAr: '',
        category: 'Engine Parts',
        price: dinars(1_000),
        quantity: 1,
        image: '',
        selectedSize: null,
      })),
      { channel: 'customer', actor: '' },
    )
    await insertOrder(db(), rowsOfOrder)
    const id = rowsOfOrder.order.id
    await writeOutbox(newOrderMessages(readConfig(env), id))
    await runQueue({ start: Date.now() })
    for (const chat of [ADMIN_CHAT, SECOND_ADMIN_CHAT]) {
      const [message] = telegram.succeeded.filter(
        (c) => c.method === 'sendMessage' && c.params.chat_id === chat,
      )
      expect(message!.params.text.length).toBeLessThanOrEqual(4096)
      expect(message!.params.text).toContain(id)
      expect(message!.params.text).toContain('• … and 90 more')
      expect(message!.params.parse_mode).toBe('Markdown')
      expect(message!.params.reply_markup.inline_keyboard).toHaveLength(2)
    }
  })

  it('keeps whole lines and the latest history when even 0 item lines would not fit', async () => {
    const customer = await makeUser()
    const product = await makeProduct()
    const placed = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body: orderBody([{ id: product.id, quantity: 1 }], 'cod'),
    })
    const order = await readOrder(db(), placed.body.data.id)
    const history = Array.from(
      { length: 100 },
      (_, i) => `📵 No answer by someone_${i} (dashboard)`,
    )
    const text = fitOrderMessage(order, 'en', history)
    expect(text.length).toBeLessThanOrEqual(4096)
    expect(text).toContain(order.id)
    expect(text).toContain('📵 No answer by someone_99 (dashboard)')
    expect(text).toMatch(/… \d+ earlier/)
  })
})

describe('support messages beside orders in a Telegram chat', () => {
  const HOUR = 3_600_000
  const supportForm = (i: number) => ({
    name: `Sender ${i}`,
    email: `sender${i}@example.iq`,
    subject: 'general-question' as const,
    message: `Question number ${i}`,
  })
  const sweep = (at: Date, settings: Record<string, string> = {}) =>
    runDeliveriesSweep(
      { ...env, ...settings, DELIVERIES: recordingQueue() as unknown as Queue },
      at.getTime(),
    )

  it("sends a new order's message before a backlog of 100 support messages, within one slot of the group's pace", async () => {
    // One group gets both (a shop whose support chat is its admin group): 20 a minute at most.
    const group = { TELEGRAM_ADMIN_CHAT_IDS: String(SUPPORT_CHAT) }
    // 100 messages over five hours two days ago: every one forwarded, none past the hourly cap.
    const since = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 48 * 3_600_000
    for (let i = 0; i < 100; i++)
      await insertSupportMessage(db(), supportForm(i), null, new Date(since + i * 180_000), [
        SUPPORT_CHAT,
      ])
    const order = await orderLeftInOutbox(await makeUser(), group)
    const start = Date.now()
    await runQueue({ start, settings: group })

    const shown = telegram.succeeded.filter(
      (c) => c.method === 'sendMessage' && c.params.chat_id === SUPPORT_CHAT,
    )
    expect(shown).toHaveLength(101)
    const position = shown.findIndex((c) => String(c.params.text).includes(order.id))
    // At most the support message already on its way when the order came goes before it.
    expect(position).toBeLessThanOrEqual(1)
    expect(shown[position]!.params.reply_markup.inline_keyboard.length).toBeGreaterThan(0)
    const [orderRow] = await rows("kind = 'order-new'")
    const orderSent = await env.DB.prepare('SELECT sent_at FROM outbox WHERE id = ?')
      .bind(orderRow!.id)
      .first<{ sent_at: string }>()
    expect(Date.parse(orderSent!.sent_at) - start).toBeLessThanOrEqual(3000)
    // One ceiling for the group across both kinds: every two of its messages 3 s apart.
    const times = (
      await env.DB.prepare(
        "SELECT sent_at FROM outbox WHERE channel = 'telegram' AND status = 'sent' ORDER BY sent_at",
      ).all<{ sent_at: string }>()
    ).results.map((r) => Date.parse(r.sent_at))
    expect(times).toHaveLength(101)
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(3000)
  }, 120_000)

  it('forwards the first 30 support messages of an hour, and sums up the rest once after it, in each chat language', async () => {
    // Support goes to the admin chats (no support chat set); the second reads Arabic.
    const settings = { TELEGRAM_SUPPORT_CHAT_ID: '' }
    await env.DB.prepare(
      `INSERT OR REPLACE INTO telegram_languages (telegram_id, language, chosen, updated_at) VALUES (?, 'ar', 1, ?)`,
    )
      .bind(SECOND_ADMIN_CHAT, new Date().toISOString())
      .run()
    // An hour of its own, later than anything other tests write.
    const hour = Math.floor(Date.now() / HOUR) * HOUR + 3 * HOUR
    const clock = stopShopClock(new Date(hour + 10 * 60_000))
    const ids: number[] = []
    for (let i = 0; i < 35; i++) {
      // A flood from many addresses: no address's own limit holds it back (a range no other file
      // uses: files of one vitest worker share the runtime's limiters).
      const sent = await callApi('POST', '/support', {
        body: supportForm(i),
        headers: { 'CF-Connecting-IP': `10.79.${Math.floor(i / 200)}.${i % 200}` },
        settings,
        deliver: false,
      })
      expect(sent.status).toBe(201)
      ids.push(sent.body.data.id)
      clock.advance(60_000)
    }
    const forwarded = await rows("kind = 'support-message'")
    expect(forwarded).toHaveLength(60)
    const refs = await env.DB.prepare(
      "SELECT DISTINCT ref FROM outbox WHERE kind = 'support-message' ORDER BY id",
    ).all<{ ref: string }>()
    expect(refs.results.map((r) => r.ref)).toEqual(ids.slice(0, 30).map((id) => `support:${id}`))
    // The inbox keeps all 35.
    const admin = await makeUser('admin')
    const inbox = await api('GET', '/support?limit=50', { cookie: admin.cookie })
    expect(inbox.body.data.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining(ids))
    await deliverOutbox(settings)
    telegram.reset()

    // Nothing before the hour is over; then one summary per chat, however often the sweep runs.
    await sweep(new Date(hour + 50 * 60_000), settings)
    expect(await rows("kind = 'support-summary'")).toEqual([])
    await sweep(new Date(hour + HOUR), settings)
    await sweep(new Date(hour + HOUR + 5 * 60_000), settings)
    expect((await rows("kind = 'support-summary'")).map((r) => r.lane)).toEqual([
      `telegram:${ADMIN_CHAT}:support`,
      `telegram:${SECOND_ADMIN_CHAT}:support`,
    ])
    await deliverOutbox(settings)
    const [english] = telegram.textsTo(ADMIN_CHAT)
    expect(telegram.textsTo(ADMIN_CHAT)).toHaveLength(1)
    expect(english).toMatch(
      /^📬 5 more support messages came in during the hour from .*: only the first 30 of an hour are sent here one by one\. Read them all in the inbox: http:\/\/shop\.test\/admin\/inbox$/,
    )
    const [arabic] = telegram.textsTo(SECOND_ADMIN_CHAT)
    expect(telegram.textsTo(SECOND_ADMIN_CHAT)).toHaveLength(1)
    expect(arabic).toContain('عددها ٥')
    expect(arabic).toContain('/admin/inbox')
  })
})
