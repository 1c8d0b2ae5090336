// Backup files and whole dinars: a file written before them (version 1.0.x, float dinars) restores
// with every amount rounded half up and the restore's answer says how many moved; a file of today
// with a fraction of a dinar is refused, and nothing is replaced.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { BACKUP_VERSION } from '../../worker/schemas/backup'
import { exportStreamed, toJsonFile } from './backup-fixtures'
import { api, makeProduct, makeUser, placeOrder, type TestUser } from './helpers'

let admin: TestUser
let customer: TestUser
beforeEach(async () => {
  admin = await makeUser('admin')
  customer = await makeUser('customer')
})

/** Today's shop as a backup file, with one product and one order of it. */
async function exported() {
  const product = await makeProduct({ price: 12_345 })
  const placed = await placeOrder(customer, [{ id: product.id, quantity: 1 }])
  expect(placed.status, placed.body.error).toBe(201)
  // Today's export, as the JSON file of 1.1.0 it would have been before streamed files.
  const file = toJsonFile(await exportStreamed(admin.cookie))
  expect(file.version).toBe(BACKUP_VERSION)
  return { file, productId: product.id, orderId: placed.body.data.id as string }
}

describe('a backup file from before whole dinars', () => {
  it('restores with its amounts rounded half up, and says how many', async () => {
    const { file, productId, orderId } = await exported()
    const product = file.products.find((p: { id: number }) => p.id === productId)
    product.price = 12_345.5
    const order = file.orders.find((o: { id: string }) => o.id === orderId)
    order.items[0].price = 12_345.5
    order.totals = {
      subtotal: 12_345.5,
      shipping: 9.99,
      tax: 987.64,
      paymentFee: 2.99,
      total: 13_346.12,
    }
    file.settings.deliveryFees = { baghdad: 9.99, otherGovernorates: 9.99 }
    const old = { ...file, version: '1.0.0' }

    const restored = await api('POST', '/admin/data/import', { cookie: admin.cookie, body: old })
    expect(restored.status, restored.body.error).toBe(200)
    // The product, the line, the five totals and the two delivery fees.
    expect(restored.body.data.amountsRounded).toBe(9)

    expect((await api('GET', `/products/${productId}`)).body.data.price).toBe(12_346)
    // Read in D1: the restore replaced the accounts, and with them the shopper's session.
    const line = await env.DB.prepare('SELECT price FROM order_items WHERE order_id = ?')
      .bind(orderId)
      .first()
    expect(line).toEqual({ price: 12_346 })
    const totals = await env.DB.prepare(
      'SELECT subtotal, shipping, tax, payment_fee AS paymentFee, total FROM orders WHERE id = ?',
    )
      .bind(orderId)
      .first()
    expect(totals).toEqual({
      subtotal: 12_346,
      shipping: 10,
      tax: 988,
      paymentFee: 3,
      // The exact sum of the rounded lines, as migration 0023 makes it.
      total: 13_347,
    })
    // The spec's stand-in delivery fee becomes a Baghdad shop's, as a saved record's does.
    expect((await api('GET', '/settings')).body.data.deliveryFees).toEqual({
      baghdad: 5_000,
      otherGovernorates: 10_000,
    })
  })

  it('of whole amounts restores with nothing rounded', async () => {
    const { file } = await exported()
    const restored = await api('POST', '/admin/data/import', {
      cookie: admin.cookie,
      body: { ...file, version: '1.0.0' },
    })
    expect(restored.status, restored.body.error).toBe(200)
    expect(restored.body.data.amountsRounded).toBe(0)
  })
})

describe("a backup file of today's version", () => {
  it('with a fraction of a dinar is refused and nothing is replaced', async () => {
    const { file, productId } = await exported()
    file.products.find((p: { id: number }) => p.id === productId).price = 12_345.5
    const refused = await api('POST', '/admin/data/import', { cookie: admin.cookie, body: file })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('INVALID_BACKUP_FIELD')
    expect(refused.body.params?.problem).toBe('Amounts are whole Iraqi dinars, without fractions')
    expect((await api('GET', `/products/${productId}`)).body.data.price).toBe(12_345)
  })
})
