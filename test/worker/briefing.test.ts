// The owner's morning briefing: its sections from a seeded day (empty ones left out), once per admin
// chat and day however often the cron fires, in each chat's language, split between lines under
// Telegram's 4,096 characters, on demand with /today, as JSON for the dashboard, and read with a
// fixed number of D1 statements and a bounded number of rows at a large shop. The searches that
// found nothing are counted as the storefront answers them.
import { env } from 'cloudflare:workers'
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { HOURLY_CRON } from '../../worker/cron/hourly-sweep'
import { BRIEFING_CRON } from '../../worker/cron/morning-briefing'
import { shopDate } from '../../worker/domain/baghdad-time'
import { createDb } from '../../worker/db/client'
import { briefingStatements, LOW_STOCK_LISTED } from '../../worker/db/queries/briefing'
import { dinars } from '../../worker/domain/money'
import worker from '../../worker/index'
import { meteredD1 } from '../../worker/lib/d1-meter'
import { readBriefing } from '../../worker/services/briefing'
import { briefingMessages } from '../../worker/telegram/briefing-text'
import { formatDinars } from '../../worker/telegram/format'
import { translator } from '../../worker/telegram/i18n'
import { ADMIN_CHAT, SECOND_ADMIN_CHAT, telegram } from './bot/fake-telegram'
import { converse } from './bot/updates'
import { deliverOutbox } from './deliveries'
import { api, db, makeProduct, makeUser } from './helpers'
import { workerFetchSettled } from './worker-fetch'

const en = translator('en')
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
/** 09:00 in Baghdad on 15 March 2026: "yesterday" is 14 March, 2026-03-13T21:00Z to 2026-03-14T21:00Z. */
const MORNING = new Date('2026-03-15T06:00:00.000Z')
const SITE = 'https://shop.example.iq'

let serial = 0
const orderId = () => `ORD${String(1773000000000 + serial++)}AAAAA`

function order(status: string, method: string, total: number, at: Date, id = orderId()) {
  const stamp = at.toISOString()
  return env.DB.prepare(
    `INSERT INTO orders (id, shipping_info, payment_method, subtotal, shipping, tax, payment_fee, total,
       status, estimated_delivery, tracking_token, created_at, updated_at)
     VALUES (?, '{"firstName":"Ali","lastName":"Hassan"}', ?, ?, 0, 0, 0, ?, ?, '', ?, ?, ?)`,
  ).bind(id, method, total, total, status, `token-${id}`, stamp, stamp)
}

const item = (order: string, productId: number, quantity: number) =>
  env.DB.prepare(
    `INSERT INTO order_items (order_id, product_id, name, price, quantity) VALUES (?, ?, 'Part', 1000, ?)`,
  ).bind(order, productId, quantity)

