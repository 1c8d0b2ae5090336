// Every query the API runs on a table that grows is served by an index: the real queries are run
// against local D1, their SQL is captured and SQLite's EXPLAIN QUERY PLAN must show no bare scan
// (and, for the newest-first lists, no sort: the index gives the order).
import { env } from 'cloudflare:workers'
import { is } from 'drizzle-orm'
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { describe, expect, it } from 'vitest'
import { createDb, type Db } from '../../worker/db/client'
import * as analytics from '../../worker/db/queries/analytics'
import { listOutboxEmails } from '../../worker/db/queries/email-outbox'
import { listSubscribers, listSubscribersPage } from '../../worker/db/queries/newsletter'
import { recordNoAnswer } from '../../worker/db/queries/confirmation-calls'
import { deleteOrders } from '../../worker/db/queries/order-deletion'
import * as orderReads from '../../worker/db/queries/order-reads'
import * as orderStatistics from '../../worker/db/queries/order-statistics'
import { moveOrders } from '../../worker/db/queries/order-transition'
import { cataloguePage } from '../../worker/db/queries/catalogue'
import { productQuerySchema } from '../../worker/schemas/product'
import { answersFor } from '../../worker/services/fitment'
import { latestResetOf } from '../../worker/db/queries/password-resets'
import { insertReview, listReviews } from '../../worker/db/queries/reviews'
import { listSupportMessages } from '../../worker/db/queries/support'
import { findUserByEmail, listUsers, listUsersPage } from '../../worker/db/queries/users'
import { insertOutboxEmail } from '../../worker/db/queries/email-outbox'
import { subscribe } from '../../worker/db/queries/newsletter'
import { insertSupportMessage } from '../../worker/db/queries/support'
import type { Page } from '../../worker/db/queries/keyset'
import {
  adminPageSchema,
  adminSearchSchema,
  orderListQuerySchema,
} from '../../worker/schemas/admin-list'
import * as schema from '../../worker/db/schema'
import { makeProduct, makeUser, orderOf, unique } from './helpers'

/** Every query on orders the API runs, wherever it lives. */
const orders = { ...orderReads, ...orderStatistics, recordNoAnswer, deleteOrders }

interface Captured {
  sql: string
  params: unknown[]
}

/** A D1 binding that records each statement drizzle prepares, with the values bound to it. */
function recordingD1(d1: D1Database, seen: Captured[]): D1Database {
  return new Proxy(d1, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target)
      if (prop !== 'prepare') return typeof value === 'function' ? value.bind(target) : value
      return (sql: string) => {
        const statement = target.prepare(sql)
        const entry: Captured = { sql, params: [] }
        seen.push(entry)
        return new Proxy(statement, {
          get(stmt, key) {
            const value = Reflect.get(stmt, key, stmt)
            if (key !== 'bind') return typeof value === 'function' ? value.bind(stmt) : value
            return (...params: unknown[]) => {
              entry.params = params
              return stmt.bind(...params)
            }
          },
        })
      }
    },
  })
}

const BARE_SCAN = /^SCAN \w+$/
const SORT = /TEMP B-TREE FOR .*ORDER BY/

/** Runs the queries and returns, per statement, the plan lines that match `bad`. */
async function scansOf(run: (db: Db) => Promise<unknown>, bad: RegExp[] = [BARE_SCAN, SORT]) {
  const seen: Captured[] = []
  await run(createDb(recordingD1(env.DB, seen)))
  expect(seen.length).toBeGreaterThan(0)
  const result: Record<string, string[]> = {}
  for (const { sql, params } of seen) {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
    const lines = plan.results.map((r) => r.detail).filter((d) => bad.some((re) => re.test(d)))
    if (lines.length > 0) result[sql] = lines
  }
  return result
}

