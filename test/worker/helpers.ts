// Test helpers: call the API as a browser would, and make users and products in the real D1.
import { env } from 'cloudflare:workers'
import { createDb } from '../../worker/db/client'
import { insertProduct } from '../../worker/db/queries/products'
import { insertUser } from '../../worker/db/queries/users'
import { hashPassword } from '../../worker/lib/password'
import { SESSION_COOKIE } from '../../worker/lib/session'
import { openSession } from '../../worker/services/sessions'
import { type ErrorCode, type ErrorParams, errorText } from '../../worker/schemas/error-codes'
import type { ShippingInfo } from '../../worker/schemas/order'
import { productCreateSchema, type ProductCreate } from '../../worker/schemas/product'
import { type ProductRow } from '../../worker/db/codecs/product'
import { workerFetch } from './worker-fetch'

export const ORIGIN = 'http://shop.test'
export const db = () => createDb(env.DB)

export interface ApiResult<T = any> {
  status: number
  body: { success: boolean; data: T; error: string; code?: ErrorCode; params?: ErrorParams }
  headers: Headers
}

/** The whole answer of a refused call: its code, params and the English text they make. */
export const refusal = (code: ErrorCode, params: ErrorParams = {}) => ({
  success: false,
  error: errorText(code, params),
  code,
  params,
})

// The rate limits count per client address: each test calls from an address of its own (setup.ts
// starts a new one before every test), so tests never use up each other's allowance. A test of
// the limits themselves sets CF-Connecting-IP.
let testAddress: string | undefined
export const newClientAddress = () => {
  testAddress = `10.${Array.from(crypto.getRandomValues(new Uint8Array(3))).join('.')}`
}
export const clientAddress = () => testAddress ?? (newClientAddress(), testAddress!)

export async function api<T = any>(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {
    Origin: ORIGIN,
    'CF-Connecting-IP': clientAddress(),
    ...options.headers,
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.cookie) headers.Cookie = options.cookie
  const response = await workerFetch(`${ORIGIN}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return {
    status: response.status,
    // 304 Not Modified has no body.
    body: response.status === 304 ? (null as never) : await response.json<ApiResult<T>['body']>(),
    headers: response.headers,
  }
}

let counter = 0
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

export interface TestUser {
  id: number
  email: string
  password: string
  cookie: string
}

/** Signs in through the API and returns the session cookie. */
export async function signIn(email: string, password: string): Promise<string> {
  const result = await api('POST', '/auth/login', { body: { email, password } })
  if (result.status !== 200) throw new Error(`sign-in failed: ${result.body.error}`)
  return result.headers.get('Set-Cookie')!.split(';')[0]!
}

export interface UserOptions {
  firstName?: string
  lastName?: string
  password?: string
  /** Whether the account's address is verified (default: yes, so order e-mails go to it). */
  emailVerified?: boolean
}

// One real PBKDF2 hash per password per test file: hashing costs tens of milliseconds, and
// hundreds of fixture users would otherwise dominate the run.
const hashes = new Map<string, Promise<string>>()
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password))
  return hashes.get(password)!
}

/**
 * A user straight in D1 with a session cookie opened by the worker's own openSession; the
 * sign-in route itself is exercised in auth.test.ts.
 */
export async function makeUser(
  role: 'admin' | 'customer' = 'customer',
  options: UserOptions = {},
): Promise<TestUser> {
  const email = `${role}-${unique()}@shop.test`
  const password = options.password ?? 'secret123'
  const user = await insertUser(
    db(),
    {
      email,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? role,
      phone: '',
      passwordHash: await hashOnce(password),
      role,
    },
    new Date(),
  )
  if (options.emailVerified !== false)
    await env.DB.prepare('UPDATE users SET email_verified_at = created_at WHERE id = ?')
      .bind(user!.id)
      .run()
  const { token } = await openSession(db(), env.JWT_SECRET, user!, new Date())
  return { id: user!.id, email, password, cookie: `${SESSION_COOKIE}=${token}` }
}

/** Overrides as the add-product form sends them: amounts are plain numbers, which the schema
 * takes only as whole dinars (a fraction throws, as the API refuses it). */
type ProductOverrides = Partial<Omit<ProductCreate, 'price' | 'originalPrice'>> & {
  price?: number
  originalPrice?: number | null
}

export async function makeProduct(overrides: ProductOverrides = {}): Promise<ProductRow> {
  const input = productCreateSchema.parse({
    name: `Part ${unique()}`,
    price: 25000,
    category: 'Engine Parts',
    stock: 10,
    ...overrides,
  })
  return insertProduct(db(), input, new Date())
}

/**
 * `count` products in one INSERT, for a test that needs a catalogue of thousands: each from SQL
 * expressions of its number `i` (1 to count), written in search form already (lower case, no
 * Arabic), which the triggers index.
 */
export async function insertProducts(
  count: number,
  sqlOf: { name: string; category: string; text?: string },
): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO products (name, description, price, category, stock, search_name, search_text,
       created_at, updated_at)
     SELECT ${sqlOf.name}, ${sqlOf.text ?? "''"}, 10000 + i * 250, ${sqlOf.category}, i % 40,
       lower(${sqlOf.name}), lower(${sqlOf.text ?? "''"}),
       '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
     FROM n`,
  )
    .bind(count)
    .run()
}