const product = (id: number, name: string, stock: number) =>
  env.DB.prepare(
    `INSERT INTO products (id, name, price, category, stock, created_at, updated_at)
     VALUES (?, ?, 10000, 'Engine Parts', ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
  ).bind(id, name, stock)

/** A day at the shop before MORNING: sales, a waiting order, a by-hand refund, a low-stock
 * product that sells, a failed message. No courier cash, no refused parcels. */
async function seedDay(now: Date) {
  const yesterday = new Date(now.getTime() - 12 * HOUR)
  const refunded = orderId()
  const sold = orderId()
  await env.DB.batch([
    product(9001, 'Brake pads', 4),
    product(9002, 'Chain kit', 50),
    order('confirmed', 'cod', 30_000, yesterday, sold),
    order('delivered', 'cod', 20_000, yesterday),
    order('confirmed', 'fib', 45_000, yesterday),
    // Cancelled and returned orders did not sell.
    order('cancelled', 'cod', 99_000, yesterday),
    order('cancelled', 'fib', 99_000, yesterday, refunded),
    // Two days ago: not yesterday's takings, but its units sold within 28 days.
    order('delivered', 'cod', 10_000, new Date(now.getTime() - 2 * DAY)),
    order('pending', 'cod', 15_000, new Date(now.getTime() - 3 * HOUR)),
    item(sold, 9001, 14),
    env.DB.prepare(
      `INSERT INTO payments (id, order_id, provider, method, provider_ref, amount, currency, state, details, created_at, updated_at)
       VALUES ('PAY1', ?, 'fib', 'fib', 'fib-1', 99000, 'IQD', 'paid', '{}', ?, ?)`,
    ).bind(refunded, yesterday.toISOString(), yesterday.toISOString()),
    env.DB.prepare(
      `INSERT INTO refunds (id, payment_id, order_id, provider, amount, currency, reason, state, requested_via, created_at, updated_at)
       VALUES ('REF0000000000000001', 'PAY1', ?, 'fib', 99000, 'IQD', 'cancelled', 'by_hand', 'dashboard', ?, ?)`,
    ).bind(refunded, yesterday.toISOString(), yesterday.toISOString()),
    env.DB.prepare(
      `INSERT INTO outbox (channel, kind, ref, payload, status, attempts, created_at, failed_at)
       VALUES ('email', 'order-status', 'order:x', '{}', 'failed', 3, ?, ?)`,
    ).bind(yesterday.toISOString(), yesterday.toISOString()),
  ])
}

const runCron = async (at: Date) => {
  const ctx = createExecutionContext()
  worker.scheduled(
    createScheduledController({ scheduledTime: at.getTime(), cron: BRIEFING_CRON }),
    env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
}

beforeEach(async () => {
  telegram.reset()
  await env.DB.batch(
    [
      'outbox',
      'refunds',
      'payments',
      'cash_ledger',
      'order_events',
      'order_items',
      'orders',
      'products',
      'telegram_languages',
      'search_misses',
    ].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  )
})

describe('the briefing', () => {
  it('sums yesterday apart by cash on delivery and online, and lists what waits', async () => {
    await seedDay(MORNING)
    const briefing = await readBriefing(db(), MORNING)
    expect(briefing).toEqual({
      day: '2026-03-14',
      yesterday: {
        cod: { orders: 2, total: 50_000 },
        online: { orders: 1, total: 45_000 },
      },
      awaitingCall: { orders: 1, total: 15_000 },
      // No confirmation SMS went out: nobody waits for a customer's answer.
      awaitingCustomer: null,
      awaitingPayment: null,
      refundsByHand: [{ currency: 'IQD', refunds: 1, amount: 99_000 }],
      cashOwed: [],
      parcels: null,
      // 14 sold in 28 days: 4 in stock last 8 days.
      lowStock: {
        level: 10,
        total: 1,
        listed: [{ id: 9001, name: 'Brake pads', nameAr: '', stock: 4, daysCovered: 8 }],
      },
      failedMessages: 1,
      searchMisses: [],
    })
    const money = (n: number) => formatDinars(dinars(n), 'en')
    const { texts, buttons } = briefingMessages(briefing, 'en', SITE)
    expect(texts).toEqual([
      [
        en('briefing.title'),
        '',
        en('briefing.yesterday', { day: '2026-03-14', count: 3, total: money(95_000) }),
        en('briefing.yesterdayCod', { orders: 2, total: money(50_000) }),
        en('briefing.yesterdayOnline', { orders: 1, total: money(45_000) }),
        '',
        en('briefing.awaitingCall', { count: 1, total: money(15_000) }),
        '',
        en('briefing.refunds', { count: 1 }),
        en('briefing.refundsLine', { amount: 99_000, currency: 'IQD', count: 1 }),
        '',
        en('briefing.lowStock', { level: 10, count: 1 }),
        en('briefing.lowStockLine', { id: 9001, name: 'Brake pads', stock: 4, count: 8 }),
        '',
        en('briefing.failed', { count: 1 }),
      ].join('\n'),
    ])
    // Each count with its word: "3 orders", "1 order" (it said "order(s)").
    expect(texts[0]).toContain('Yesterday (2026-03-14): 3 orders, ')
    expect(texts[0]).toContain('Waiting for your confirmation: 1 order, ')
    expect(texts[0]).toContain('Brake pads: 4 left, 8 days of sales')
    // And in Arabic as Arabic counts them: ٣ طلبات, طلب واحد, ٨ أيام.
    const [arabic] = briefingMessages(briefing, 'ar', SITE).texts
    expect(arabic).toContain('أمس (2026-03-14): ٣ طلبات، ')
    expect(arabic).toContain('بانتظار تأكيدك: طلب واحد، ')
    expect(arabic).toContain('بقي ٤، يكفي ٨ أيام من المبيعات')
    expect(buttons?.inline_keyboard.flat()).toEqual([
      { text: en('briefing.button.yesterday'), url: `${SITE}/admin/orders` },
      { text: en('briefing.button.awaitingCall'), url: `${SITE}/admin/orders` },
      { text: en('briefing.button.refunds'), url: `${SITE}/admin/orders` },
      { text: en('briefing.button.lowStock'), url: `${SITE}/admin/products` },
      { text: en('briefing.button.failed'), url: `${SITE}/admin/deliveries` },
    ])
  })

  it('counts courier cash, refused and returned parcels, and SMS confirmations awaiting the customer', async () => {
    const yesterday = new Date(MORNING.getTime() - 10 * HOUR)
    const refused = orderId()
    const waiting = orderId()
    await env.DB.batch([
      order('refused', 'cod', 20_000, new Date(MORNING.getTime() - 5 * DAY), refused),
      order('pending', 'cod', 15_000, new Date(MORNING.getTime() - HOUR), waiting),
      env.DB.prepare(
        `INSERT INTO order_events (order_id, kind, status, channel, created_at) VALUES (?, 'status', 'refused', 'courier', ?)`,
      ).bind(refused, yesterday.toISOString()),
      env.DB.prepare(
        `INSERT INTO outbox (channel, kind, ref, payload, status, attempts, created_at, sent_at)
         VALUES ('sms', 'cod-sms', ?, '{}', 'sent', 1, ?, ?)`,
      ).bind(`order:${waiting}`, yesterday.toISOString(), yesterday.toISOString()),
      env.DB.prepare(
        `INSERT INTO cash_ledger (order_id, courier, collected, fee, net, delivered_at, created_at)
         VALUES ('ORD1', 'alwaseet', 45000, 5000, 40000, ?, ?)`,
      ).bind(yesterday.toISOString(), yesterday.toISOString()),
    ])
    const briefing = await readBriefing(db(), MORNING)
    expect(briefing).toMatchObject({
      yesterday: null,
      awaitingCall: { orders: 1, total: 15_000 },
      awaitingCustomer: 1,
      cashOwed: [{ courier: 'alwaseet', parcels: 1, owed: 40_000 }],
      parcels: { refused: 1, returned: 0, stillRefused: 1 },
    })
    expect(briefingMessages(briefing, 'en', SITE).texts[0]).toContain(
      en('briefing.cashLine', {
        courier: en('cashCourier.alwaseet'),
        owed: formatDinars(dinars(40_000), 'en'),
        count: 1,
      }),
    )
  })

  it('leaves out every empty section and says nothing needs the owner, without buttons', async () => {
    const briefing = await readBriefing(db(), MORNING)
    expect(briefingMessages(briefing, 'en', SITE)).toEqual({
      texts: [[en('briefing.title'), '', en('briefing.nothing')].join('\n')],
    })
  })

  it('gives no buttons on a local address, which Telegram refuses', async () => {
    await seedDay(MORNING)
    const briefing = await readBriefing(db(), MORNING)
    expect(briefingMessages(briefing, 'en', 'http://localhost:8787').buttons).toBeUndefined()
  })

  it('splits a long briefing between lines into messages under 4,096 characters', async () => {
    const name = (i: number) => `Long product name number ${String(i)} `.padEnd(58, 'x')
    await env.DB.batch(
      Array.from({ length: LOW_STOCK_LISTED + 20 }, (_, i) => product(10_000 + i, name(i), i % 10)),
    )
    const briefing = await readBriefing(db(), MORNING)
    expect(briefing.lowStock?.listed).toHaveLength(LOW_STOCK_LISTED)
    const { texts, buttons } = briefingMessages(briefing, 'en', SITE)
    expect(texts.length).toBeGreaterThan(1)
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(4096)
    // Whole lines only: the parts put back together are the briefing's lines.
    const lines = texts.join('\n').split('\n')
    expect(lines.at(-1)).toBe(en('briefing.lowStockMore', { count: 20 }))
    expect(lines.filter((l) => l.includes('Long product name'))).toHaveLength(LOW_STOCK_LISTED)
    expect(buttons?.inline_keyboard.flat()).toHaveLength(1)
  })
})

const miss = (day: string, query: string, count: number, instead: string | null = null) =>
  env.DB.prepare(`INSERT INTO search_misses (day, query, count, instead) VALUES (?, ?, ?, ?)`).bind(
    day,
    query,
    count,
    instead,
  )

describe('the searches that found nothing', () => {
  it('names yesterday’s five most frequent, most first, with a button to the products', async () => {
    await env.DB.batch([
      miss('2026-03-14', 'kawasaki z900 mirror', 3),
      miss('2026-03-14', 'خوذه كروس', 7),
      miss('2026-03-14', 'brake lever', 1),
      miss('2026-03-14', 'chain 520', 4),
      miss('2026-03-14', 'exhaust', 2),
      miss('2026-03-14', 'visro', 2, 'visor'),
      // Another day's misses are not yesterday's.
      miss('2026-03-13', 'old search', 50),
      miss('2026-03-15', 'this morning', 50),
    ])
    const briefing = await readBriefing(db(), MORNING)
    // Equal counts in the query's order: "exhaust" before "visro"; "brake lever" is the sixth.
    expect(briefing.searchMisses).toEqual([
      { query: 'خوذه كروس', count: 7, instead: null },
      { query: 'chain 520', count: 4, instead: null },
      { query: 'kawasaki z900 mirror', count: 3, instead: null },
      { query: 'exhaust', count: 2, instead: null },
      { query: 'visro', count: 2, instead: 'visor' },
    ])
    const { texts, buttons } = briefingMessages(briefing, 'en', SITE)
    expect(texts).toEqual([
      [
        en('briefing.title'),
        '',
        en('briefing.searches'),
        en('briefing.searchesLine', { query: 'خوذه كروس', count: 7 }),
        en('briefing.searchesLine', { query: 'chain 520', count: 4 }),
        en('briefing.searchesLine', { query: 'kawasaki z900 mirror', count: 3 }),
        en('briefing.searchesLine', { query: 'exhaust', count: 2 }),
        // A misspelt search names what shoppers were offered instead.
        en('briefing.searchesLineInstead', { query: 'visro', count: 2, instead: 'visor' }),
      ].join('\n'),
    ])
    expect(buttons?.inline_keyboard.flat()).toEqual([
      { text: en('briefing.button.searches'), url: `${SITE}/admin/products` },
    ])
    const arabic = briefingMessages(briefing, 'ar', SITE).texts[0]
    expect(arabic).toContain(translator('ar')('briefing.searches'))
    // Counted as Arabic counts: ٧ مرات, مرتان (it said «٧ مرة», «٢ مرة»).
    expect(arabic).toContain('«خوذه كروس»: ٧ مرات')
    expect(arabic).toContain('«visro»: مرتان، واقترح المتجر «visor»')
  })

  it('counts a storefront search with no card, normalised, once a minute per address', async () => {
    await makeProduct({ name: 'Brake pads' })
    const search = async (query: string, address: string, cookie = '') => {
      const response = await workerFetchSettled(
        `http://shop.test/api/products?search=${encodeURIComponent(query)}`,
        { headers: { 'CF-Connecting-IP': address, Cookie: cookie } },
      )
      expect(response.status).toBe(200)
      return (await response.json<{ data: unknown[] }>()).data.length
    }
    const counted = async () =>
      (
        await env.DB.prepare(
          `SELECT day, query, count, instead FROM search_misses ORDER BY query`,
        ).all()
      ).results

    // Found: not counted.
    expect(await search('brake', '10.9.0.1')).toBe(1)
    expect(await counted()).toEqual([])
    // Not found: counted under today's Baghdad date, as the search index reads it.
    expect(await search('  Fork   SEAL ', '10.9.0.2')).toBe(0)
    // The same address within the minute: not counted again, whatever it searches.
    expect(await search('fork seal', '10.9.0.2')).toBe(0)
    expect(await search('mirror', '10.9.0.2')).toBe(0)
    // Another address, answered by the catalogue's cache or not: counted.
    expect(await search('fork seal', '10.9.0.3')).toBe(0)
    // A search with no word, one longer than any part's name, or the owner's own: not counted.
    const admin = await makeUser('admin')
    expect(await search('fork seal', '10.9.0.7', admin.cookie)).toBe(0)
    expect(await search('???', '10.9.0.5')).toBe(0)
    expect(await search('x'.repeat(61), '10.9.0.6')).toBe(0)
    const today = shopDate(new Date())
    expect(await counted()).toEqual([{ day: today, query: 'fork seal', count: 2, instead: null }])
    // A misspelt search keeps what the shopper was offered instead.
    expect(await search('brakr', '10.9.0.8')).toBe(0)
    expect(await counted()).toEqual([
      { day: today, query: 'brakr', count: 1, instead: 'brake' },
      { day: today, query: 'fork seal', count: 2, instead: null },
    ])
  })

  it('forgets the days more than 90 days back in the hourly cron', async () => {
    await env.DB.batch([miss('2025-12-14', 'too old', 3), miss('2025-12-15', 'kept', 1)])
    const ctx = createExecutionContext()
    const at = new Date('2026-03-15T06:00:00.000Z')
    worker.scheduled(
      createScheduledController({ scheduledTime: at.getTime(), cron: HOURLY_CRON }),
      env,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    const left = await env.DB.prepare(`SELECT query FROM search_misses`).all<{ query: string }>()
    expect(left.results.map((r) => r.query)).toEqual(['kept'])
  })
})