describe('query plans', () => {
  it('order reads use indexes: by user newest first, newest n, by id and idempotency key, items', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const order = await orderOf(customer, [{ id: product.id, quantity: 1 }])
    const scans = await scansOf(async (db) => {
      await orders.listUserOrders(db, customer.id)
      await orders.listRecentOrders(db, 10)
      await orders.findOrder(db, order.id)
      await orders.findOrders(db, [order.id])
      await orders.findOrderByIdempotencyKey(db, customer.id, unique())
      await moveOrders(db, {
        ids: [order.id],
        to: 'shipped',
        by: 'admin',
        source: { channel: 'dashboard', actor: 'admin@shop.test' },
        now: new Date(),
        newTracking: () => 'TRK00000000',
      })
      await orders.listOrderEvents(db, order.id)
      await orders.findTrackedOrder(db, order.trackingToken)
      await orders.recordNoAnswer(db, order.id, { channel: 'bot', actor: '@owner' }, new Date())
      await orders.deleteOrders(db, [order.id])
    })
    // The items of the orders just found are sorted among themselves: a few rows, not the table.
    const itemsOfFoundOrders = (sql: string, lines: string[]) =>
      sql.includes('from "order_items" where "order_items"."order_id" in') &&
      lines.every((l) => SORT.test(l))
    const rest = Object.entries(scans).filter(([sql, lines]) => !itemsOfFoundOrders(sql, lines))
    expect(rest).toEqual([])
  })

  // Rankings sort their groups, which no index can spare; the rows they read come by index.
  it('order statistics read orders by date or status index, never by a bare scan', async () => {
    const since = new Date(Date.now() - 86_400_000)
    expect(
      await scansOf(
        async (db) => {
          await orders.orderVolumeSince(db, since)
          await orders.topCategorySince(db, since)
          await orders.statusCounts(db)
        },
        [BARE_SCAN],
      ),
    ).toEqual({})
  })

  it('reviews by product and their recount, users, and the admin lists use indexes', async () => {
    const customer = await makeUser()
    const product = await makeProduct()
    expect(
      await scansOf(async (db) => {
        const review = { userId: customer.id, userName: 'A', rating: 4, comment: 'ok' }
        await insertReview(db, { ...review, productId: product.id }, new Date())
        await listReviews(db, product.id)
        await findUserByEmail(db, customer.email)
        await listUsers(db)
        await latestResetOf(db, customer.id)
        await listSubscribers(db)
      }),
    ).toEqual({})
  })

  it('visitor sessions and page views: recording, pruning and the top lists use indexes', async () => {
    const id = unique()
    const now = new Date()
    expect(
      await scansOf(
        async (db) => {
          const session = {
            id,
            visitorId: 'v',
            userId: null,
            userAgent: '',
            device: 'desktop',
            browser: 'Chrome',
            referrer: '',
            isReturningVisitor: false,
            startedAt: now.toISOString(),
          }
          await analytics.upsertSession(db, session, now)
          await analytics.recordPageView(db, id, '/', null, now)
          await analytics.endSession(db, id, now)
          await analytics.pruneSessions(db)
          await analytics.listSessionFacts(db)
          await analytics.findSessionWithViews(db, id)
          await analytics.topPages(db, 5)
        },
        [BARE_SCAN],
      ),
    ).toEqual({})
  })

  // A page of 50 out of 100,000 orders, users, subscribers, messages or e-mails comes off an index
  // in the list's order (newest first), the first page and the next; a status and a date range
  // narrow the orders by index too. A search the lists' trigram indexes cannot take (two
  // characters) reads the rows in that order until the page is full (no sort); its total counts
  // every row it matches.
  it("every admin list's pages read an index in their order, filtered orders too", async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    for (let i = 0; i < 2; i++) {
      await orderOf(customer, [{ id: product.id, quantity: 1 }])
      const now = new Date()
      await subscribe(createDb(env.DB), `plan-${unique()}@example.iq`, 'en', now)
      const message = { name: 'A', email: 'a@example.iq', subject: 'general-question' as const }
      await insertSupportMessage(createDb(env.DB), { ...message, message: 'Hi' }, null, now)
      const email = {
        to: 'a@example.iq',
        subject: 'S',
        text: 't',
        html: 'h',
        kind: 'status-update',
      }
      await insertOutboxEmail(createDb(env.DB), { ...email, language: 'en' }, now)
    }
    type List = (db: Db, query: ReturnType<typeof adminPageSchema.parse>) => Promise<Page<unknown>>
    const lists: List[] = [
      orders.listOrdersPage,
      (db, query) => orders.listOrdersPage(db, { ...query, status: 'pending' }),
      (db, query) =>
        orders.listOrdersPage(db, { ...query, dateFrom: '2026-01-01', dateTo: '2026-12-31' }),
      (db, query) =>
        orders.listOrdersPage(db, { ...query, status: 'pending', dateFrom: '2026-01-01' }),
      listUsersPage,
      listSubscribersPage,
      listSupportMessages,
      listOutboxEmails,
    ]
    // The items of a page's orders are sorted among themselves: a page's few, not the table.
    const itemsOfFoundOrders = (sql: string) =>
      sql.includes('from "order_items" where "order_items"."order_id" in')
    for (const [i, list] of lists.entries()) {
      const first = adminPageSchema.parse({ limit: '1' })
      const scans = await scansOf(async (db) => {
        const { nextCursor } = await list(db, first)
        await list(db, { ...first, cursor: nextCursor ?? undefined })
      })
      expect(
        Object.keys(scans).filter((sql) => !itemsOfFoundOrders(sql)),
        `list ${i}`,
      ).toEqual([])
    }
    const searched = async (db: Db) => {
      const search = orderListQuerySchema.parse({ customer: 'al' })
      await orders.listOrdersPage(db, search)
      await listUsersPage(db, { ...search, search: 'al' })
      await listSubscribersPage(db, { ...search, search: 'plan' })
      await listSupportMessages(db, { ...search, search: 'a@' })
      await listOutboxEmails(db, { ...search, search: 'a@' })
    }
    const searchScans = await scansOf(searched, [SORT])
    expect(Object.keys(searchScans).filter((sql) => !itemsOfFoundOrders(sql))).toEqual([])
  })

  // Three characters or more of an order's or an account's texts are looked up in the list's
  // trigram index (migration 0032), never by reading each row's texts. On a year's data SQLite
  // then reads the matches by key and sorts them (78 of 150,000 orders in 3 ms); on the few rows
  // of a test it may walk the newest-first index instead, checking each key against the matches.
  it('the orders and users searches read their trigram index, not every row', async () => {
    const plans: string[] = []
    const seen: Captured[] = []
    const db = createDb(recordingD1(env.DB, seen))
    await orders.listOrdersPage(db, orderListQuerySchema.parse({ customer: 'ali hassan' }))
    await listUsersPage(db, adminSearchSchema.parse({ search: 'ali@example' }))
    for (const { sql, params } of seen) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>()
      plans.push(...plan.results.map((r) => r.detail))
    }
    expect(plans.filter((d) => /^SCAN (orders|users)$/.test(d))).toEqual([])
    expect(plans.filter((d) => /VIRTUAL TABLE INDEX/.test(d)).join(' ')).toMatch(
      /order_search.*user_search|user_search.*order_search/,
    )
  })

  // Whole-table work that is meant to read every row: the sales ranking. Order items are only
  // reached through their order here, by the order_id index.
  it('top sellers read each order once and its items by index', async () => {
    const scans = await scansOf(
      async (db) => {
        await orders.topSellingProducts(db, 5)
      },
      [BARE_SCAN],
    )
    expect(
      Object.values(scans)
        .flat()
        .filter((s) => s !== 'SCAN orders'),
    ).toEqual([])
  })

  // The summary's top lists read the counts the triggers keep, in their index's order: the first
  // rows, not a count of every view (500,000 at the caps) and a sort of every page or product.
  it('the top pages and products read the view counts in index order, without a sort', async () => {
    expect(
      await scansOf(async (db) => {
        await analytics.topPages(db, 5)
        await analytics.topViewedProducts(db, 5)
      }),
    ).toEqual({})
  })

  it('every catalogue page but relevance reads an index in its order, filtered by category too', async () => {
    for (const sort of ['featured', 'newest', 'price-asc', 'price-desc', 'rating'] as const) {
      const all = productQuerySchema.parse({ sort })
      expect(await scansOf((db) => cataloguePage(db, all), [SORT]), sort).toEqual({})
      const helmets = productQuerySchema.parse({ sort, category: 'Helmets' })
      const bad = sort === 'featured' || sort === 'newest' ? [BARE_SCAN, SORT] : [SORT]
      expect(await scansOf((db) => cataloguePage(db, helmets), bad), `${sort} Helmets`).toEqual({})
    }
  })

  // The filter reads as a MULTI-INDEX OR: the bike's rows and the universal ones through
  // product_fitments_vehicle_idx, products without data through the category index; only the
  // fitting set is then put in order.
  it('"fits my bike only" finds the fitting products through the fitment and category indexes', async () => {
    const bike = { make: 'Honda', vehicleIds: [1, 2], possibleVehicleIds: [3], year: 2015 }
    for (const sort of ['featured', 'price-asc'] as const) {
      const fits = productQuerySchema.parse({ sort, fits: '1', make: 'Honda' })
      expect(await scansOf((db) => cataloguePage(db, fits, bike), [BARE_SCAN]), sort).toEqual({})
    }
    const page = [{ id: 1, category: 'Helmets', compatibility: '' }]
    expect(await scansOf((db) => answersFor(db, page, bike))).toEqual({})
  })

  // Deleting a user or product makes SQLite find the rows that point at it (cascade or set null):
  // without an index on the referencing column each delete reads the whole child table.
  it('every foreign key column leads an index, so deletes find the rows that point at them', () => {
    const tables = Object.values(schema).filter((v) => is(v, SQLiteTable)) as SQLiteTable[]
    const unindexed = tables.flatMap((table) => {
      const config = getTableConfig(table)
      // A primary key is an index too (a shipment's order id).
      const leading = new Set([
        ...config.indexes.map((i) => (i.config.columns[0] as { name: string }).name),
        ...config.columns.filter((c) => c.primary).map((c) => c.name),
        ...config.primaryKeys.map((pk) => pk.columns[0]!.name),
      ])
      return config.foreignKeys
        .map((fk) => fk.reference().columns[0]!.name)
        .filter((column) => !leading.has(column))
        .map((column) => `${config.name}.${column}`)
    })
    expect(unindexed).toEqual([])
  })
})
