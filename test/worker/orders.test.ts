// Placing orders (server-side totals, atomic stock, idempotency, racing shoppers) and the
// admin's order management and statistics.
import { env } from 'cloudflare:workers'
import { ORDER_STATUSES } from '../../worker/domain/order-status'
import { describe, expect, it } from 'vitest'
import { orderCodec } from '../../worker/db/codecs/order'
import { insertPlacedOrder } from '../../worker/db/queries/order-placement'
import { readSettings, saveSettings } from '../../worker/db/queries/settings'
import { dinars } from '../../worker/domain/money'
import { AppError } from '../../worker/lib/errors'
import { orderCreateSchema } from '../../worker/schemas/order'
import { newOrderId, placeOrder as placeOrderDirectly } from '../../worker/services/place-order'
import {
  api,
  type CartLine,
  db,
  makeProduct,
  makeUser,
  orderBody,
  orderOf,
  placeOrder,
  sleep,
  stockOf,
  unique,
  validShipping,
  refusal,
} from './helpers'
import { stopShopClock } from './clock'
import { callApi } from './outbound'

const DAY_MS = 24 * 60 * 60 * 1000
/** A product id no test creates. */
const GONE = 987654

const countRows = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n

/** A fresh customer orders one unit of a fresh product (stock 3), shipping with these changes. */
async function orderShippedTo(changes: Partial<typeof validShipping>) {
  const customer = await makeUser()
  const product = await makeProduct({ stock: 3 })
  const result = await api('POST', '/orders', {
    cookie: customer.cookie,
    body: {
      ...orderBody([{ id: product.id, quantity: 1 }]),
      shippingInfo: { ...validShipping, ...changes },
    },
  })
  return { result, product }
}

