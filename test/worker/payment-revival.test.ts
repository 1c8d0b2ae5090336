// The payment page's "Try again" and "Pay cash on delivery instead" bring back only what the
// shopper lost to time or a decline: an online order its own payment's expiry or decline
// cancelled, through a link that still shows it, at today's prices and within today's limits,
// its units taken once however many revivals arrive together. Anything else is refused and
// nothing changes. And the payments cron expires an order only after its payment's status says it
// is unpaid, and reads every open payment, however many there are.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { stopShopClock } from './clock'
import { fibShop } from './fib-shop'
import { makeProduct, makeUser, orderBody, refusal, stockOf, type TestUser } from './helpers'

const { fib, call, sweep, statusReads, fibRef } = fibShop()

async function order(customer: TestUser, method: 'fib' | 'cod' = 'fib', nameAr?: string) {
  const product = await makeProduct({ stock: 10, price: 25000, ...(nameAr && { nameAr }) })
  const placed = await call('POST', '/orders', {
    cookie: customer.cookie,
    body: orderBody([{ id: product.id, quantity: 2 }], method),
  })
  expect(placed.status).toBe(201)
  const data = placed.body.data as { id: string; trackingToken: string }
  return { ...data, product, ref: fibRef(data.id) }
}

const statusOf = async (id: string) =>
  await env.DB.prepare('SELECT status, payment_method FROM orders WHERE id = ?')
    .bind(id)
    .first<{ status: string; payment_method: string }>()

const revive = (token: string, how: 'retry' | 'cod') =>
  call('POST', `/track/${token}/payment/${how}`)

