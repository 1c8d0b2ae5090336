// The public shop settings and the admin's changes to them, which the next order obeys.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../worker/domain/default-settings'
import { api, makeProduct, makeUser, orderOf, validShipping, refusal } from './helpers'

describe('shop settings', () => {
  it('are public and start with a Baghdad shop’s fees in whole dinars and the store info', async () => {
    const result = await api('GET', '/settings')
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({
      taxRate: 8,
      deliveryFees: { baghdad: 5_000, otherGovernorates: 10_000 },
      freeShippingThreshold: 150_000,
    })
    // With no provider's secrets set, only cash on delivery can take money (`ready`); PayPal,
    // which pays out to no merchant in Iraq, starts switched off. Cards go to Qi Card until the
    // owner chooses PayPal's checkout.
    const unset = (id: string) => ({ id, configured: false })
    expect(result.body.data.paymentMethods).toEqual([
      {
        id: 'cod',
        fee: 1_000,
        available: true,
        provider: null,
        providers: [],
        configured: true,
        ready: true,
      },
      {
        id: 'fib',
        fee: 0,
        available: true,
        provider: 'fib',
        providers: [unset('fib')],
        configured: false,
        ready: false,
      },
      {
        id: 'zaincash',
        fee: 0,
        available: true,
        provider: 'zaincash',
        providers: [unset('zaincash')],
        configured: false,
        ready: false,
      },
      {
        id: 'card',
        fee: 0,
        available: true,
        provider: 'qi',
        providers: [unset('qi'), unset('paypal')],
        configured: false,
        ready: false,
      },
      {
        id: 'paypal',
        fee: 0,
        available: false,
        provider: 'paypal',
        providers: [unset('paypal')],
        configured: false,
        ready: false,
      },
    ])
    expect(result.body.data.paymentProviders).toEqual({
      fib: 'fib',
      zaincash: 'zaincash',
      card: 'qi',
      paypal: 'paypal',
    })
    expect(result.body.data.storeInfo).toMatchObject({
      name: { en: expect.any(String), ar: expect.any(String) },
      address: { en: expect.stringContaining('Baghdad'), ar: expect.any(String) },
      contact: { phone: expect.any(String), email: expect.any(String) },
      hours: expect.objectContaining({ friday: null }),
      returnPolicyDays: 30,
    })
  })

  it('let an admin change the tax rate and fees, and the next order is charged accordingly', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ price: 20_000, stock: 10 })
    const original = (await api('GET', '/settings')).body.data
    try {
      const changed = {
        ...original,
        taxRate: 10,
        deliveryFees: { baghdad: 3_000, otherGovernorates: 7_000 },
        freeShippingThreshold: 30_000,
        paymentMethods: original.paymentMethods.map((m: { id: string }) =>
          m.id === 'cod' ? { ...m, fee: 1_500 } : m,
        ),
      }
      const saved = await api('PUT', '/settings', { cookie: admin.cookie, body: changed })
      expect(saved.status).toBe(200)
      expect(saved.body.data).toEqual(changed)
      expect((await api('GET', '/settings')).body.data).toEqual(changed)

      const small = await orderOf(customer, [{ id: product.id, quantity: 1 }], 'cod')
      expect(small.totals).toEqual({
        subtotal: 20_000,
        shipping: 3_000,
        tax: 2_000,
        paymentFee: 1_500,
        total: 26_500,
      })
      // Delivery to another governorate costs that zone's fee.
      const basra = await api('POST', '/orders', {
        cookie: customer.cookie,
        body: {
          items: [{ id: product.id, quantity: 1 }],
          shippingInfo: { ...validShipping, governorate: 'basra', city: 'Basra' },
          paymentInfo: { method: 'cod' },
        },
      })
      expect(basra.status).toBe(201)
      expect(basra.body.data.totals).toEqual({
        subtotal: 20_000,
        shipping: 7_000,
        tax: 2_000,
        paymentFee: 1_500,
        total: 30_500,
      })
      const free = await orderOf(customer, [{ id: product.id, quantity: 2 }], 'card')
      expect(free.totals).toEqual({
        subtotal: 40_000,
        shipping: 0,
        tax: 4_000,
        paymentFee: 0,
        total: 44_000,
      })
    } finally {
      await api('PUT', '/settings', { cookie: admin.cookie, body: original })
    }
    const restored = await orderOf(customer, [{ id: product.id, quantity: 1 }], 'cod')
    expect(restored.totals).toEqual({
      subtotal: 20_000,
      shipping: 5_000,
      tax: 1_600,
      paymentFee: 1_000,
      total: 27_600,
    })
  })

  it.each([
    [
      'a delivery fee',
      (s: any) => ({ ...s, deliveryFees: { ...s.deliveryFees, baghdad: 4999.5 } }),
    ],
    ['the free-delivery threshold', (s: any) => ({ ...s, freeShippingThreshold: 150000.25 })],
    [
      'a payment fee',
      (s: any) => ({
        ...s,
        paymentMethods: s.paymentMethods.map((m: { id: string }) =>
          m.id === 'cod' ? { ...m, fee: 2.99 } : m,
        ),
      }),
    ],
  ])('refuse %s with a fraction of a dinar and keep the old settings', async (_name, change) => {
    const admin = await makeUser('admin')
    const original = (await api('GET', '/settings')).body.data
    const result = await api('PUT', '/settings', { cookie: admin.cookie, body: change(original) })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('AMOUNT_NOT_WHOLE'))
    expect((await api('GET', '/settings')).body.data).toEqual(original)
  })

  it('refuse orders while the saved record does not read, and tell the admins what is wrong', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ price: 20_000, stock: 10 })
    const stockBefore = product.stock
    // A hand-edited row (or a damaged restore): the tax rate is text.
    const saved = JSON.stringify({ ...DEFAULT_SETTINGS, taxRate: 'ten' })
    await env.DB.prepare(
      "INSERT INTO settings (key, value) VALUES ('shop', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
      .bind(saved)
      .run()
    try {
      const refused = await api('POST', '/orders', {
        cookie: customer.cookie,
        body: {
          items: [{ id: product.id, quantity: 1 }],
          shippingInfo: validShipping,
          paymentInfo: { method: 'cod' },
        },
      })
      expect(refused.status).toBe(503)
      expect(refused.body).toEqual(refusal('SETTINGS_INVALID'))
      const left = await env.DB.prepare('SELECT stock FROM products WHERE id = ?')
        .bind(product.id)
        .first<{ stock: number }>()
      expect(left?.stock).toBe(stockBefore)
      const orders = await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ?')
        .bind(customer.id)
        .first<{ n: number }>()
      expect(orders?.n).toBe(0)
      // The admins see it on the dashboard; nobody else may read it.
      const problem = await api('GET', '/settings/problem', { cookie: admin.cookie })
      expect(problem.status).toBe(200)
      expect(problem.body.data.problem).toEqual({ field: 'taxRate', message: expect.any(String) })
      expect((await api('GET', '/settings/problem', { cookie: customer.cookie })).status).toBe(403)
    } finally {
      await env.DB.prepare("DELETE FROM settings WHERE key = 'shop'").run()
    }
    expect((await api('GET', '/settings/problem', { cookie: admin.cookie })).body.data).toEqual({
      problem: null,
    })
    const placed = await orderOf(customer, [{ id: product.id, quantity: 1 }], 'card')
    expect(placed.totals.subtotal).toBe(20_000)
  })

  it('read a record saved before zone fees with its one shipping fee for both zones', async () => {
    const { deliveryFees: _, ...rest } = DEFAULT_SETTINGS
    const saved = JSON.stringify({ ...rest, shippingFee: 4_000 })
    await env.DB.prepare(
      "INSERT INTO settings (key, value) VALUES ('shop', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
      .bind(saved)
      .run()
    try {
      const read = (await api('GET', '/settings')).body.data
      expect(read.deliveryFees).toEqual({ baghdad: 4_000, otherGovernorates: 4_000 })
      expect(read).not.toHaveProperty('shippingFee')
    } finally {
      await env.DB.prepare("DELETE FROM settings WHERE key = 'shop'").run()
    }
  })

  it('refuse a payment method the admin switched off', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const original = (await api('GET', '/settings')).body.data
    try {
      const paypalOff = original.paymentMethods.map((m: { id: string }) =>
        m.id === 'paypal' ? { ...m, available: false } : m,
      )
      await api('PUT', '/settings', {
        cookie: admin.cookie,
        body: { ...original, paymentMethods: paypalOff },
      })
      const result = await api('POST', '/orders', {
        cookie: customer.cookie,
        body: {
          items: [{ id: product.id, quantity: 1 }],
          shippingInfo: validShipping,
          paymentInfo: { method: 'paypal' },
        },
      })
      expect(result.status).toBe(422)
      expect(result.body).toEqual(refusal('PAYMENT_UNAVAILABLE'))
      expect((await api('GET', `/products/${product.id}`)).body.data.stock).toBe(5)
    } finally {
      await api('PUT', '/settings', { cookie: admin.cookie, body: original })
    }
  })

  it.each([
    [
      'a provider that cannot take the method',
      { card: 'fib' },
      refusal('PAYMENT_PROVIDER_INVALID'),
    ],
    ['an unknown provider', { fib: 'fastpay' }, refusal('PAYMENT_PROVIDER_INVALID')],
    [
      'a provider whose secrets are not set',
      { card: 'paypal' },
      refusal('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider: 'paypal' }),
    ],
  ])('refuse %s for a payment method and keep the old settings', async (_name, choice, answer) => {
    const admin = await makeUser('admin')
    const original = (await api('GET', '/settings')).body.data
    const result = await api('PUT', '/settings', {
      cookie: admin.cookie,
      body: { ...original, paymentProviders: { ...original.paymentProviders, ...choice } },
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(answer)
    expect((await api('GET', '/settings')).body.data).toEqual(original)
  })

  it('reject an invalid tax rate by its code and keep the old settings', async () => {
    const admin = await makeUser('admin')
    const original = (await api('GET', '/settings')).body.data
    const result = await api('PUT', '/settings', {
      cookie: admin.cookie,
      body: { ...original, taxRate: -5 },
    })
    expect(result.status).toBe(400)
    expect(result.body.success).toBe(false)
    expect(result.body.code).toBe('TAX_RATE_RANGE')
    expect((await api('GET', '/settings')).body.data.taxRate).toBe(original.taxRate)
  })

  it('take a tax rate in hundredths of a percent, and refuse a finer one', async () => {
    const admin = await makeUser('admin')
    const original = (await api('GET', '/settings')).body.data
    const put = (taxRate: number) =>
      api('PUT', '/settings', { cookie: admin.cookie, body: { ...original, taxRate } })
    const finer = await put(7.125)
    expect(finer.status).toBe(400)
    expect(finer.body.code).toBe('TAX_RATE_PRECISION')
    expect((await put(7.15)).status).toBe(200)
    expect((await api('GET', '/settings')).body.data.taxRate).toBe(7.15)
  })
})