describe('placing an order', () => {
  it('charges subtotal, 8% tax, 5,000 delivery in Baghdad and the 1,000 cash-on-delivery fee computed by the server', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ price: 20_000, stock: 10 })
    const result = await api('POST', '/orders', {
      cookie: customer.cookie,
      body: orderBody(
        [{ id: product.id, quantity: 2, price: 0.01, name: 'Free stuff' } as CartLine],
        'cod',
        {
          userId: 999999,
          totals: { subtotal: 0.02, shipping: 0, tax: 0, paymentFee: 0, total: 0.02 },
        },
      ),
    })
    expect(result.status).toBe(201)
    expect(result.body.data.totals).toEqual({
      subtotal: 40_000,
      shipping: 5_000,
      tax: 3_200,
      paymentFee: 1_000,
      total: 49_200,
    })
    expect(result.body.data.userId).toBe(customer.id)
    expect(result.body.data.items).toEqual([
      expect.objectContaining({ id: product.id, name: product.name, price: 20_000, quantity: 2 }),
    ])
    const row = await env.DB.prepare(
      'SELECT subtotal, shipping, tax, payment_fee, total FROM orders WHERE id = ?',
    )
      .bind(result.body.data.id)
      .first()
    // Stored as the API answers: whole dinars.
    expect(row).toEqual({
      subtotal: 40_000,
      shipping: 5_000,
      tax: 3_200,
      payment_fee: 1_000,
      total: 49_200,
    })
  })

  it('delivers free above 150,000 and charges no fee for card', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ price: 80_000, stock: 10 })
    const order = await orderOf(customer, [{ id: product.id, quantity: 2 }], 'card')
    expect(order.totals).toEqual({
      subtotal: 160_000,
      shipping: 0,
      tax: 12_800,
      paymentFee: 0,
      total: 172_800,
    })
  })

  it('still charges delivery at a subtotal of exactly 150,000, and no fee for paypal', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ price: 50_000, stock: 10 })
    const order = await orderOf(customer, [{ id: product.id, quantity: 3 }], 'paypal')
    expect(order.totals).toEqual({
      subtotal: 150_000,
      shipping: 5_000,
      tax: 12_000,
      paymentFee: 0,
      total: 167_000,
    })
  })

  it('takes the tax once on the subtotal of several lines, rounded half up to a whole dinar', async () => {
    const customer = await makeUser()
    // 8% of each line is 88.48 (88 rounded); 8% of their sum, 2,212, is 176.96: 177.
    const a = await makeProduct({ price: 1_106, stock: 10 })
    const b = await makeProduct({ price: 1_106, stock: 10 })
    const order = await orderOf(customer, [
      { id: a.id, quantity: 1 },
      { id: b.id, quantity: 1 },
    ])
    expect(order.totals).toEqual({
      subtotal: 2_212,
      shipping: 5_000,
      tax: 177,
      paymentFee: 0,
      total: 7_389,
    })
  })

  it.each([
    ['an empty list', { items: [] }],
    ['no items at all', { items: undefined }],
  ])('rejects %s with "Cart is empty"', async (_name, override) => {
    const customer = await makeUser()
    const result = await api('POST', '/orders', {
      cookie: customer.cookie,
      body: { ...orderBody([]), ...override },
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('CART_EMPTY'))
  })

  it('needs a signed-in customer', async () => {
    const product = await makeProduct({ stock: 3 })
    const result = await api('POST', '/orders', {
      body: orderBody([{ id: product.id, quantity: 1 }]),
    })
    expect(result.status).toBe(401)
    expect(await stockOf(product.id)).toBe(3)
  })

  it('takes a phone typed with Arabic-Indic digits and keeps it in 0-9', async () => {
    const { result } = await orderShippedTo({ phone: '+٩٦٤ ٧٧٠ ١٢٣ ٤٥٦٧' })
    expect(result.status).toBe(201)
    expect(result.body.data.shippingInfo.phone).toBe('+964 770 123 4567')
  })

  it('names a payment method the shop does not know as not available', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 3 })
    const result = await api('POST', '/orders', {
      cookie: customer.cookie,
      body: { ...orderBody([{ id: product.id, quantity: 1 }]), paymentInfo: { method: 'bitcoin' } },
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('PAYMENT_UNAVAILABLE'))
    expect(await stockOf(product.id)).toBe(3)
  })

  it('rejects incomplete shipping details', async () => {
    const { result, product } = await orderShippedTo({ city: '' })
    expect(result.status).toBe(400)
    expect(result.body.success).toBe(false)
    expect(await stockOf(product.id)).toBe(3)
  })

  // Online orders start awaiting payment (payments.test.ts); without a provider they are refused.
  it('gives the order an ORD id, a status by payment method and delivery 7 days after creation', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 10 })
    const cod = await orderOf(customer, [{ id: product.id, quantity: 1 }], 'cod')
    const again = await orderOf(customer, [{ id: product.id, quantity: 1 }], 'cod')
    expect(cod.id).toMatch(/^ORD\d+[0-9A-Z]+$/)
    expect(new Set([cod.id, again.id]).size).toBe(2)
    expect(cod.status).toBe('pending')
    expect(cod.trackingNumber).toBeNull()
    expect(Date.parse(cod.estimatedDelivery) - Date.parse(cod.createdAt)).toBe(7 * DAY_MS)
    expect(cod.shippingInfo).toEqual({ ...validShipping, phone: cod.shippingInfo.phone })
    expect(cod.paymentInfo).toEqual({ method: 'cod' })
  })

  it('writes order numbers a customer can read out on the phone: no O, I, L or U beside 0 and 1', () => {
    // The confirmation call and the courier go by the last six characters («الطلب رقم 2O6ND3»).
    const ids = Array.from({ length: 2000 }, () => newOrderId(new Date('2026-12-01T10:00:00Z')))
    for (const id of ids) expect(id).toMatch(/^ORD1796119200000[0-9A-HJKMNP-TV-Z]{5}$/)
    // Every one of the 32 characters still comes up.
    expect(new Set(ids.flatMap((id) => id.slice(-5).split(''))).size).toBe(32)
  })

  it('lowers the stock and marks the product out of stock at 0', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    await orderOf(customer, [{ id: product.id, quantity: 2 }])
    expect(await stockOf(product.id)).toBe(3)
    expect((await api('GET', `/products/${product.id}`)).body.data).toMatchObject({
      stock: 3,
      inStock: true,
    })
    await orderOf(customer, [{ id: product.id, quantity: 3 }])
    expect((await api('GET', `/products/${product.id}`)).body.data).toMatchObject({
      stock: 0,
      inStock: false,
    })
  })

  it('refuses more than the stock with 409 naming the product, and changes nothing', async () => {
    const customer = await makeUser()
    const plenty = await makeProduct({ stock: 10 })
    const scarce = await makeProduct({ name: `Brake Lever ${unique()}`, stock: 2 })
    const result = await placeOrder(customer, [
      { id: plenty.id, quantity: 1 },
      { id: scarce.id, quantity: 3 },
    ])
    expect(result.status).toBe(409)
    expect(result.body.success).toBe(false)
    expect(result.body.error).toContain(scarce.name)
    expect(await stockOf(plenty.id)).toBe(10)
    expect(await stockOf(scarce.id)).toBe(2)
    expect(await countRows('SELECT count(*) AS n FROM orders WHERE user_id = ?', customer.id)).toBe(
      0,
    )
  })

  it('refuses an out-of-stock product with 409 naming it', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ name: `Sold Out Mirror ${unique()}`, stock: 0 })
    const result = await placeOrder(customer, [{ id: product.id, quantity: 1 }])
    expect(result.status).toBe(409)
    expect(result.body.error).toContain(product.name)
    expect(await stockOf(product.id)).toBe(0)
  })

  it('counts the same product bought in two sizes against one stock', async () => {
    const customer = await makeUser()
    const helmet = await makeProduct({ category: 'Helmets', sizes: ['M', 'L'], stock: 3 })
    const result = await placeOrder(customer, [
      { id: helmet.id, quantity: 2, selectedSize: 'M' },
      { id: helmet.id, quantity: 2, selectedSize: 'L' },
    ])
    expect(result.status).toBe(409)
    expect(await stockOf(helmet.id)).toBe(3)
  })

  it('needs a size from the list for a product sold in sizes (422)', async () => {
    const customer = await makeUser()
    const helmet = await makeProduct({
      name: `Full Face Helmet ${unique()}`,
      category: 'Helmets',
      sizes: ['S', 'M', 'L'],
      stock: 5,
    })
    const noSize = await placeOrder(customer, [{ id: helmet.id, quantity: 1 }])
    expect(noSize.status).toBe(422)
    expect(noSize.body.success).toBe(false)
    expect(noSize.body.error).toContain(helmet.name)
    expect(
      (await placeOrder(customer, [{ id: helmet.id, quantity: 1, selectedSize: 'XXL' }])).status,
    ).toBe(422)
    expect(await stockOf(helmet.id)).toBe(5)
    const sized = await orderOf(customer, [{ id: helmet.id, quantity: 1, selectedSize: 'M' }])
    expect(sized.items[0].selectedSize).toBe('M')
    expect(await stockOf(helmet.id)).toBe(4)
  })

  it('answers 404 for a product that does not exist, and changes nothing', async () => {
    const customer = await makeUser()
    const real = await makeProduct({ stock: 4 })
    const result = await placeOrder(customer, [
      { id: real.id, quantity: 1 },
      { id: 987654, quantity: 1 },
    ])
    expect(result.status).toBe(404)
    expect(result.body.success).toBe(false)
    expect(result.body.error).toMatch(/not found/i)
    expect(await stockOf(real.id)).toBe(4)
  })
})