export const validShipping: ShippingInfo = {
  firstName: 'Ali',
  lastName: 'Hassan',
  email: 'ali@example.iq',
  phone: '+964 780 222 3344',
  governorate: 'baghdad',
  city: 'karrada',
  area: 'Arasat al-Hindiya, Street 52, House 14',
  landmark: 'Near Kahramana Square',
}

export type PaymentMethod = 'cod' | 'fib' | 'zaincash' | 'card' | 'paypal'

/** A shipping phone of its own for each test order: the waiting-orders limit per phone (3) is
 * not what most tests are about (order-limits.test.ts is). */
/** The same Iraqi mobile number for the same seed (an idempotency key). */
export function phoneFor(seed: string): string {
  let hash = 0
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) % 10_000_000
  return `+964 771 ${String(hash)
    .padStart(7, '0')
    .replace(/^(\d{3})(\d{4})$/, '$1 $2')}`
}

export const uniquePhone = (): string =>
  `+964 770 ${String(Math.floor(Math.random() * 1000)).padStart(3, '0')} ${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`

export interface CartLine {
  id: number
  quantity: number
  selectedSize?: string
}

/** An order body as the storefront sends it (the client's totals are sent too, and ignored). */
export function orderBody(
  items: CartLine[],
  method: PaymentMethod = 'cod',
  extra: Record<string, unknown> = {},
) {
  return {
    items,
    shippingInfo: { ...validShipping, phone: uniquePhone() },
    paymentInfo: { method },
    ...extra,
  }
}

export function placeOrder(
  user: Pick<TestUser, 'cookie'>,
  items: CartLine[],
  options: { method?: PaymentMethod; idempotencyKey?: string } = {},
) {
  const body = orderBody(items, options.method)
  // A retry with the same key is the same order: the same phone.
  if (options.idempotencyKey) body.shippingInfo.phone = phoneFor(options.idempotencyKey)
  return api('POST', '/orders', {
    cookie: user.cookie,
    body,
    headers: {
      // Each order from an address of its own: fixtures are not what the order limit is about
      // (rate-limits.test.ts is); the per-account limit still applies.
      'CF-Connecting-IP': `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(options.idempotencyKey && { 'Idempotency-Key': options.idempotencyKey }),
    },
  })
}

/**
 * Places an order that must succeed and returns it. A cash-on-delivery order is placed as the
 * shopper places it (pending); an online method gives a paid order (paidOrderOf), as the fixtures
 * of most tests need an order that neither waits nor counts against the waiting-orders limit.
 */
export async function orderOf(
  user: Pick<TestUser, 'cookie'>,
  items: CartLine[],
  method: PaymentMethod = 'card',
) {
  if (method !== 'cod') return paidOrderOf(user, items, method)
  return codOrderOf(user, items)
}

async function codOrderOf(user: Pick<TestUser, 'cookie'>, items: CartLine[]): Promise<any> {
  const result = await placeOrder(user, items, { method: 'cod' })
  if (result.status !== 201)
    throw new Error(`order failed (${result.status}): ${result.body.error}`)
  // The order as the lists show it, without the payment the placing answer adds.
  const { payment: _payment, ...order } = result.body.data
  return order
}

/**
 * A fixture: an order paid online and confirmed, as a provider's verified payment leaves it
 * (payments.test.ts covers the payment itself). Placed as cash on delivery, then given the online
 * method (no fee, as the default settings charge online methods none) and confirmed in D1.
 */
export async function paidOrderOf(
  user: Pick<TestUser, 'cookie'>,
  items: CartLine[],
  method: Exclude<PaymentMethod, 'cod'> = 'card',
) {
  const order = await codOrderOf(user, items)
  await env.DB.prepare(
    "UPDATE orders SET status = 'confirmed', payment_method = ?, total = total - payment_fee, payment_fee = 0 WHERE id = ?",
  )
    .bind(method, order.id)
    .run()
  const fee = order.totals.paymentFee as number
  return {
    ...order,
    status: 'confirmed',
    paymentInfo: { method },
    totals: {
      ...order.totals,
      paymentFee: 0,
      total: order.totals.total - fee,
    },
  }
}

export async function stockOf(productId: number): Promise<number | undefined> {
  const row = await env.DB.prepare('SELECT stock FROM products WHERE id = ?')
    .bind(productId)
    .first<{ stock: number }>()
  return row?.stock
}

/** Every stored order's amounts with the sum of its lines, for the whole-dinar checks. */
export const storedOrderSums = async () =>
  (
    await env.DB.prepare(
      `SELECT id, subtotal, shipping, tax, payment_fee AS fee, total,
         (SELECT sum(price * quantity) FROM order_items WHERE order_id = orders.id) AS lines
       FROM orders`,
    ).all<{
      id: string
      subtotal: number
      shipping: number
      tax: number
      fee: number
      total: number
      lines: number
    }>()
  ).results

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
