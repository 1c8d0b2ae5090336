// Unpaid orders cannot empty the shelf: units per line (the maxQuantityPerLine setting), per order
// without a verified phone and held per customer, at most 3 pending cash-on-delivery orders per
// customer and per shipping phone.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../worker/lib/errors'
import { orderCreateSchema } from '../../worker/schemas/order'
import { placeOrder as placeOrderDirectly } from '../../worker/services/place-order'
import {
  api,
  type CartLine,
  db,
  makeProduct,
  makeUser,
  orderBody,
  type PaymentMethod,
  placeOrder,
  refusal,
  stockOf,
  type TestUser,
  unique,
  validShipping,
} from './helpers'

const PENDING_COD_LIMIT = refusal('PENDING_COD_LIMIT', { count: 3 })

const ordersOf = async (userId: number) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ?')
    .bind(userId)
    .first<{ n: number }>())!.n

/** Every test ships to a number of its own, so the per-phone limit of one never meets another's. */
const newPhone = () => `+964 770 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

function orderTo(
  customer: TestUser,
  items: CartLine[],
  phone: string,
  method: PaymentMethod = 'cod',
) {
  return api('POST', '/orders', {
    cookie: customer.cookie,
    body: { ...orderBody(items, method), shippingInfo: { ...validShipping, phone } },
  })
}

describe('units per order line', () => {
  it('are at most 10 by default: 11 of one product is refused with 422 naming it', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ name: `Helmet X ${unique()}`, stock: 50 })
    const result = await placeOrder(customer, [{ id: product.id, quantity: 11 }])
    expect(result.status).toBe(422)
    expect(result.body).toEqual(
      refusal('LINE_LIMIT', { productId: product.id, name: product.name, nameAr: '', count: 10 }),
    )
    expect(result.body.error).toBe(`You can order at most 10 of ${product.name} per order`)
    expect(await stockOf(product.id)).toBe(50)
    expect(await ordersOf(customer.id)).toBe(0)
    expect((await placeOrder(customer, [{ id: product.id, quantity: 10 }])).status).toBe(201)
    expect(await stockOf(product.id)).toBe(40)
  })

  it('count the same product and size sent as two lines together, and each size apart', async () => {
    const customer = await makeUser()
    const helmet = await makeProduct({ category: 'Helmets', sizes: ['M', 'L'], stock: 50 })
    const split = await placeOrder(customer, [
      { id: helmet.id, quantity: 6, selectedSize: 'M' },
      { id: helmet.id, quantity: 5, selectedSize: 'M' },
    ])
    expect(split.status).toBe(422)
    const twoSizes = await placeOrder(customer, [
      { id: helmet.id, quantity: 10, selectedSize: 'M' },
      { id: helmet.id, quantity: 10, selectedSize: 'L' },
    ])
    expect(twoSizes.status).toBe(201)
  })

  // Online orders meet the same limit: payments.test.ts.
  it('follow the maxQuantityPerLine the admin saved', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ stock: 50 })
    const original = (await api('GET', '/settings')).body.data
    try {
      const saved = await api('PUT', '/settings', {
        cookie: admin.cookie,
        body: { ...original, maxQuantityPerLine: 3 },
      })
      expect(saved.status).toBe(200)
      const four = await placeOrder(customer, [{ id: product.id, quantity: 4 }], { method: 'cod' })
      expect(four.status).toBe(422)
      expect(four.body.error).toBe(`You can order at most 3 of ${product.name} per order`)
      expect((await placeOrder(customer, [{ id: product.id, quantity: 3 }])).status).toBe(201)
    } finally {
      await api('PUT', '/settings', { cookie: admin.cookie, body: original })
    }
  })
})

describe('pending cash-on-delivery orders', () => {
  it('are at most 3 per customer: the 4th is refused with 409 and takes no stock', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 20 })
    const line = [{ id: product.id, quantity: 2 }]
    for (let i = 0; i < 3; i++) expect((await orderTo(customer, line, newPhone())).status).toBe(201)
    const fourth = await orderTo(customer, line, newPhone())
    expect(fourth.status).toBe(409)
    expect(fourth.body).toEqual(PENDING_COD_LIMIT)
    expect(await stockOf(product.id)).toBe(14)
    expect(await ordersOf(customer.id)).toBe(3)
    // Online orders awaiting payment count too: payments.test.ts.
  })

  it('make room again once the shop confirms or cancels one', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ stock: 20 })
    const line = [{ id: product.id, quantity: 1 }]
    const placed = []
    for (let i = 0; i < 3; i++) placed.push((await orderTo(customer, line, newPhone())).body.data)
    expect((await orderTo(customer, line, newPhone())).status).toBe(409)
    await api('PUT', `/orders/${placed[0].id}`, {
      cookie: admin.cookie,
      body: { status: 'confirmed' },
    })
    expect((await orderTo(customer, line, newPhone())).status).toBe(201)
    expect((await orderTo(customer, line, newPhone())).status).toBe(409)
    await api('PUT', `/orders/${placed[1].id}`, {
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    })
    expect((await orderTo(customer, line, newPhone())).status).toBe(201)
  })

  it('are at most 3 per shipping phone, however the number is written and by whichever account', async () => {
    const product = await makeProduct({ stock: 20 })
    const line = [{ id: product.id, quantity: 1 }]
    const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0')
    const spellings = [
      `+964 771 ${digits}`,
      `+964-771-${digits}`,
      `(+964) 771${digits}`,
      `+964771${digits}`.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))),
    ]
    const results = []
    for (const phone of spellings) results.push(await orderTo(await makeUser(), line, phone))
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 409])
    expect(results[3]!.body).toEqual(PENDING_COD_LIMIT)
    expect(await stockOf(product.id)).toBe(17)
    expect((await orderTo(await makeUser(), line, newPhone())).status).toBe(201)
  })

  it('stay at 3 when one customer sends 8 at the same moment', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 20 })
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        placeOrderDirectly(db(), {
          userId: customer.id,
          order: orderCreateSchema.parse({
            ...orderBody([{ id: product.id, quantity: 1 }], 'cod'),
            shippingInfo: { ...validShipping, phone: newPhone() },
          }),
          now: new Date(),
        }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    for (const refused of results.filter((r) => r.status === 'rejected')) {
      expect(refused.reason).toBeInstanceOf(AppError)
      expect((refused.reason as AppError).status).toBe(409)
      expect((refused.reason as AppError).code).toBe('PENDING_COD_LIMIT')
      expect((refused.reason as AppError).message).toBe(PENDING_COD_LIMIT.error)
    }
    expect(await stockOf(product.id)).toBe(17)
    expect(await ordersOf(customer.id)).toBe(3)
  })
})

/** `units` of fresh products, 10 a line (the per-line limit). */
async function linesOf(units: number): Promise<CartLine[]> {
  const lines: CartLine[] = []
  for (let left = units; left > 0; left -= 10)
    lines.push({ id: (await makeProduct({ stock: 100 })).id, quantity: Math.min(10, left) })
  return lines
}

/** The customer proved `phone` (as POST /phone/verify-code leaves the account). */
const verifyPhone = (customer: TestUser, phone: string) =>
  env.DB.prepare('UPDATE users SET phone = ?, phone_verified = 1 WHERE id = ?')
    .bind(phone.replaceAll(' ', ''), customer.id)
    .run()

describe('units per order and per customer', () => {
  it('ask for a verified phone above 30 units an order, holding nothing, then take the order', async () => {
    const customer = await makeUser()
    const phone = newPhone()
    const lines = await linesOf(31)
    const refused = await orderTo(customer, lines, phone)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual(refusal('ORDER_UNITS_VERIFY_PHONE', { count: 30 }))
    expect(await stockOf(lines[0]!.id)).toBe(100)
    expect(await ordersOf(customer.id)).toBe(0)
    // Another phone than the one verified does not count.
    await verifyPhone(customer, newPhone())
    expect((await orderTo(customer, lines, phone)).status).toBe(409)
    await verifyPhone(customer, phone)
    expect((await orderTo(customer, lines, phone)).status).toBe(201)
  })

  it('are at most 60 held across a customer’s cash-on-delivery and unpaid online orders, until one leaves', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const phone = newPhone()
    await verifyPhone(customer, phone)
    const online = await placeOrderDirectly(db(), {
      userId: customer.id,
      order: orderCreateSchema.parse({
        ...orderBody(await linesOf(25), 'card'),
        shippingInfo: { ...validShipping, phone },
      }),
      now: new Date(),
      canTakeMoney: () => true,
    })
    expect(online.order.status).toBe('awaiting_payment')
    const cod = await orderTo(customer, await linesOf(30), phone)
    expect(cod.status).toBe(201)
    const more = await linesOf(6)
    const refused = await orderTo(customer, more, phone)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual(refusal('UNITS_HELD_LIMIT', { held: 55, count: 60 }))
    expect(await stockOf(more[0]!.id)).toBe(100)
    expect((await orderTo(customer, await linesOf(5), phone)).status).toBe(201)
    // A confirmed order still holds its units; a delivered one no longer does.
    const setStatus = (id: string, status: string) =>
      api('PUT', `/orders/${id}`, { cookie: admin.cookie, body: { status } })
    expect((await setStatus(cod.body.data.id, 'confirmed')).status).toBe(200)
    expect((await orderTo(customer, await linesOf(1), phone)).status).toBe(409)
    expect((await setStatus(cod.body.data.id, 'delivered')).status).toBe(200)
    expect((await orderTo(customer, more, phone)).status).toBe(201)
  })

  it('stay at 60 when a customer sends two orders of 40 at the same moment', async () => {
    const customer = await makeUser()
    const phone = newPhone()
    const send = async () =>
      placeOrderDirectly(db(), {
        userId: customer.id,
        order: orderCreateSchema.parse({
          ...orderBody(await linesOf(40), 'cod'),
          shippingInfo: { ...validShipping, phone },
        }),
        now: new Date(),
        verifiedPhone: phone.replaceAll(' ', ''),
      })
    const results = await Promise.allSettled([send(), send()])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const [refused] = results.filter((r) => r.status === 'rejected')
    expect((refused!.reason as AppError).code).toBe('UNITS_HELD_LIMIT')
    expect(await ordersOf(customer.id)).toBe(1)
  })

  it('follow the caps the admin saved', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const original = (await api('GET', '/settings')).body.data
    try {
      const saved = await api('PUT', '/settings', {
        cookie: admin.cookie,
        body: { ...original, maxUnitsPerOrder: 3, maxUnitsPerCustomer: 5 },
      })
      expect(saved.status).toBe(200)
      const phone = newPhone()
      expect((await orderTo(customer, await linesOf(4), phone)).body).toEqual(
        refusal('ORDER_UNITS_VERIFY_PHONE', { count: 3 }),
      )
      expect((await orderTo(customer, await linesOf(3), phone)).status).toBe(201)
      expect((await orderTo(customer, await linesOf(3), phone)).body).toEqual(
        refusal('UNITS_HELD_LIMIT', { held: 3, count: 5 }),
      )
    } finally {
      await api('PUT', '/settings', { cookie: admin.cookie, body: original })
    }
  })
})