describe('retries with an Idempotency-Key', () => {
  it('returns the first order for a repeated key and lowers the stock once', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const key = `checkout-${unique()}`
    const first = await placeOrder(customer, [{ id: product.id, quantity: 2 }], {
      idempotencyKey: key,
    })
    const second = await placeOrder(customer, [{ id: product.id, quantity: 2 }], {
      idempotencyKey: key,
    })
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(second.body.data.id).toBe(first.body.data.id)
    expect(second.body.data).toEqual(first.body.data)
    expect(await stockOf(product.id)).toBe(3)
    expect(await countRows('SELECT count(*) AS n FROM orders WHERE user_id = ?', customer.id)).toBe(
      1,
    )
  })

  it('places one order when the same key arrives five times at once', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const key = `offline-${unique()}`
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(customer, [{ id: product.id, quantity: 1 }], { idempotencyKey: key }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1)
    expect(await stockOf(product.id)).toBe(4)
    expect(await countRows('SELECT count(*) AS n FROM orders WHERE user_id = ?', customer.id)).toBe(
      1,
    )
  })

  it("keeps one customer's key apart from another's", async () => {
    const alice = await makeUser()
    const bob = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const key = `shared-key-${unique()}`
    const a = await placeOrder(alice, [{ id: product.id, quantity: 1 }], { idempotencyKey: key })
    const b = await placeOrder(bob, [{ id: product.id, quantity: 1 }], { idempotencyKey: key })
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.body.data.id).not.toBe(b.body.data.id)
    expect(b.body.data.userId).toBe(bob.id)
    expect(await stockOf(product.id)).toBe(3)
  })

  it('places a new order each time when no key is sent', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const first = await orderOf(customer, [{ id: product.id, quantity: 1 }])
    const second = await orderOf(customer, [{ id: product.id, quantity: 1 }])
    expect(first.id).not.toBe(second.id)
    expect(await stockOf(product.id)).toBe(3)
  })
  it('answers 422 when the key comes back with another order, and places nothing', async () => {
    const customer = await makeUser()
    const helmet = await makeProduct({ category: 'Helmets', sizes: ['M', 'L'], stock: 5 })
    const other = await makeProduct({ stock: 5 })
    const key = `checkout-${unique()}`
    const send = (body: ReturnType<typeof orderBody>) =>
      api('POST', '/orders', {
        cookie: customer.cookie,
        body,
        headers: { 'Idempotency-Key': key },
      })
    const line = { id: helmet.id, quantity: 2, selectedSize: 'M' }
    expect((await send(orderBody([line]))).status).toBe(201)
    const others = [
      orderBody([{ ...line, quantity: 3 }]),
      orderBody([{ ...line, selectedSize: 'L' }]),
      orderBody([{ ...line, id: other.id, selectedSize: undefined }]),
      orderBody([line, { id: other.id, quantity: 1 }]),
      orderBody([line], 'paypal'),
      { ...orderBody([line]), shippingInfo: { ...validShipping, area: 'Street 9, House 1' } },
    ]
    for (const body of others) {
      const result = await send(body)
      expect(result.status).toBe(422)
      expect(result.body).toEqual(refusal('IDEMPOTENCY_KEY_REUSED'))
    }
    expect([await stockOf(helmet.id), await stockOf(other.id)]).toEqual([3, 5])
    expect(await countRows('SELECT count(*) AS n FROM orders WHERE user_id = ?', customer.id)).toBe(
      1,
    )
  })

  it('returns the first order for the same cart sent with its lines in another order', async () => {
    const customer = await makeUser()
    const a = await makeProduct({ stock: 5 })
    const b = await makeProduct({ stock: 5 })
    const key = `checkout-${unique()}`
    const lines = [
      { id: a.id, quantity: 1 },
      { id: b.id, quantity: 2 },
    ]
    const first = await placeOrder(customer, lines, { idempotencyKey: key })
    const again = await placeOrder(customer, [...lines].reverse(), { idempotencyKey: key })
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body.data.id).toBe(first.body.data.id)
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([4, 3])
  })
})

