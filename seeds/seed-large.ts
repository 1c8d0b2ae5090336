// `npm run seed:large -- --products 100000 [--page-views 500000] [--customers N] [--orders N]`: fills the local D1 with a catalogue the size of a real
// parts shop, for measuring (`npm run bench`). Each synthetic part is one of the 36 seed products
// made for one make and model (names, descriptions, fitment text and rows, English and Arabic), with a part
// number, its own price and stock; customers and orders come in proportion unless given (one
// customer per 20 products, one order per 5), one order in four paid online with its payment. Rows go through the same codecs as a restore,
// straight into the local D1 through wrangler's platform proxy, not through the API. Page views
// (for measuring the analytics summary) come MAX_VIEWS_PER_SESSION to a visitor session, half of
// them on product pages, made by SQL in the database itself.
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { getPlatformProxy } from 'wrangler'
import { seedOrder } from './seed-order'
import { insertMany } from './sql-literal'
import { orderCodec } from '../worker/db/codecs/order'
import { productCodec } from '../worker/db/codecs/product'
import { userCodec } from '../worker/db/codecs/user'
import { MAX_VIEWS_PER_SESSION } from '../worker/db/queries/analytics'
import {
  orderEvents,
  orderItems,
  orders,
  payments,
  productFitments,
  products,
  users,
} from '../worker/db/schema'
import { parseCompatibility } from '../worker/domain/fitment-text'
import { dinars } from '../worker/domain/money'
import { hashPassword } from '../worker/lib/password'
import { catalogue } from './catalogue'
import { seedVehicles } from './vehicles'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'persist-to': { type: 'string', default: '.wrangler/state' },
    'page-views': { type: 'string', default: '0' },
    customers: { type: 'string' },
    orders: { type: 'string' },
  },
})
const count = Number(values.products)
const viewCount = Number(values['page-views'])
const customerCount = Number(values.customers ?? Math.ceil(count / 20))
const orderCount = Number(values.orders ?? Math.ceil(count / 5))
const stateDir = values['persist-to']

const MAKES = [
  {
    en: 'Honda',
    ar: 'هوندا',
    models: ['CBR600RR', 'CBR1000RR', 'CRF450R', 'CB500X', 'Africa Twin'],
  },
  { en: 'Yamaha', ar: 'ياماها', models: ['YZF-R1', 'YZF-R6', 'MT-07', 'MT-09', 'Tenere 700'] },
  { en: 'Kawasaki', ar: 'كاواساكي', models: ['Ninja 650', 'Ninja ZX-10R', 'Z900', 'KLR650'] },
  { en: 'Suzuki', ar: 'سوزوكي', models: ['GSX-R750', 'GSX-R1000', 'V-Strom 650', 'Hayabusa'] },
  {
    en: 'KTM',
    ar: 'كي تي ام',
    models: ['390 Duke', '790 Adventure', '450 SX-F', '1290 Super Duke'],
  },
  { en: 'BMW', ar: 'بي ام دبليو', models: ['R 1250 GS', 'S 1000 RR', 'F 900 R', 'G 310 R'] },
]
const SEEDED_AT = Date.parse('2024-01-01T00:00:00.000Z')
const FIRST_ID = 200_001

/** Deterministic, so two runs measure the same shop. */
let state = 42
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
function at<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length]
  if (value === undefined) throw new Error('an empty list')
  return value
}
const pick = <T>(list: readonly T[]): T => at(list, Math.floor(random() * list.length))

function product(i: number) {
  const template = at(catalogue, i)
  const make = at(MAKES, Math.floor(i / catalogue.length))
  const model = pick(make.models)
  const from = 2010 + Math.floor(random() * 12)
  const price = dinars(
    Math.max(1000, Math.round((template.price * (0.6 + random() * 0.8)) / 250) * 250),
  )
  const partNumber = `BMP-${String(i).padStart(6, '0')}`
  return productCodec.toRow({
    ...template,
    id: FIRST_ID + i,
    name: `${template.name} for ${make.en} ${model} ${partNumber}`,
    nameAr: `${template.nameAr} لـ ${make.ar} ${model}`,
    price,
    originalPrice: random() < 0.2 ? dinars(price + 5000) : null,
    badge: template.badge ?? null,
    stock: random() < 0.1 ? 0 : Math.floor(random() * 60),
    compatibility: `${make.en} ${model} ${from}-${from + 4}`,
    rating: Math.round((3 + random() * 2) * 10) / 10,
    reviews: Math.floor(random() * 40),
    inStock: true,
    createdAt: new Date(SEEDED_AT + i * 60_000).toISOString(),
  })
}