describe('the 09:00 cron', () => {
  it('sends each admin chat one briefing in its language, even when it fires twice', async () => {
    await seedDay(MORNING)
    await env.DB.prepare(
      `INSERT INTO telegram_languages (telegram_id, language, chosen, updated_at) VALUES (?, 'ar', 1, ?)`,
    )
      .bind(SECOND_ADMIN_CHAT, MORNING.toISOString())
      .run()
    await runCron(MORNING)
    await runCron(new Date(MORNING.getTime() + 60_000))
    const rows = await env.DB.prepare(
      `SELECT ref FROM outbox WHERE kind = 'briefing' ORDER BY ref`,
    ).all<{ ref: string }>()
    expect(rows.results.map((r) => r.ref)).toEqual([
      `briefing:2026-03-15:${String(ADMIN_CHAT)}`,
      `briefing:2026-03-15:${String(SECOND_ADMIN_CHAT)}`,
    ])
    await deliverOutbox()
    const english = telegram.sent(ADMIN_CHAT)
    const arabic = telegram.sent(SECOND_ADMIN_CHAT)
    expect(english.map((m) => m.text.split('\n')[0])).toEqual([en('briefing.title')])
    expect(arabic.map((m) => m.text.split('\n')[0])).toEqual([translator('ar')('briefing.title')])
    expect(arabic[0]?.text).toContain('أمس (2026-03-14): ٣ طلب')
    // The test shop's address is http://shop.test: its buttons open the dashboard's tabs.
    expect(english[0]?.reply_markup).toMatchObject({
      inline_keyboard: expect.arrayContaining([
        expect.arrayContaining([
          { text: en('briefing.button.lowStock'), url: 'http://shop.test/admin/products' },
        ]),
      ]),
    })

    // The next morning is a new day: a new briefing.
    await runCron(new Date(MORNING.getTime() + DAY))
    const count = await env.DB.prepare(
      `SELECT count(*) AS n FROM outbox WHERE kind = 'briefing'`,
    ).first<{ n: number }>()
    expect(count?.n).toBe(4)
  })
})