describe('racing shoppers', () => {
  async function race(buyers: { cookie: string }[], productId: number) {
    return Promise.all(buyers.map((buyer) => placeOrder(buyer, [{ id: productId, quantity: 1 }])))
  }

  async function expectExactlySold(
    results: Awaited<ReturnType<typeof race>>,
    product: { id: number; name: string },
    sold = 10,
  ) {
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(sold)
    expect(statuses.filter((s) => s === 409)).toHaveLength(results.length - sold)
    for (const rejected of results.filter((r) => r.status === 409)) {
      expect(rejected.body.success).toBe(false)
      expect(rejected.body.error).toContain(product.name)
    }
    expect(await stockOf(product.id)).toBe(0)
    expect(
      await countRows(
        'SELECT count(DISTINCT order_id) AS n FROM order_items WHERE product_id = ?',
        product.id,
      ),
    ).toBe(sold)
    expect(
      await countRows(
        'SELECT coalesce(sum(quantity), 0) AS n FROM order_items WHERE product_id = ?',
        product.id,
      ),
    ).toBe(sold)
    const ids = results.filter((r) => r.status === 201).map((r) => r.body.data.id as string)
    expect(new Set(ids).size).toBe(sold)
    expect((await api('GET', `/products/${product.id}`)).body.data.inStock).toBe(false)
  }

  it('sells exactly the stock when 20 customers race for 10 units', async () => {
    const product = await makeProduct({ name: `Racing Chain ${unique()}`, stock: 10 })
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeUser()))
    await expectExactlySold(await race(buyers, product.id), product)
  })

  // Ten is what one account may place in a minute (the order rate limit).
  // Fewer units than the 3 waiting orders a customer may have, so stock is the rule that stops them.
  it('sells exactly the stock when one customer sends 10 orders at once for 2 units', async () => {
    const product = await makeProduct({ name: `Racing Sprocket ${unique()}`, stock: 2 })
    const buyer = await makeUser()
    await expectExactlySold(
      await race(
        Array.from({ length: 10 }, () => buyer),
        product.id,
      ),
      product,
      2,
    )
    expect(await countRows('SELECT count(*) AS n FROM orders WHERE user_id = ?', buyer.id)).toBe(2)
  })

  // A hundred sign-ups and orders take a second or two alone, more on a busy machine.
  it('sells exactly 10 units when 100 customers race for them with cash on delivery', async () => {
    const product = await makeProduct({ name: `Stress Chain ${unique()}`, stock: 10 })
    const buyers = await Promise.all(Array.from({ length: 100 }, () => makeUser()))
    let lowest = 10
    const race = { on: true }
    const watchStock = (async () => {
      while (race.on) {
        lowest = Math.min(lowest, (await stockOf(product.id))!)
        await sleep(1)
      }
    })()
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        api('POST', '/orders', {
          cookie: buyer.cookie,
          // A hundred shoppers at a hundred addresses, each within the order rate limit.
          headers: { 'CF-Connecting-IP': `10.100.0.${i + 1}` },
          body: {
            ...orderBody([{ id: product.id, quantity: 1 }], 'cod'),
            // A number each, so the per-phone limit of pending cash-on-delivery orders stays out.
            shippingInfo: { ...validShipping, phone: `+964 790 000 ${String(i).padStart(4, '0')}` },
          },
        }),
      ),
    )
    race.on = false
    await watchStock
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(90)
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.body.error).toContain(product.name)
    expect(await stockOf(product.id)).toBe(0)
    expect(lowest).toBeGreaterThanOrEqual(0)
    expect(
      await countRows(
        'SELECT coalesce(sum(quantity), 0) AS n FROM order_items WHERE product_id = ?',
        product.id,
      ),
    ).toBe(10)
  }, 30_000)
})

/**
 * Calls the service without HTTP: started together, every call reads the stock (and looks for its
 * key) before any of them writes, so the batch's own guards are what must hold.
 */
async function placeAllAtOnce(userIds: number[], items: CartLine[], idempotencyKey?: string) {
  const order = orderCreateSchema.parse(orderBody(items))
  return Promise.allSettled(
    userIds.map((userId) =>
      placeOrderDirectly(db(), { userId, order, idempotencyKey, now: new Date() }),
    ),
  )
}

