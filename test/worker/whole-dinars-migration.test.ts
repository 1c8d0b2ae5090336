// Migration 0023 on a database written before whole dinars: amounts stored in fils (1/1000 dinar)
// become whole dinars rounded half up, an order's total the exact sum of its rounded lines (its
// history saying so where the total moved), a PayPal payment keeps cents, and settings saved with
// the spec's stand-in fees get a Baghdad shop's. The seeded shop's orders add up as well.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../worker/domain/default-settings'
import { seedStatements } from '../../seeds/seed-sql'
import { api, makeProduct, makeUser, placeOrder, storedOrderSums, type TestUser } from './helpers'

const migration = env.TEST_MIGRATIONS.find((m) => m.name === '0023_whole_dinars.sql')

/** Runs the migration again over the rows the test wrote as the shop wrote them before it. */
async function migrate() {
  if (!migration) throw new Error('0023_whole_dinars.sql is not among the migrations')
  await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)))
}

const exec = (query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .run()

// First: the seeds take the dev accounts' ids, which the users made below would take otherwise.
describe('the seeded shop', () => {
  it("has orders whose totals are the exact sum of their lines, at today's fees", async () => {
    await env.DB.batch((await seedStatements()).map((sql) => env.DB.prepare(sql)))
    const results = await storedOrderSums()
    expect(results.length).toBe(4)
    for (const o of results) {
      expect(o.subtotal + o.shipping + o.tax + o.fee, o.id).toBe(o.total)
      expect(o.lines, o.id).toBe(o.subtotal)
      expect(o.tax).toBe(Math.floor((o.subtotal * 8) / 100 + 0.5))
      expect([0, 5_000]).toContain(o.shipping)
    }
  })
})

describe('migration 0023 on rows in fils', () => {
  let admin: TestUser
  let customer: TestUser
  beforeEach(async () => {
    admin = await makeUser('admin')
    customer = await makeUser('customer')
  })
  it('rounds an order half up, makes its total the sum of its lines and says so in its history', async () => {
    const product = await makeProduct({ price: 12_345 })
    const placed = await placeOrder(customer, [{ id: product.id, quantity: 1 }])
    const id: string = placed.body.data.id
    // As the shop stored it before: 12,345 + 9.99 + 987.6 (8%) + 2.99 = 13,345.58 dinars.
    await exec(
      `UPDATE orders SET subtotal = 12345000, shipping = 9990, tax = 987600, payment_fee = 2990,
         total = 13345580 WHERE id = ?`,
      id,
    )
    await exec('UPDATE order_items SET price = 12345000 WHERE order_id = ?', id)
    await exec(
      'UPDATE products SET price = 12345000, original_price = 14999500 WHERE id = ?',
      product.id,
    )
    const whole = await placeOrder(customer, [{ id: (await makeProduct()).id, quantity: 1 }])
    await exec(
      `UPDATE orders SET subtotal = subtotal * 1000, shipping = shipping * 1000, tax = tax * 1000,
         payment_fee = payment_fee * 1000, total = total * 1000 WHERE id = ?`,
      whole.body.data.id,
    )
    await exec('UPDATE order_items SET price = price * 1000 WHERE order_id = ?', whole.body.data.id)

    await migrate()

    const order = await env.DB.prepare(
      'SELECT subtotal, shipping, tax, payment_fee AS fee, total FROM orders WHERE id = ?',
    )
      .bind(id)
      .first()
    expect(order).toEqual({ subtotal: 12_345, shipping: 10, tax: 988, fee: 3, total: 13_346 })
    const item = await env.DB.prepare('SELECT price FROM order_items WHERE order_id = ?')
      .bind(id)
      .first()
    expect(item).toEqual({ price: 12_345 })
    const stored = await api('GET', `/products/${product.id}`)
    expect(stored.body.data).toMatchObject({ price: 12_345, originalPrice: 15_000 })

    const events = await api('GET', `/orders/${id}/events`, { cookie: admin.cookie })
    expect(events.body.data.at(-1)).toMatchObject({
      kind: 'amounts-rounded',
      status: 'pending',
      channel: 'upgrade',
      actor: 'total 13345.580 → 13346 IQD',
    })
    // An order whose amounts were whole dinars already keeps its history as it was.
    const untouched = await api('GET', `/orders/${whole.body.data.id}/events`, {
      cookie: admin.cookie,
    })
    expect(untouched.body.data.map((e: { kind: string }) => e.kind)).toEqual(['placed'])
    expect(whole.body.data.totals).toEqual(
      (await api('GET', `/orders/${customer.id}`, { cookie: customer.cookie })).body.data.find(
        (o: { id: string }) => o.id === whole.body.data.id,
      ).totals,
    )
  })

  it('keeps a PayPal payment in cents and an IQD payment in dinars', async () => {
    const product = await makeProduct({ price: 131_000 })
    const placed = await placeOrder(customer, [{ id: product.id, quantity: 1 }])
    const orderId: string = placed.body.data.id
    const insert = `INSERT INTO payments (id, order_id, provider, method, provider_ref, amount,
        currency, state, details, valid_until, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, 'declined', '{}', NULL, '2026-11-01T00:00:00.000Z',
        '2026-11-01T00:00:00.000Z')`
    await exec(insert, 'pay-usd', orderId, 'paypal', 'paypal', 'PP-1', 100_010, 'USD')
    await exec(insert, 'pay-iqd', orderId, 'fib', 'fib', 'FIB-1', 146_479_500, 'IQD')

    await migrate()

    const { results } = await env.DB.prepare(
      'SELECT id, amount FROM payments WHERE order_id = ? ORDER BY id',
    )
      .bind(orderId)
      .all()
    // $100.01 in thousandths is 10,001 cents; 146,479.5 dinars rounds up to 146,480.
    expect(results).toEqual([
      { id: 'pay-iqd', amount: 146_480 },
      { id: 'pay-usd', amount: 10_001 },
    ])
  })

  it("replaces the spec's stand-in fees of saved settings and rounds the owner's fractions", async () => {
    const old = {
      ...DEFAULT_SETTINGS,
      deliveryFees: { baghdad: 9.99, otherGovernorates: 9.99 },
      freeShippingThreshold: 75,
      paymentMethods: DEFAULT_SETTINGS.paymentMethods.map((m) =>
        m.id === 'cod' ? { ...m, fee: 2.99 } : m.id === 'card' ? { ...m, fee: 1500.5 } : m,
      ),
    }
    await exec(
      "INSERT OR REPLACE INTO settings (key, value) VALUES ('shop', ?)",
      JSON.stringify(old),
    )

    await migrate()

    const stored = await env.DB.prepare("SELECT value FROM settings WHERE key = 'shop'").first<{
      value: string
    }>()
    const settings = JSON.parse(stored!.value)
    expect(settings.deliveryFees).toEqual({ baghdad: 5_000, otherGovernorates: 10_000 })
    expect(settings.freeShippingThreshold).toBe(150_000)
    const fee = (id: string) => settings.paymentMethods.find((m: { id: string }) => m.id === id).fee
    expect([fee('cod'), fee('card'), fee('fib')]).toEqual([1_000, 1_501, 0])
    expect((await api('GET', '/settings')).body.data.freeShippingThreshold).toBe(150_000)
  })

  it('leaves settings of whole dinars as the owner set them, even a threshold of 75', async () => {
    const owners = { ...DEFAULT_SETTINGS, freeShippingThreshold: 75 }
    await exec(
      "INSERT OR REPLACE INTO settings (key, value) VALUES ('shop', ?)",
      JSON.stringify(owners),
    )
    await migrate()
    expect((await api('GET', '/settings')).body.data.freeShippingThreshold).toBe(75)
  })
})