describe('/today', () => {
  it('answers an admin with the briefing as of now, and to the Arabic word «اليوم»', async () => {
    await seedDay(new Date())
    const [answer] = await converse(ADMIN_CHAT, '/today')
    expect(answer?.split('\n')[0]).toBe(en('briefing.title'))
    expect(answer).toContain(
      en('briefing.awaitingCall', { count: 1, total: formatDinars(dinars(15_000), 'en') }),
    )
    const [arabic] = await converse(ADMIN_CHAT, 'اليوم', { languageCode: 'ar' })
    expect(arabic?.split('\n')[0]).toBe(translator('ar')('briefing.title'))
  })

  it('is refused to a customer', async () => {
    expect(await converse(5005, '/today')).toEqual([en('accessDenied')])
  })
})

describe('GET /api/admin/briefing', () => {
  it('answers the same figures to an admin only', async () => {
    await seedDay(new Date())
    const admin = await makeUser('admin')
    const customer = await makeUser('customer')
    const answer = await api('GET', '/admin/briefing', { cookie: admin.cookie })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual(await readBriefing(db(), new Date()))
    expect((await api('GET', '/admin/briefing', { cookie: customer.cookie })).status).toBe(403)
  })
})

describe('its cost', () => {
  it('reads with 9 statements and a bounded number of rows at 20,000 products and a year of orders', async () => {
    // 20,000 products (one in 100 at or under the low-stock level) and 20 orders a day for a
    // year, each with an item: the rows read must follow yesterday and the last 28 days, not these.
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
         INSERT INTO products (id, name, price, category, stock, created_at, updated_at)
         SELECT 100000 + i, 'Part ' || i, 10000, 'Engine Parts', CASE WHEN i % 100 = 0 THEN 3 ELSE 50 END,
           '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n`,
      ),
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 7300)
         INSERT INTO orders (id, shipping_info, payment_method, subtotal, shipping, tax, payment_fee, total,
           status, estimated_delivery, tracking_token, created_at, updated_at)
         SELECT 'ORDB' || i, '{}', CASE WHEN i % 2 THEN 'cod' ELSE 'fib' END, 10000, 0, 0, 0, 10000,
           'delivered', '', 'tok-' || i,
           strftime('%Y-%m-%dT%H:%M:%fZ', ?1 / 1000.0 - i * 4320, 'unixepoch'),
           strftime('%Y-%m-%dT%H:%M:%fZ', ?1 / 1000.0 - i * 4320, 'unixepoch') FROM n`,
      ).bind(MORNING.getTime()),
      env.DB.prepare(
        `INSERT INTO order_items (order_id, product_id, name, price, quantity)
         SELECT id, 100000 + (rowid % 20000), 'Part', 10000, 1 FROM orders WHERE id LIKE 'ORDB%'`,
      ),
    ])
    const { db: metered, meter } = await meteredD1(env.DB)
    expect(meter).not.toBeNull()
    const briefing = await readBriefing(createDb(metered), MORNING)
    expect(briefing.yesterday?.cod.orders).toBe(10)
    expect(briefing.lowStock?.total).toBe(200)
    console.info(
      `briefing: ${String(meter?.statements)} statements, ${String(meter?.rowsRead)} rows read`,
    )
    // Eight for the orders, money, stock and messages; the ninth, the searches that found nothing,
    // reads at most five index entries.
    expect(meter?.statements).toBe(9)
    // What D1 bills follows yesterday's 20 orders, the last 28 days' 560 orders with their items
    // (each row and its index entry) and the 200 low-stock products (counted, then listed): about
    // 3,200 rows of the 47,000 stored; a bigger catalogue or a longer history adds none.
    expect(meter?.rowsRead).toBeLessThan(3_500)
  })

  it('reads every table through an index, never by scanning it', async () => {
    const window = {
      from: new Date('2026-03-13T21:00:00.000Z'),
      to: new Date('2026-03-14T21:00:00.000Z'),
      salesFrom: new Date('2026-02-14T21:00:00.000Z'),
      day: '2026-03-14',
    }
    for (const statement of briefingStatements(db(), window)) {
      const { sql, params } = statement.toSQL()
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>()
      const steps = plan.results.map((r) => r.detail)
      expect(
        steps.filter((step) => step.startsWith('SCAN')),
        sql,
      ).toEqual([])
      expect(
        steps.some((step) => / USING (COVERING )?INDEX /.test(step)),
        sql,
      ).toBe(true)
    }
  })
})