describe('the atomic order batch', () => {
  // Fewer units than the 3 waiting orders a customer may have, so stock is the rule that stops them.
  it('sells exactly the stock when 20 orders all pass the stock check before any is written', async () => {
    const product = await makeProduct({ name: `Batch Chain ${unique()}`, stock: 3 })
    const buyer = await makeUser()
    const results = await placeAllAtOnce(Array(20).fill(buyer.id), [
      { id: product.id, quantity: 1 },
    ])
    const placed = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected')
    expect(placed).toHaveLength(3)
    expect(refused).toHaveLength(17)
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError)
      expect((r.reason as AppError).status).toBe(409)
      expect((r.reason as AppError).message).toContain(product.name)
    }
    expect(await stockOf(product.id)).toBe(0)
    expect(await countRows('SELECT count(*) AS n FROM orders WHERE user_id = ?', buyer.id)).toBe(3)
  })

  it('writes one order when the same key is placed twice before either is written', async () => {
    const product = await makeProduct({ stock: 5 })
    const buyer = await makeUser()
    const results = await placeAllAtOnce(
      [buyer.id, buyer.id, buyer.id],
      [{ id: product.id, quantity: 1 }],
      `race-${unique()}`,
    )
    const outcomes = results.map((r) => {
      if (r.status === 'rejected') throw r.reason
      return r.value
    })
    expect(outcomes.filter((o) => o.created)).toHaveLength(1)
    expect(new Set(outcomes.map((o) => o.order.id)).size).toBe(1)
    expect(await stockOf(product.id)).toBe(4)
    expect(await countRows('SELECT count(*) AS n FROM orders WHERE user_id = ?', buyer.id)).toBe(1)
  })

  it('answers 422 to the second of two different orders sent at once with the same key', async () => {
    const product = await makeProduct({ stock: 5 })
    const buyer = await makeUser()
    const key = `race-${unique()}`
    const results = await Promise.allSettled(
      [1, 2].map((quantity) =>
        placeOrderDirectly(db(), {
          userId: buyer.id,
          order: orderCreateSchema.parse(orderBody([{ id: product.id, quantity }])),
          idempotencyKey: key,
          now: new Date(),
        }),
      ),
    )
    const [placed, refused] = [
      results.filter((r) => r.status === 'fulfilled'),
      results.filter((r) => r.status === 'rejected'),
    ]
    expect(placed).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect((refused[0]!.reason as AppError).status).toBe(422)
    expect(await countRows('SELECT count(*) AS n FROM orders WHERE user_id = ?', buyer.id)).toBe(1)
  })

  it('refuses a whole multi-line order when the batch meets one line short, naming its stock', async () => {
    const plenty = await makeProduct({ stock: 10 })
    const scarce = await makeProduct({ name: `Batch Lever ${unique()}`, stock: 3 })
    const buyer = await makeUser()
    const results = await placeAllAtOnce(
      [buyer.id, buyer.id],
      [
        { id: plenty.id, quantity: 1 },
        { id: scarce.id, quantity: 2 },
      ],
    )
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(1)
    const error = refused[0]!.reason as AppError
    expect([error.status, error.code]).toEqual([409, 'OUT_OF_STOCK'])
    expect(error.params).toEqual({ productId: scarce.id, name: scarce.name, nameAr: '', count: 1 })
    expect([await stockOf(plenty.id), await stockOf(scarce.id)]).toEqual([9, 1])
    expect(await countRows('SELECT count(*) AS n FROM orders WHERE user_id = ?', buyer.id)).toBe(1)
    expect(
      await countRows(
        'SELECT count(*) AS n FROM order_items JOIN orders ON orders.id = order_id WHERE user_id = ?',
        buyer.id,
      ),
    ).toBe(2)
  })

  it('reports a product deleted since the check, and writes nothing', async () => {
    const kept = await makeProduct({ stock: 5 })
    const buyer = await makeUser()
    const now = new Date()
    const amount = dinars(10_000)
    const rows = orderCodec.newRows(
      {
        id: newOrderId(now),
        userId: buyer.id,
        shippingInfo: validShipping,
        paymentMethod: 'card',
        totals: {
          subtotal: amount,
          shipping: amount,
          tax: amount,
          paymentFee: amount,
          total: amount,
        },
        status: 'confirmed',
        estimatedDelivery: now,
        idempotencyKey: null,
        language: 'en',
        phoneVerified: false,
        now,
      },
      [kept.id, GONE].map((productId) => ({
        productId,
        name: 'Line',
        nameAr: '',
        category: '',
        price: amount,
        quantity: 1,
        image: '',
        selectedSize: null,
      })),
      { channel: 'customer', actor: '' },
    )
    const outcome = await insertPlacedOrder(db(), {
      rows,
      customerId: buyer.id,
      units: new Map([
        [kept.id, 1],
        [GONE, 1],
      ]),
      limitPendingCod: false,
    })
    expect(outcome).toEqual({ kind: 'short', productId: GONE, product: undefined })
    expect(await stockOf(kept.id)).toBe(5)
    expect(await countRows('SELECT count(*) AS n FROM orders WHERE user_id = ?', buyer.id)).toBe(0)
    expect(
      await countRows('SELECT count(*) AS n FROM order_items WHERE order_id = ?', rows.order.id),
    ).toBe(0)
  })
})

