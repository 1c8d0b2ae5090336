// The dashboard's test order.
import { describe, expect, it } from 'vitest'
import { api, makeUser } from './helpers'

describe('create test order', () => {
  it('makes a pending order with subtotal 100000, tax 8000 and total 108000 for the admin', async () => {
    const admin = await makeUser('admin')
    const result = await api('POST', '/admin/orders/test', { cookie: admin.cookie })
    expect(result.status).toBe(201)
    const order = result.body.data
    expect(order).toMatchObject({
      userId: admin.id,
      status: 'pending',
      totals: { subtotal: 100000, shipping: 0, tax: 8000, paymentFee: 0, total: 108000 },
      paymentInfo: { method: 'cod' },
    })
    expect(order.id).toMatch(/^ORD\d+[A-Z0-9]{5}$/)
    expect(order.items).toEqual([
      expect.objectContaining({ name: 'Test Product', price: 100000, quantity: 1 }),
    ])
    const all = (await api('GET', '/orders/all', { cookie: admin.cookie })).body.data
    expect(all[0].id).toBe(order.id)
  })
})