/** D1 refuses a statement over 100 KB: rows go in INSERTs of at most about 90 KB. */
const STATEMENT_BYTES = 90_000

function statementsOf<T extends SQLiteTable>(table: T, rows: T['$inferInsert'][]): string[] {
  const statements: string[] = []
  let chunk: T['$inferInsert'][] = []
  let bytes = 0
  for (const row of rows) {
    const size = Buffer.byteLength(insertMany(table, [row]))
    if (chunk.length && bytes + size > STATEMENT_BYTES) {
      statements.push(insertMany(table, chunk))
      chunk = []
      bytes = 0
    }
    chunk.push(row)
    bytes += size
  }
  if (chunk.length) statements.push(insertMany(table, chunk))
  return statements
}

/** Rows per statement of generated page views. */
const VIEWS_PER_STATEMENT = 50_000
const ISO_AT = (seconds: string) =>
  `strftime('%Y-%m-%dT%H:%M:%fZ', ${SEEDED_AT / 1000} + ${seconds}, 'unixepoch')`

/** `views` page views in full sessions of MAX_VIEWS_PER_SESSION (the newest SESSION_HISTORY_CAP
 * are what the shop keeps; more goes past its caps, for measuring beyond them). */
function pageViewStatements(views: number): string[] {
  if (views <= 0) return []
  const sessions = Math.ceil(views / MAX_VIEWS_PER_SESSION)
  const series = (from: number, to: number) =>
    `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to - 1})`
  const sessionRows = `${series(0, sessions)}
    INSERT INTO visitor_sessions (id, visitor_id, user_agent, device, browser, referrer,
      is_returning_visitor, page_views, started_at, last_activity_at, ended_at)
    SELECT 'seed-s' || i, 'seed-v' || (i / 2), '',
      CASE i % 3 WHEN 0 THEN 'mobile' WHEN 1 THEN 'desktop' ELSE 'tablet' END,
      CASE i % 4 WHEN 0 THEN 'Chrome' WHEN 1 THEN 'Safari' WHEN 2 THEN 'Firefox' ELSE 'Edge' END,
      '', i % 2, min(${MAX_VIEWS_PER_SESSION}, ${views} - i * ${MAX_VIEWS_PER_SESSION}),
      ${ISO_AT('i * 3600')}, ${ISO_AT('i * 3600 + 1200')}, ${ISO_AT('i * 3600 + 1800')}
    FROM n`
  // Product views spread over the catalogue by a quadratic stride, so some products lead.
  const product = `${FIRST_ID} + ((i / 2) * (i / 2) + i) % ${count}`
  const viewRows = Array.from(
    { length: Math.ceil(views / VIEWS_PER_STATEMENT) },
    (
      _,
      chunk,
    ) => `${series(chunk * VIEWS_PER_STATEMENT, Math.min(views, (chunk + 1) * VIEWS_PER_STATEMENT))}
    INSERT INTO page_views (session_id, page, product_id, created_at)
    SELECT 'seed-s' || (i / ${MAX_VIEWS_PER_SESSION}),
      CASE WHEN i % 2 = 0 THEN '/product/' || (${product})
        ELSE CASE i % 5 WHEN 1 THEN '/' WHEN 3 THEN '/cart' ELSE '/checkout' END END,
      CASE WHEN i % 2 = 0 THEN ${product} END,
      ${ISO_AT(`(i / ${MAX_VIEWS_PER_SESSION}) * 3600 + i % ${MAX_VIEWS_PER_SESSION} * 2`)}
    FROM n`,
  )
  return [sessionRows, ...viewRows].map((sql) => sql.replaceAll(/\s+/g, ' '))
}

