// Cancelling an order, by any path, or deleting one that has not shipped puts its units back on
// the shelf, once; a cancelled order cannot be reopened.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { deleteOrders } from '../../worker/db/queries/order-deletion'
import { moveOrders } from '../../worker/db/queries/order-transition'
import {
  api,
  db,
  makeProduct,
  makeUser,
  orderOf,
  stockOf,
  type PaymentMethod,
  type TestUser,
  refusal,
} from './helpers'
import { callApi } from './outbound'

const setStatus = (admin: TestUser, id: string, status: string) =>
  api('PUT', `/orders/${id}`, { cookie: admin.cookie, body: { status } })

const statusOf = async (id: string) =>
  (await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
    .bind(id)
    .first<{ status: string }>())!.status

/** A fresh customer's order of `quantity` units of a fresh product with stock 10. */
async function orderOfTen(quantity: number, method: PaymentMethod = 'card') {
  const product = await makeProduct({ stock: 10 })
  const order = await orderOf(await makeUser(), [{ id: product.id, quantity }], method)
  expect(await stockOf(product.id)).toBe(10 - quantity)
  return { product, order }
}

const ADMIN_SOURCE = { channel: 'dashboard', actor: 'admin@shop.test' } as const
const cancel = (id: string, now: Date) =>
  moveOrders(db(), { ids: [id], to: 'cancelled', by: 'admin', source: ADMIN_SOURCE, now })

describe('cancelling an order', () => {
  it('puts its units back on the shelf, once however often it is cancelled', async () => {
    const admin = await makeUser('admin')
    const { product, order } = await orderOfTen(3, 'cod')
    const cancelled = await setStatus(admin, order.id, 'cancelled')
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data.status).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(10)
    expect((await setStatus(admin, order.id, 'cancelled')).status).toBe(200)
    expect(await stockOf(product.id)).toBe(10)
  })

  it('returns every line, the same product in two sizes included, when cancelled in bulk', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const helmet = await makeProduct({ category: 'Helmets', sizes: ['M', 'L'], stock: 10 })
    const gloves = await makeProduct({ stock: 10 })
    const first = await orderOf(customer, [
      { id: helmet.id, quantity: 2, selectedSize: 'M' },
      { id: helmet.id, quantity: 3, selectedSize: 'L' },
      { id: gloves.id, quantity: 1 },
    ])
    const second = await orderOf(customer, [{ id: gloves.id, quantity: 4 }])
    expect([await stockOf(helmet.id), await stockOf(gloves.id)]).toEqual([5, 5])
    const result = await api('PATCH', '/orders', {
      cookie: admin.cookie,
      body: { orderIds: [first.id, second.id], status: 'cancelled' },
    })
    expect(result.body.data).toEqual({ updatedCount: 2, errors: [] })
    expect([await stockOf(helmet.id), await stockOf(gloves.id)]).toEqual([10, 10])
  })

  it('returns the units once when two admins cancel the same order at the same moment', async () => {
    const admin = await makeUser('admin')
    const { product, order } = await orderOfTen(4)
    const results = await Promise.all([
      setStatus(admin, order.id, 'cancelled'),
      api('PATCH', '/orders', {
        cookie: admin.cookie,
        body: { orderIds: [order.id], status: 'cancelled' },
      }),
      setStatus(admin, order.id, 'cancelled'),
    ])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await stockOf(product.id)).toBe(10)
  })

  it('returns the units of a shipped order that comes back cancelled', async () => {
    const admin = await makeUser('admin')
    const { product, order } = await orderOfTen(2)
    await setStatus(admin, order.id, 'shipped')
    await setStatus(admin, order.id, 'cancelled')
    expect(await stockOf(product.id)).toBe(10)
  })

  it('still e-mails the customer the status update', async () => {
    const admin = await makeUser('admin')
    const { order } = await orderOfTen(1, 'cod')
    const result = await callApi('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    })
    expect(result.status).toBe(200)
    const sent = await env.DB.prepare('SELECT kind, subject FROM email_outbox WHERE subject LIKE ?')
      .bind(`%${order.id.slice(-6)}%`)
      .all<{ kind: string; subject: string }>()
    expect(sent.results).toContainEqual({
      kind: 'status-update',
      subject: `Your order #${order.id.slice(-6)} is now Cancelled`,
    })
  })

  it('copes with a product deleted since: the other lines come back', async () => {
    const admin = await makeUser('admin')
    const gone = await makeProduct({ stock: 10 })
    const kept = await makeProduct({ stock: 10 })
    const order = await orderOf(await makeUser(), [
      { id: gone.id, quantity: 1 },
      { id: kept.id, quantity: 2 },
    ])
    expect((await api('DELETE', `/products/${gone.id}`, { cookie: admin.cookie })).status).toBe(200)
    expect((await setStatus(admin, order.id, 'cancelled')).status).toBe(200)
    expect(await stockOf(kept.id)).toBe(10)
  })
})