describe('reading orders', () => {
  it("lists only the customer's own orders, newest first", async () => {
    const alice = await makeUser()
    const bob = await makeUser()
    const product = await makeProduct({ stock: 20 })
    const placed: string[] = []
    // A millisecond between orders on the shop's clock: "newest first" is one order.
    const clock = stopShopClock()
    for (let i = 0; i < 3; i++) {
      placed.push((await orderOf(alice, [{ id: product.id, quantity: 1 }])).id)
      clock.advance(1)
    }
    await orderOf(bob, [{ id: product.id, quantity: 1 }])
    const result = await api('GET', `/orders/${alice.id}`, { cookie: alice.cookie })
    expect(result.status).toBe(200)
    expect(result.body.data.map((o: { id: string }) => o.id)).toEqual(placed.reverse())
    expect(result.body.data.every((o: { userId: number }) => o.userId === alice.id)).toBe(true)
    expect(result.body.data[0].items).toHaveLength(1)
  })

  it('returns the n most recent orders for GET /orders?limit=n, 10 by default', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const second = await makeUser()
    const product = await makeProduct({ stock: 50 })
    // Two customers: one account may place 10 orders a minute.
    for (let i = 0; i < 11; i++)
      await orderOf(i < 6 ? customer : second, [{ id: product.id, quantity: 1 }])
    const all = (await api('GET', '/orders/all', { cookie: admin.cookie })).body.data as {
      id: string
    }[]
    const two = await api('GET', '/orders?limit=2', { cookie: admin.cookie })
    expect(two.status).toBe(200)
    expect(two.body.data.map((o: { id: string }) => o.id)).toEqual(all.slice(0, 2).map((o) => o.id))
    const byDefault = await api('GET', '/orders', { cookie: admin.cookie })
    expect(byDefault.body.data).toHaveLength(10)
    expect(byDefault.body.data.map((o: { id: string }) => o.id)).toEqual(
      all.slice(0, 10).map((o) => o.id),
    )
    expect(byDefault.body.data[0].items.length).toBeGreaterThan(0)
  })

  it('rejects a limit that is not a positive number', async () => {
    const admin = await makeUser('admin')
    for (const limit of ['0', '-1', 'ten']) {
      const result = await api('GET', `/orders?limit=${limit}`, { cookie: admin.cookie })
      expect(result.status).toBe(400)
      expect(result.body.success).toBe(false)
    }
  })

  it('lists the orders with their items for GET /orders/all, newest first', async () => {
    const admin = await makeUser('admin')
    const alice = await makeUser()
    const bob = await makeUser()
    const product = await makeProduct({ stock: 10 })
    const clock = stopShopClock()
    const first = await orderOf(alice, [{ id: product.id, quantity: 2 }])
    clock.advance(1)
    const second = await orderOf(bob, [{ id: product.id, quantity: 1 }])
    const result = await api('GET', '/orders/all', { cookie: admin.cookie })
    expect(result.status).toBe(200)
    const ids = result.body.data.map((o: { id: string }) => o.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0)
    expect(result.body.data.find((o: { id: string }) => o.id === first.id)).toEqual(first)
    const created = result.body.data.map((o: { createdAt: string }) => o.createdAt)
    expect(created).toEqual([...created].sort().reverse())
  })
})

describe('order status', () => {
  it('assigns a TRK tracking number when shipped and keeps it when shipped again', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const order = await orderOf(customer, [{ id: (await makeProduct()).id, quantity: 1 }], 'cod')
    const confirmed = await api('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      body: { status: 'confirmed' },
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data).toMatchObject({
      id: order.id,
      status: 'confirmed',
      trackingNumber: null,
    })
    const shipped = await api('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      body: { status: 'shipped' },
    })
    expect(shipped.body.data.status).toBe('shipped')
    const tracking = shipped.body.data.trackingNumber
    expect(tracking).toMatch(/^TRK\d{8}$/)
    const again = await api('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      body: { status: 'shipped' },
    })
    expect(again.body.data.trackingNumber).toBe(tracking)
    const delivered = await api('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      body: { status: 'delivered' },
    })
    expect(delivered.body.data).toMatchObject({ status: 'delivered', trackingNumber: tracking })
    const seen = await api('GET', `/orders/${customer.id}`, { cookie: customer.cookie })
    expect(seen.body.data[0]).toMatchObject({ status: 'delivered', trackingNumber: tracking })
  })

  it('rejects an unknown status and answers 404 for an unknown order', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const order = await orderOf(customer, [{ id: (await makeProduct()).id, quantity: 1 }])
    const processing = await api('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      body: { status: 'processing' },
    })
    expect(processing.status).toBe(400)
    expect(processing.body.success).toBe(false)
    const missing = await api('PUT', '/orders/ORD0NOSUCH', {
      cookie: admin.cookie,
      body: { status: 'shipped' },
    })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual(refusal('ORDER_NOT_FOUND'))
  })

  it('updates many orders at once and reports the ids it could not find', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ stock: 10 })
    const a = await orderOf(customer, [{ id: product.id, quantity: 1 }])
    const b = await orderOf(customer, [{ id: product.id, quantity: 1 }])
    const result = await api('PATCH', '/orders', {
      cookie: admin.cookie,
      body: { orderIds: [a.id, 'ORD0MISSING', b.id], status: 'shipped' },
    })
    expect(result.status).toBe(200)
    expect(result.body.data).toEqual({
      updatedCount: 2,
      errors: [{ id: 'ORD0MISSING', error: 'Order not found', code: 'ORDER_NOT_FOUND' }],
    })
    const orders = (await api('GET', `/orders/${customer.id}`, { cookie: customer.cookie })).body
      .data
    for (const order of orders) {
      expect(order.status).toBe('shipped')
      expect(order.trackingNumber).toMatch(/^TRK\d{8}$/)
    }
  })

  it('rejects a bulk update without orders', async () => {
    const admin = await makeUser('admin')
    const result = await api('PATCH', '/orders', {
      cookie: admin.cookie,
      body: { orderIds: [], status: 'shipped' },
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('NO_ORDERS_SELECTED'))
  })
})

