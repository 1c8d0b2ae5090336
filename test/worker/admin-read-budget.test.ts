// Each dashboard read a year of data reaches keeps a fixed D1 budget: statements, and rows read
// (D1's meta.rows_read, counted by the request log's meter) that do not grow with the orders,
// accounts or page views kept. Asserted here at 3,000 orders, 1,000 accounts and the 1,000
// sessions the analytics keep; `npm run bench:year` measures the same reads at 150,000 orders.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { SESSION_HISTORY_CAP } from '../../worker/db/queries/analytics'
import { insertProducts, makeUser, type TestUser } from './helpers'
import { logLines, logged } from './request-lines'

const ORDERS = 3_000
const ACCOUNTS = 1_000
const STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled']

/** What one admin read cost in D1. */
async function costOf(admin: TestUser, path: string) {
  const lines = await logLines(() => logged(path, {}, { cookie: admin.cookie }))
  expect(
    lines.map((l) => l.status),
    path,
  ).toEqual([200])
  return { statements: lines[0]?.d1Statements as number, rowsRead: lines[0]?.d1RowsRead as number }
}

const series = (count: number) =>
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${String(count)})`

beforeAll(async () => {
  // The parts the page views are of: the catalogue's first 700.
  await insertProducts(700, { name: "'Part ' || i", category: "'Engine Parts'" })
  const first = await env.DB.prepare('SELECT min(id) AS id FROM products').first<{ id: number }>()
  const product = `(${String(first?.id)} + i % 700)`
  const at = (step: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', 1767225600 + ${step}, 'unixepoch')`
  await env.DB.batch([
    env.DB.prepare(`${series(ACCOUNTS)}
      INSERT INTO users (email, first_name, last_name, phone, password_hash, created_at, updated_at)
      SELECT 'budget' || i || '@example.iq', 'Rider', 'Number' || i, '', 'x',
        ${at('i * 600')}, ${at('i * 600')} FROM n`),
    env.DB.prepare(`${series(ORDERS)}
      INSERT INTO orders (id, shipping_info, payment_method, subtotal, shipping, tax, payment_fee,
        total, status, estimated_delivery, tracking_token, created_at, updated_at)
      SELECT 'ORDBUDGET' || i,
        json_object('firstName', 'Customer', 'lastName', 'Budget' || i, 'email',
          'buyer' || i || '@example.iq', 'phone', '+9647801234567'),
        'cod', 25000, 5000, 0, 0, 30000,
        CASE i % 5 ${STATUSES.map((s, k) => `WHEN ${String(k)} THEN '${s}'`).join(' ')} END,
        '2026-01-05', 'budget-token-' || i, ${at('i * 3600')}, ${at('i * 3600')} FROM n`),
    env.DB.prepare(`${series(SESSION_HISTORY_CAP)}
      INSERT INTO visitor_sessions (id, visitor_id, user_agent, device, browser, referrer,
        is_returning_visitor, page_views, started_at, last_activity_at)
      SELECT 'budget-s' || i, 'budget-v' || (i / 2), '', 'mobile', 'Chrome', '', 0, 3,
        ${at('i * 60')}, ${at('i * 60 + 30')} FROM n`),
    env.DB.prepare(`${series(SESSION_HISTORY_CAP * 3)}
      INSERT INTO page_views (session_id, page, product_id, created_at)
      SELECT 'budget-s' || (1 + (i - 1) / 3), '/product/' || ${product}, ${product}, ${at('i * 20')}
      FROM n`),
  ])
})

/** [read, path, statements, rows read]: the session, then the read's own statements. */
const BUDGETS: [string, string, number, number][] = [
  // The page of 50 and one more (read twice: the rows, and their ids for the items), the items,
  // and the kept total.
  ['Orders tab, first page', '/orders/all', 4, 170],
  // A status's orders come off its index; its total is kept too.
  ['Orders tab, one status', '/orders/all?status=delivered', 4, 170],
  // The matches alone (one order here): the trigram index, the order, its total.
  ['Orders tab, a customer searched', '/orders/all?customer=Budget1234', 4, 60],
  ['Users tab, first page', '/users', 3, 60],
  ['Users tab, searched', '/users?search=Number777', 3, 30],
  // The kept sessions (at most SESSION_HISTORY_CAP), the ten top pages, the ten top products
  // (each with its product).
  ['Analytics tab (summary)', '/analytics/summary', 4, SESSION_HISTORY_CAP + 60],
]

describe('the D1 budget of the dashboard reads at a year-like size', () => {
  it.each(BUDGETS)('%s: %s', async (_, path, statements, rowsRead) => {
    const admin = await makeUser('admin')
    const cost = await costOf(admin, path)
    expect(cost.statements, JSON.stringify(cost)).toBeLessThanOrEqual(statements)
    expect(cost.rowsRead, JSON.stringify(cost)).toBeLessThanOrEqual(rowsRead)
  })

  it('counts what a date range or a short search matches, by reading those orders', async () => {
    const admin = await makeUser('admin')
    const cost = await costOf(admin, '/orders/all?customer=Bu&limit=1')
    expect(cost.rowsRead).toBeGreaterThanOrEqual(ORDERS)
  })
})