describe('a cancelled order', () => {
  it.each(['pending', 'confirmed', 'shipped', 'delivered'])(
    'cannot be set back to %s (409), since its units are on the shelf again',
    async (status) => {
      const admin = await makeUser('admin')
      const { product, order } = await orderOfTen(3, 'cod')
      await setStatus(admin, order.id, 'cancelled')
      const reopened = await setStatus(admin, order.id, status)
      expect(reopened.status).toBe(409)
      expect(reopened.body).toEqual(refusal('ORDER_CANCELLED_FINAL'))
      expect(await statusOf(order.id)).toBe('cancelled')
      expect(await stockOf(product.id)).toBe(10)
    },
  )

  it('is reported, and left alone, by a bulk update that changes the others', async () => {
    const admin = await makeUser('admin')
    const { order: cancelled } = await orderOfTen(1)
    const { order: open } = await orderOfTen(1, 'cod')
    await setStatus(admin, cancelled.id, 'cancelled')
    const result = await api('PATCH', '/orders', {
      cookie: admin.cookie,
      body: { orderIds: [cancelled.id, open.id, 'ORD0MISSING'], status: 'confirmed' },
    })
    expect(result.status).toBe(200)
    expect(result.body.data).toEqual({
      updatedCount: 1,
      errors: [
        {
          id: cancelled.id,
          error: 'A cancelled order cannot be reopened',
          code: 'ORDER_CANCELLED_FINAL',
        },
        { id: 'ORD0MISSING', error: 'Order not found', code: 'ORDER_NOT_FOUND' },
      ],
    })
    expect([await statusOf(cancelled.id), await statusOf(open.id)]).toEqual([
      'cancelled',
      'confirmed',
    ])
  })
})

describe('deleting an order', () => {
  it.each(['pending', 'confirmed'])(
    'puts the units of a %s order back on the shelf',
    async (status) => {
      const admin = await makeUser('admin')
      const { product, order } = await orderOfTen(3, 'cod')
      if (status !== 'pending') await setStatus(admin, order.id, status)
      expect((await api('DELETE', `/orders/${order.id}`, { cookie: admin.cookie })).status).toBe(
        200,
      )
      expect(await stockOf(product.id)).toBe(10)
    },
  )

  it.each(['shipped', 'delivered'])('keeps the units of a %s order away', async (status) => {
    const admin = await makeUser('admin')
    const { product, order } = await orderOfTen(3)
    await setStatus(admin, order.id, status)
    expect((await api('DELETE', `/orders/${order.id}`, { cookie: admin.cookie })).status).toBe(200)
    expect(await stockOf(product.id)).toBe(7)
  })

  it('returns the units of a cancelled order only once, at the cancel', async () => {
    const admin = await makeUser('admin')
    const { product, order } = await orderOfTen(3)
    await setStatus(admin, order.id, 'cancelled')
    expect((await api('DELETE', `/orders/${order.id}`, { cookie: admin.cookie })).status).toBe(200)
    expect(await stockOf(product.id)).toBe(10)
  })

  it('in bulk returns the unshipped orders’ units and keeps the shipped ones away', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ stock: 10 })
    const pending = await orderOf(customer, [{ id: product.id, quantity: 1 }], 'cod')
    const confirmed = await orderOf(customer, [{ id: product.id, quantity: 2 }])
    const shipped = await orderOf(customer, [{ id: product.id, quantity: 3 }])
    await setStatus(admin, shipped.id, 'shipped')
    expect(await stockOf(product.id)).toBe(4)
    const result = await api('DELETE', '/orders', {
      cookie: admin.cookie,
      body: { orderIds: [pending.id, confirmed.id, shipped.id] },
    })
    expect(result.body.data).toEqual({ deletedCount: 3, errors: [] })
    expect(await stockOf(product.id)).toBe(7)
  })

  it('returns the units once when a cancel and a delete of the same order race', async () => {
    const { product, order } = await orderOfTen(5)
    const now = new Date()
    await Promise.all([
      cancel(order.id, now),
      deleteOrders(db(), [order.id], now),
      cancel(order.id, now),
      deleteOrders(db(), [order.id], now),
    ])
    expect(await stockOf(product.id)).toBe(10)
  })
})
