// Whole dinars at the API: every amount an answer carries is an integer number of dinars (products,
// settings, orders, statistics, tracking, payments), every order's total is the exact sum of its
// lines, tax is 8% rounded half up once per order, the opening fees are a Baghdad shop's, and a
// fractional amount sent to the API is refused with its own code, never rounded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFibFake } from '../fakes/payments/fib'
import {
  api,
  makeProduct,
  makeUser,
  orderBody,
  placeOrder,
  storedOrderSums,
  type TestUser,
} from './helpers'
import { callApi, fakeService } from './outbound'

/** The keys under which the API answers money. */
const MONEY_KEYS = new Set([
  'price',
  'originalPrice',
  'subtotal',
  'shipping',
  'tax',
  'paymentFee',
  'total',
  'amount',
  'fee',
  'codFee',
  'revenue',
  'avgOrder',
  'totalRevenue',
  'freeShippingThreshold',
  'baghdad',
  'otherGovernorates',
])

/** Every money field in an answer, with where it is: `orders[0].totals.tax`. */
function moneyFields(value: unknown, path = ''): { path: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => moneyFields(v, `${path}[${i}]`))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, v]) => {
    const where = path ? `${path}.${key}` : key
    if (MONEY_KEYS.has(key) && typeof v === 'number') return [{ path: where, value: v }]
    return moneyFields(v, where)
  })
}

/** The answers the tests below produce, each walked for a fractional amount. */
const walked: { path: string; value: unknown }[] = []
function walk<T extends { body: { data: unknown } }>(answer: T): T {
  walked.push(...moneyFields(answer.body.data))
  return answer
}

const FIB_API = 'http://fib.test'
const fib = createFibFake({ base: FIB_API, deliver: async () => {} })
const fibSettings = { FIB_API_URL: FIB_API, ...fib.credentials }

let admin: TestUser
let customer: TestUser
beforeEach(async () => {
  admin = await makeUser('admin')
  customer = await makeUser('customer')
  fib.reset()
  fakeService(FIB_API, (request) => fib.fetch(request))
})
afterEach(() => vi.restoreAllMocks())

describe('the opening fees and the tax', () => {
  it('charges a Baghdad cash-on-delivery order 5,000 delivery, 1,000 fee and 8% tax rounded half up', async () => {
    const product = await makeProduct({ price: 12_345 })
    const placed = walk(await placeOrder(customer, [{ id: product.id, quantity: 1 }]))
    expect(placed.status, placed.body.error).toBe(201)
    // 8% of 12,345 is 987.6: 988, and the total is the sum of the four lines shown.
    expect(placed.body.data.totals).toEqual({
      subtotal: 12_345,
      shipping: 5_000,
      tax: 988,
      paymentFee: 1_000,
      total: 19_333,
    })
  })

  it('charges 10,000 to other governorates, and nothing above 150,000', async () => {
    const part = await makeProduct({ price: 75_000, stock: 20 })
    const basra = orderBody([{ id: part.id, quantity: 1 }])
    basra.shippingInfo.governorate = 'basra'
    basra.shippingInfo.city = 'basra'
    const far = walk(await api('POST', '/orders', { cookie: customer.cookie, body: basra }))
    expect(far.status, far.body.error).toBe(201)
    expect(far.body.data.totals.shipping).toBe(10_000)

    const atThreshold = walk(await placeOrder(customer, [{ id: part.id, quantity: 2 }]))
    expect(atThreshold.body.data.totals.shipping).toBe(5_000) // 150,000 is not above 150,000
    const above = await makeProduct({ price: 150_001 })
    const free = walk(await placeOrder(customer, [{ id: above.id, quantity: 1 }]))
    expect(free.body.data.totals).toMatchObject({ shipping: 0, tax: 12_000, total: 163_001 })
  })

  it('shows the same fees in the settings the checkout reads', async () => {
    const settings = walk(await api('GET', '/settings')).body.data
    expect(settings.deliveryFees).toEqual({ baghdad: 5_000, otherGovernorates: 10_000 })
    expect(settings.freeShippingThreshold).toBe(150_000)
    expect(settings.paymentMethods.find((m: { id: string }) => m.id === 'cod').fee).toBe(1_000)
  })
})

