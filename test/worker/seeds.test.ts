import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedStatements } from '../../seeds/seed-sql'
import { api, signIn } from './helpers'

// The seeds go into this file's database exactly as `npm start` loads them.
beforeAll(async () => {
  await env.DB.batch((await seedStatements()).map((sql) => env.DB.prepare(sql)))
})

describe('the seeded shop', () => {
  it('opens with 36 products, six in each category, each with an image and Arabic texts', async () => {
    const { body } = await api('GET', '/products?limit=100')
    const seeded = body.data.filter((p: { id: number }) => p.id > 1000 && p.id <= 1036)
    expect(seeded).toHaveLength(36)
    const perCategory = Map.groupBy(seeded, (p: { category: string }) => p.category)
    expect([...perCategory.values()].map((list) => list.length)).toEqual([6, 6, 6, 6, 6, 6])
    for (const p of seeded) {
      expect(p.image).toMatch(/^\/images\/products\/[a-z]+\/.+\.svg$/)
      expect(p.nameAr).not.toBe('')
      expect(p.descriptionAr).not.toBe('')
    }
  })

  it('spreads stock over out of stock, only a few left, low stock and plenty', async () => {
    const { body } = await api('GET', '/products?limit=100')
    const stocks: number[] = body.data.map((p: { stock: number }) => p.stock)
    expect(stocks.some((s) => s === 0)).toBe(true)
    expect(stocks.some((s) => s > 0 && s <= 5)).toBe(true)
    expect(stocks.some((s) => s > 5 && s <= 10)).toBe(true)
    expect(stocks.some((s) => s > 10)).toBe(true)
  })

  it('lets the dev accounts sign in with their documented passwords', async () => {
    const admin = await signIn('admin@shop.test', 'admin12345')
    expect((await api('GET', '/orders/all', { cookie: admin })).status).toBe(200)
    const demo = await signIn('demo@shop.test', 'demo12345')
    const me = await api('GET', '/auth/me', { cookie: demo })
    expect(me.body.data).toMatchObject({ id: 102, role: 'customer' })
  })

  it('has one sample order in each of pending, confirmed, shipped (with tracking) and delivered', async () => {
    const admin = await signIn('admin@shop.test', 'admin12345')
    const { body } = await api('GET', '/orders/all?limit=200', { cookie: admin })
    const seededOrders = body.data.filter((o: { id: string }) => o.id.startsWith('ORD176'))
    expect(seededOrders.map((o: { status: string }) => o.status).sort()).toEqual([
      'confirmed',
      'delivered',
      'pending',
      'shipped',
    ])
    const shipped = seededOrders.find((o: { status: string }) => o.status === 'shipped')
    expect(shipped.trackingNumber).toMatch(/^TRK\d{8}$/)
    for (const o of seededOrders) {
      const t = o.totals
      for (const amount of Object.values(t)) expect(Number.isInteger(amount)).toBe(true)
      expect(t.total).toBe(t.subtotal + t.shipping + t.tax + t.paymentFee)
    }
  })

  it('keeps product ratings consistent with the seeded reviews', async () => {
    const { body } = await api('GET', '/products/1001')
    const ratings = body.data.reviews_data.map((r: { rating: number }) => r.rating)
    expect(body.data.reviews).toBe(ratings.length)
    expect(body.data.rating).toBe(
      Math.round((ratings.reduce((a: number, b: number) => a + b, 0) / ratings.length) * 10) / 10,
    )
  })
})