const started = performance.now()
const productRows = Array.from({ length: count }, (_, i) => product(i))
// Each part's fitment rows, read from its text as the seeds' are (models the shop does not list
// stay text and are judged by the guide's rules).
const fitmentRows = productRows.flatMap((p) =>
  parseCompatibility(p.compatibility, seedVehicles).rules.map((rule) => ({
    ...rule,
    productId: p.id,
  })),
)
const passwordHash = await hashPassword('customer-password-1')
const customers = Array.from({ length: customerCount }, (_, i) =>
  userCodec.toRow({
    id: FIRST_ID + i,
    email: `customer${i}@bulk.shop.test`,
    firstName: 'Customer',
    lastName: String(i),
    phone: `+964 770 ${String(1_000_000 + i).slice(-7)}`,
    phoneVerified: false,
    passwordHash,
    role: 'customer',
    sessionVersion: 0,
    language: i % 2 ? 'ar' : 'en',
    createdAt: new Date(SEEDED_AT + i * 3_600_000).toISOString(),
    lastLogin: null,
    emailVerifiedAt: null,
  }),
)
/** The orders spread over the year after SEEDED_AT, one in four paid online (FIB). */
const ORDER_SPACING_MS = Math.floor((365 * 24 * 3_600_000) / Math.max(orderCount, 1))
const paidOnline = (i: number) => i % 4 === 3
const orderRows = Array.from({ length: orderCount }, (_, i) => {
  const item = pick(productRows)
  const customer = at(customers, i)
  const quantity = 1 + Math.floor(random() * 3)
  const createdAt = new Date(SEEDED_AT + i * ORDER_SPACING_MS).toISOString()
  return orderCodec.toRows(
    seedOrder({
      id: `ORD${String(FIRST_ID + i)}`,
      customer,
      lines: [
        {
          id: item.id,
          name: item.name,
          nameAr: item.nameAr,
          category: item.category,
          price: item.price,
          quantity,
          image: item.image,
          selectedSize: null,
        },
      ],
      method: paidOnline(i) ? 'fib' : 'cod',
      status: pick(['delivered', 'delivered', 'delivered', 'shipped', 'cancelled'] as const),
      trackingNumber: null,
      language: customer.language,
      createdAt,
    }),
  )
})

const paymentRows = orderRows.flatMap(({ order }, i) =>
  paidOnline(i)
    ? [
        {
          id: `PAY${order.id}`,
          orderId: order.id,
          provider: 'fib' as const,
          method: 'fib' as const,
          providerRef: `seed-${order.id}`,
          amount: order.total,
          currency: 'IQD',
          state: 'paid' as const,
          details: {},
          validUntil: null,
          createdAt: order.createdAt,
          updatedAt: order.createdAt,
        },
      ]
    : [],
)

console.log(
  `Made ${count} products, ${customers.length} customers, ${orderRows.length} orders in ${Math.round(performance.now() - started)} ms; loading`,
)
// The local D1 that `wrangler dev --persist-to` serves, reached through wrangler's own proxy.
const { env, dispose } = await getPlatformProxy<{
  DB: import('@cloudflare/workers-types').D1Database
}>({
  configPath: 'wrangler.toml',
  persist: { path: join(stateDir, 'v3') },
})
const statements = [
  ...statementsOf(products, productRows),
  ...statementsOf(productFitments, fitmentRows),
  ...statementsOf(users, customers),
  ...statementsOf(
    orders,
    orderRows.map((o) => o.order),
  ),
  ...statementsOf(
    orderItems,
    orderRows.flatMap((o) => o.items),
  ),
  ...statementsOf(
    orderEvents,
    orderRows.flatMap((o) => o.events),
  ),
  ...statementsOf(payments, paymentRows),
]
// exec() runs the statements of one call (one per line) without binding each value.
for (let i = 0; i < statements.length; i += 20)
  await env.DB.exec(
    statements
      .slice(i, i + 20)
      .map((s) => s.replaceAll('\n', ' '))
      .join('\n'),
  )
for (const statement of pageViewStatements(viewCount)) await env.DB.exec(statement)
await dispose()
console.log(`Loaded into ${stateDir} in ${Math.round(performance.now() - started)} ms in all`)