describe('deleting orders', () => {
  it('deletes one order with its items and answers 404 for an unknown one', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const order = await orderOf(customer, [{ id: (await makeProduct()).id, quantity: 1 }])
    const result = await api('DELETE', `/orders/${order.id}`, { cookie: admin.cookie })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ success: true, data: { id: order.id } })
    expect(
      (await api('GET', `/orders/${customer.id}`, { cookie: customer.cookie })).body.data,
    ).toEqual([])
    expect(
      await countRows('SELECT count(*) AS n FROM order_items WHERE order_id = ?', order.id),
    ).toBe(0)
    const again = await api('DELETE', `/orders/${order.id}`, { cookie: admin.cookie })
    expect(again.status).toBe(404)
    expect(again.body).toEqual(refusal('ORDER_NOT_FOUND'))
  })

  it('deletes many orders and reports deletedCount and the ids it could not find', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ stock: 10 })
    const a = await orderOf(customer, [{ id: product.id, quantity: 1 }])
    const b = await orderOf(customer, [{ id: product.id, quantity: 1 }])
    const keep = await orderOf(customer, [{ id: product.id, quantity: 1 }])
    const result = await api('DELETE', '/orders', {
      cookie: admin.cookie,
      body: { orderIds: [a.id, b.id, 'ORD0GONE'] },
    })
    expect(result.status).toBe(200)
    expect(result.body.data).toEqual({
      deletedCount: 2,
      errors: [{ id: 'ORD0GONE', error: 'Order not found', code: 'ORDER_NOT_FOUND' }],
    })
    const left = (await api('GET', `/orders/${customer.id}`, { cookie: customer.cookie })).body.data
    expect(left.map((o: { id: string }) => o.id)).toEqual([keep.id])
    expect(
      await countRows('SELECT count(*) AS n FROM order_items WHERE order_id IN (?, ?)', a.id, b.id),
    ).toBe(0)
  })
})

describe('order items as bought', () => {
  it('keep name, price and image after the product is edited and after it is deleted', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({
      name: `Ceramic Brake Pads ${unique()}`,
      nameAr: 'فحمات فرامل سيراميك',
      category: 'Braking System',
      price: 45_500,
      image: '/images/products/braking/pads.svg',
      stock: 5,
    })
    const order = await orderOf(customer, [{ id: product.id, quantity: 2 }])
    const asBought = {
      id: product.id,
      name: product.name,
      nameAr: 'فحمات فرامل سيراميك',
      category: 'Braking System',
      price: 45_500,
      quantity: 2,
      image: '/images/products/braking/pads.svg',
      selectedSize: null,
    }
    expect(order.items).toEqual([asBought])

    const edit = await api('PUT', `/products/${product.id}`, {
      cookie: admin.cookie,
      body: { name: 'Renamed Pads', nameAr: 'اسم جديد', price: 99_000, image: '/images/other.svg' },
    })
    expect(edit.status).toBe(200)
    const afterEdit = await api('GET', `/orders/${customer.id}`, { cookie: customer.cookie })
    expect(afterEdit.body.data[0].items).toEqual([asBought])
    expect(afterEdit.body.data[0].totals).toEqual(order.totals)

    expect((await api('DELETE', `/products/${product.id}`, { cookie: admin.cookie })).status).toBe(
      200,
    )
    const afterDelete = await api('GET', `/orders/${customer.id}`, { cookie: customer.cookie })
    expect(afterDelete.body.data[0].items).toEqual([asBought])
  })
})

describe('a deleted customer', () => {
  it('leaves their orders with the shop, without an owner', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const order = await orderOf(customer, [{ id: product.id, quantity: 1 }])
    await api('POST', '/reviews', {
      cookie: customer.cookie,
      body: { productId: product.id, rating: 5, comment: 'Great' },
    })
    const removed = await api('DELETE', `/users/${customer.id}`, { cookie: admin.cookie })
    expect(removed.status).toBe(200)
    const all = (await api('GET', '/orders/all', { cookie: admin.cookie })).body.data as {
      id: string
      userId: number | null
    }[]
    expect(all.find((o) => o.id === order.id)).toMatchObject({ userId: null })
    expect((await api('GET', `/reviews/${product.id}`)).body.data).toHaveLength(1)
  })
})

