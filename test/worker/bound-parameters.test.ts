// Every statement the worker builds for its largest allowed inputs binds at most 100 parameters,
// D1's limit (the local runtime does not enforce it: test/worker/bound-parameters.ts).
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_IDS_PER_CALL } from '../../worker/domain/catalogue'
import { readSettings, saveSettings } from '../../worker/db/queries/settings'
import { api, db, makeProduct, makeUser, type TestUser, validShipping } from './helpers'
import { callCounting, overTheLimit } from './bound-parameters'
import { emptyStorage } from './storage'

let admin: TestUser
let productIds: number[] = []
let vehicleIds: number[] = []

beforeAll(async () => {
  await emptyStorage()
  admin = await makeUser('admin')
  productIds = []
  for (let i = 0; i < 620; i++) productIds.push((await makeProduct({ name: `Brake pad ${i}` })).id)
  vehicleIds = []
  for (let i = 0; i < 3; i++) {
    const made = await api('POST', '/vehicles', {
      cookie: admin.cookie,
      body: {
        make: 'Honda',
        makeAr: 'هوندا',
        model: `Test ${i}`,
        modelAr: `تست ${i}`,
        engineCc: 600,
        engine: 'Inline-4',
        firstYear: 2000,
        lastYear: 2024,
        type: 'Sport',
      },
    })
    vehicleIds.push((made.body.data as { id: number }).id)
  }
}, 120_000)

const expectWithinD1 = (call: Awaited<ReturnType<typeof callCounting>>) => {
  expect(call.statements.length).toBeGreaterThan(0)
  expect(overTheLimit(call.statements)).toEqual([])
}

describe('statements bind at most 100 parameters', () => {
  it('for the most products one catalogue call may name, with a bike and every filter', async () => {
    const ids = productIds.slice(0, MAX_IDS_PER_CALL).join(',')
    const bike = `vehicle=${vehicleIds[0]}&year=2015`
    for (const query of [
      `ids=${ids}`,
      `ids=${ids}&${bike}`,
      `ids=${ids}&${bike}&fits=1&search=brake%20pad&inStock=1&minPrice=1&maxPrice=900000&category=Engine%20Parts&limit=100`,
    ]) {
      const call = await callCounting('GET', `/products?${query}`)
      expect(call.status, query).toBe(200)
      expectWithinD1(call)
    }
  })

  it('refuses one id more than a call may name', async () => {
    const ids = productIds.slice(0, MAX_IDS_PER_CALL + 1).join(',')
    expect((await api('GET', `/products?ids=${ids}`)).status).toBe(400)
  })

  it('for the longest fitment list of a product', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({
      vehicleId: vehicleIds[i % vehicleIds.length]!,
      yearFrom: 1990 + (i % 30),
      yearTo: 2020 + (i % 5),
    }))
    const call = await callCounting('PUT', `/products/${productIds[0]}/fitments`, {
      cookie: admin.cookie,
      body: { fitments: rows },
    })
    expect(call.status).toBe(200)
    expectWithinD1(call)
  })

  it('for the most products deleted in one request', async () => {
    const call = await callCounting('DELETE', '/products', {
      cookie: admin.cookie,
      body: { productIds: productIds.slice(120, 620) },
    })
    expect(call.status).toBe(200)
    expectWithinD1(call)
  })

  it('for the most orders one bulk status change or deletion names', async () => {
    const orderIds = Array.from({ length: 500 }, (_, i) => `ORD-NOPE-${i}`)
    for (const [method, body] of [
      ['PATCH', { orderIds, status: 'confirmed' }],
      ['DELETE', { orderIds }],
    ] as const) {
      const call = await callCounting(method, '/orders', { cookie: admin.cookie, body })
      expect(call.status, method).toBeLessThan(500)
      expect(overTheLimit(call.statements), method).toEqual([])
    }
  })

  it('for an order of the most lines', async () => {
    const customer = await makeUser()
    // 100 units: above the default caps of units per order and per customer, both checked.
    const settings = await readSettings(db())
    await saveSettings(db(), { ...settings, maxUnitsPerOrder: 100, maxUnitsPerCustomer: 100 })
    try {
      const call = await callCounting('POST', '/orders', {
        cookie: customer.cookie,
        body: {
          items: productIds.slice(0, 100).map((id) => ({ id, quantity: 1 })),
          shippingInfo: validShipping,
          paymentInfo: { method: 'cod' },
        },
      })
      expect(call.status).toBe(201)
      expectWithinD1(call)
    } finally {
      await saveSettings(db(), settings)
    }
  })
})