describe('a fraction of a dinar sent to the API', () => {
  it('is refused in the settings, a product and a price filter, and nothing changes', async () => {
    const settings = (await api('GET', '/settings')).body.data
    const fractional = { ...settings, deliveryFees: { baghdad: 9.99, otherGovernorates: 10_000 } }
    const refused = await api('PUT', '/settings', { cookie: admin.cookie, body: fractional })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('AMOUNT_NOT_WHOLE')
    expect((await api('GET', '/settings')).body.data.deliveryFees.baghdad).toBe(5_000)

    const product = await api('POST', '/products', {
      cookie: admin.cookie,
      body: { name: 'Half-dinar bolt', price: 1500.5, category: 'Engine Parts', stock: 3 },
    })
    expect(product.status).toBe(400)
    expect(product.body.code).toBe('AMOUNT_NOT_WHOLE')

    const filter = await api('GET', '/products?minPrice=0.5')
    expect(filter.status).toBe(400)
  })
})

describe('every answer', () => {
  it('carries whole dinars: products, orders, statistics, tracking, and a FIB payment', async () => {
    const product = await makeProduct({ price: 33_333, originalPrice: 40_001 })
    walk(await api('GET', '/products'))
    walk(await api('GET', `/products/${product.id}`))
    const cod = walk(await placeOrder(customer, [{ id: product.id, quantity: 3 }]))
    expect(cod.status, cod.body.error).toBe(201)
    walk(await api('GET', `/orders/${customer.id}`, { cookie: customer.cookie }))
    walk(await api('GET', '/orders/all', { cookie: admin.cookie }))
    walk(await api('GET', '/orders/stats', { cookie: admin.cookie }))
    walk(await api('GET', `/track/${cod.body.data.trackingToken}`))

    // FIB takes an integer of dinars (its fake refuses anything else), and the payment keeps it.
    const online = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body: orderBody([{ id: product.id, quantity: 1 }], 'fib'),
      settings: fibSettings,
    })
    expect(online.status, online.body.error).toBe(201)
    walk(online)
    const sent = [...fib.payments.values()].at(-1)
    expect(sent?.amount).toBe(online.body.data.totals.total)
    walk(
      await callApi('GET', `/track/${online.body.data.trackingToken}/payment`, {
        settings: fibSettings,
      }),
    )
    walk(await api('GET', `/orders/${online.body.data.id}/payments`, { cookie: admin.cookie }))

    expect(walked.length).toBeGreaterThan(40)
    expect(walked.filter((f) => !Number.isSafeInteger(f.value))).toEqual([])
  })

  it('and every order stored: the total is the exact sum of its lines', async () => {
    const odd = await makeProduct({ price: 11_111, stock: 50 })
    const even = await makeProduct({ price: 250_000, stock: 50 })
    for (const quantity of [1, 2, 3])
      expect((await placeOrder(customer, [{ id: odd.id, quantity }])).status).toBe(201)
    // A second shopper: three orders waiting for the shop's call are one shopper's limit.
    const other = await makeUser('customer')
    expect((await placeOrder(other, [{ id: even.id, quantity: 1 }])).status).toBe(201)
    expect((await api('POST', '/admin/orders/test', { cookie: admin.cookie })).status).toBe(201)
    const results = await storedOrderSums()
    expect(results.length).toBeGreaterThanOrEqual(5)
    for (const o of results) {
      expect(o.subtotal + o.shipping + o.tax + o.fee, o.id).toBe(o.total)
      expect(o.lines, o.id).toBe(o.subtotal)
      for (const amount of [o.subtotal, o.shipping, o.tax, o.fee, o.total])
        expect(Number.isSafeInteger(amount)).toBe(true)
    }
  })
})