describe('reviving an order from its payment page', () => {
  it('is refused for an order the shop cancelled, cash on delivery or online, and nothing changes', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    for (const method of ['cod', 'fib'] as const) {
      const placed = await order(customer, method)
      const cancelled = await call('PUT', `/orders/${placed.id}`, {
        cookie: admin.cookie,
        body: { status: 'cancelled' },
      })
      expect(cancelled.status).toBe(200)
      expect(await stockOf(placed.product.id)).toBe(10)
      for (const how of ['cod', 'retry'] as const) {
        const answer = await revive(placed.trackingToken, how)
        expect(answer.status, `${method} ${how}`).toBe(409)
        expect([
          refusal('ORDER_CANCELLED_FINAL'),
          refusal('ORDER_NOT_AWAITING_PAYMENT'),
        ]).toContainEqual(answer.body)
      }
      expect(await statusOf(placed.id)).toMatchObject({
        status: 'cancelled',
        payment_method: method,
      })
      expect(await stockOf(placed.product.id)).toBe(10)
    }
  })

  it('takes the units once when two revivals arrive in the same millisecond', async () => {
    const customer = await makeUser()
    const placed = await order(customer)
    await fib.decline(placed.ref)
    expect(await statusOf(placed.id)).toMatchObject({ status: 'cancelled' })
    expect(await stockOf(placed.product.id)).toBe(10)
    stopShopClock()
    const answers = await Promise.all([
      revive(placed.trackingToken, 'cod'),
      revive(placed.trackingToken, 'cod'),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(await statusOf(placed.id)).toMatchObject({ status: 'pending', payment_method: 'cod' })
    expect(await stockOf(placed.product.id)).toBe(8)
  })

  it('is refused when a price changed since, and nothing changes', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const placed = await order(customer)
    await fib.decline(placed.ref)
    const edited = await call('PUT', `/products/${placed.product.id}`, {
      cookie: admin.cookie,
      body: { price: 27000 },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    for (const how of ['retry', 'cod'] as const) {
      const answer = await revive(placed.trackingToken, how)
      expect(answer.body).toEqual(refusal('ORDER_PRICES_CHANGED'))
    }
    expect(await statusOf(placed.id)).toMatchObject({ status: 'cancelled', payment_method: 'fib' })
    expect(await stockOf(placed.product.id)).toBe(10)
  })

  it('names the part that sold out meanwhile in both languages, and how many are left when some are', async () => {
    const customer = await makeUser()
    const placed = await order(customer, 'fib', 'فحمات فرامل')
    await fib.decline(placed.ref)
    const { name, nameAr } = placed.product
    const stockTo = (stock: number) =>
      env.DB.prepare('UPDATE products SET stock = ? WHERE id = ?')
        .bind(stock, placed.product.id)
        .run()
    await stockTo(0)
    expect((await revive(placed.trackingToken, 'cod')).body).toEqual(
      refusal('SOLD_OUT', { name, nameAr }),
    )
    await stockTo(1)
    expect((await revive(placed.trackingToken, 'cod')).body).toEqual(
      refusal('OUT_OF_STOCK', { name, nameAr, count: 1 }),
    )
    expect(await statusOf(placed.id)).toMatchObject({ status: 'cancelled', payment_method: 'fib' })
  })

  it('is refused through a link that no longer shows the order', async () => {
    const customer = await makeUser()
    const placed = await order(customer)
    await fib.decline(placed.ref)
    stopShopClock(new Date(Date.now() + 29 * 24 * 60 * 60_000))
    const answer = await revive(placed.trackingToken, 'cod')
    expect(answer.status).toBe(410)
    expect(answer.body).toEqual(refusal('TRACKING_EXPIRED'))
    expect(await statusOf(placed.id)).toMatchObject({ status: 'cancelled' })
  })
})

describe('the payments cron', () => {
  it('expires an unpaid order only after FIB says it is unpaid: not while FIB cannot be read', async () => {
    const customer = await makeUser()
    const placed = await order(customer)
    // FIB does not answer this run (the reconciliation's read, the expiry's): nothing changes.
    fib.fail(10)
    await sweep(31)
    expect(await statusOf(placed.id)).toMatchObject({ status: 'awaiting_payment' })
    expect(await stockOf(placed.product.id)).toBe(8)
    // FIB answers again and says unpaid: the order expires, its units back.
    fib.fail(0)
    await sweep(36)
    expect(await statusOf(placed.id)).toMatchObject({ status: 'cancelled' })
    expect(await stockOf(placed.product.id)).toBe(10)
  })

  it('settles instead of expiring an order FIB says was paid, its callback lost', async () => {
    const customer = await makeUser()
    const placed = await order(customer)
    await fib.pay(placed.ref, { quiet: true })
    // The reconciliation's read fails; the expiry's read finds it paid.
    fib.fail(1)
    await sweep(31)
    expect(await statusOf(placed.id)).toMatchObject({ status: 'confirmed' })
    expect(await stockOf(placed.product.id)).toBe(8)
  })

  it('reads every open payment, oldest first, however many are open', async () => {
    const customer = await makeUser()
    const placed = await order(customer)
    // 500 more open payments of that order, older than the cron's few minutes, named to FIB's
    // fake as unpaid: each must be read, none skipped behind the others.
    const old = new Date(Date.now() - 60 * 60_000)
    const ids: string[] = []
    for (let start = 0; start < 500; start += 50) {
      const batch = Array.from({ length: 50 }, (_, i) => {
        const n = start + i
        const id = `PAYBULK${String(n).padStart(4, '0')}`
        ids.push(`bulk-${n}`)
        return env.DB.prepare(
          "INSERT INTO payments (id, order_id, provider, method, provider_ref, amount, currency, state, details, valid_until, created_at, updated_at) VALUES (?, ?, 'fib', 'fib', ?, 59000, 'IQD', 'open', '{}', NULL, ?, ?)",
        ).bind(
          id,
          placed.id,
          `bulk-${n}`,
          new Date(old.getTime() + n).toISOString(),
          old.toISOString(),
        )
      })
      await env.DB.batch(batch)
    }
    await sweep(5)
    for (const id of ids) expect(statusReads).toContain(id)
    // Oldest first.
    const bulk = statusReads.filter((ref) => ref.startsWith('bulk-'))
    expect(bulk).toEqual(ids)
  })
})