describe('order e-mails', () => {
  async function recipientsOf(orderId: string) {
    const sent = await env.DB.prepare(
      'SELECT `to`, kind FROM email_outbox WHERE subject LIKE ? ORDER BY id',
    )
      .bind(`%${orderId.slice(-6)}%`)
      .all<{ to: string; kind: string }>()
    return sent.results
  }

  /** An order whose shipping form names another address than the customer's account. */
  async function orderForSomeoneElse(customer: { cookie: string }) {
    const product = await makeProduct({ stock: 5 })
    const result = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body: {
        ...orderBody([{ id: product.id, quantity: 1 }], 'cod'),
        shippingInfo: { ...validShipping, email: 'typed-at-checkout@example.iq' },
      },
    })
    expect(result.status).toBe(201)
    return result.body.data as { id: string }
  }

  it("go to the account's address, not the one typed in the shipping form", async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const order = await orderForSomeoneElse(customer)
    for (const status of ['confirmed', 'shipped'])
      await callApi('PUT', `/orders/${order.id}`, { cookie: admin.cookie, body: { status } })
    expect(await recipientsOf(order.id)).toEqual([
      { to: customer.email, kind: 'order-confirmation' },
      { to: customer.email, kind: 'status-update' },
      { to: customer.email, kind: 'tracking-update' },
    ])
  })

  it('go nowhere once the account is deleted: the typed address was never verified', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const order = await orderForSomeoneElse(customer)
    expect((await api('DELETE', `/users/${customer.id}`, { cookie: admin.cookie })).status).toBe(
      200,
    )
    await callApi('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    })
    expect(await recipientsOf(order.id)).toEqual([
      { to: customer.email, kind: 'order-confirmation' },
    ])
  })
})

describe('order statistics', () => {
  it('counts today, the week, statuses, best sellers and totals, with no revenue from cancelled orders', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const stats = async () =>
      (await api('GET', '/orders/stats', { cookie: admin.cookie })).body.data
    const before = await stats()
    // Far more units than any other test sells (above the per-line limit, raised for it), so this
    // product leads the best sellers.
    const bestSeller = await makeProduct({
      name: `Best Seller ${unique()}`,
      price: 1_000,
      stock: 1000,
      category: 'Electrical',
    })
    const other = await makeProduct({ price: 20_000, stock: 10 })

    const settings = await readSettings(db())
    await saveSettings(db(), {
      ...settings,
      maxQuantityPerLine: 500,
      maxUnitsPerOrder: 500,
      maxUnitsPerCustomer: 1000,
    })
    // 500,000 + 40,000 tax, delivered free (above 150,000).
    const kept = await orderOf(customer, [{ id: bestSeller.id, quantity: 500 }], 'card')
    // 20,000 + 5,000 delivery + 1,600 tax + 1,000 cash-on-delivery fee.
    const pending = await orderOf(customer, [{ id: other.id, quantity: 1 }], 'cod')
    const cancelled = await orderOf(customer, [{ id: bestSeller.id, quantity: 300 }], 'card')
    await saveSettings(db(), settings)
    await api('PUT', `/orders/${cancelled.id}`, {
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    })
    expect(kept.totals.total).toBe(540_000)
    expect(pending.totals.total).toBe(27_600)

    const after = await stats()
    expect(Object.keys(after).sort()).toEqual([
      'statusBreakdown',
      'today',
      'topProducts',
      'totals',
      'week',
    ])
    expect(after.today.orders - before.today.orders).toBe(3)
    expect(after.today.revenue - before.today.revenue).toBe(567_600)
    // The mean, in whole dinars (half a dinar up).
    expect(after.today.avgOrder).toBe(Math.floor(after.today.revenue / after.today.orders + 0.5))
    expect(after.week.orders - before.week.orders).toBe(3)
    expect(after.week.revenue - before.week.revenue).toBe(567_600)
    expect(after.week.topCategory).toBe('Electrical')

    // Every status is counted, those with no order at 0.
    expect(Object.keys(after.statusBreakdown).sort()).toEqual([...ORDER_STATUSES].sort())
    expect(after.statusBreakdown.confirmed - before.statusBreakdown.confirmed).toBe(1)
    expect(after.statusBreakdown.pending - before.statusBreakdown.pending).toBe(1)
    expect(after.statusBreakdown.cancelled - before.statusBreakdown.cancelled).toBe(1)

    // The cancelled 300 units count neither as sold nor as revenue.
    expect(after.topProducts[0]).toEqual({
      productId: bestSeller.id,
      name: bestSeller.name,
      quantity: 500,
      revenue: 500_000,
    })
    expect(after.topProducts.length).toBeLessThanOrEqual(5)

    expect(after.totals.totalOrders - before.totals.totalOrders).toBe(3)
    expect(after.totals.totalRevenue - before.totals.totalRevenue).toBe(567_600)
    expect(after.totals.cancelled).toBe(after.statusBreakdown.cancelled)
    expect(after.totals.pending).toBe(after.statusBreakdown.pending)
  })
})
