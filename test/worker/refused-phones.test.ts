// Refusals and risk: a phone with `refusalLimit` (2) parcels refused at the door within
// `refusalDays` (90) is not offered cash on delivery: placing a COD order (or switching an online
// one to COD) answers 409 COD_REFUSED_PHONE without saying how many, while FIB still takes the
// order; the owner's clearing of the phone's record (who and when kept) offers COD again, and a
// limit of 0 never stops it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readSettings, saveSettings } from '../../worker/db/queries/settings'
import { moveOrders } from '../../worker/db/queries/order-transition'
import type { ShopSettings } from '../../worker/schemas/settings'
import { fibShop } from './fib-shop'
import {
  db,
  makeProduct,
  makeUser,
  orderBody,
  type PaymentMethod,
  refusal,
  type TestUser,
  uniquePhone,
} from './helpers'

const { call } = fibShop()

let admin: TestUser
let customer: TestUser
let productId: number
let saved: ShopSettings

beforeEach(async () => {
  admin = await makeUser('admin')
  customer = await makeUser()
  productId = (await makeProduct({ price: 30_000, stock: 1000 })).id
  saved = await readSettings(db())
})
afterEach(() => saveSettings(db(), saved))

function order(phone: string, method: PaymentMethod = 'cod') {
  const body = orderBody([{ id: productId, quantity: 1 }], method)
  body.shippingInfo.phone = phone
  return call('POST', '/orders', {
    cookie: customer.cookie,
    body,
    headers: {
      'CF-Connecting-IP': `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  })
}

/** A COD parcel to `phone` that the courier reports refused at the door, `daysAgo` days ago. */
async function refusedParcel(phone: string, daysAgo = 0) {
  const placed = await order(phone)
  expect(placed.status, placed.body.error).toBe(201)
  const id = placed.body.data.id as string
  const at = new Date(Date.now() - daysAgo * 24 * 3600 * 1000)
  const source = { channel: 'dashboard' as const, actor: admin.email }
  await moveOrders(db(), { ids: [id], to: 'shipped', by: 'admin', source, now: at })
  const refused = await moveOrders(db(), {
    ids: [id],
    to: 'refused',
    by: 'courier',
    source: { channel: 'courier', actor: 'alwaseet' },
    now: new Date(at.getTime() + 1),
  })
  expect(refused.changes).toHaveLength(1)
  return id
}

describe('a phone with refused parcels', () => {
  it('is not offered cash on delivery after 2 refusals in 90 days; FIB still takes its order', async () => {
    const phone = uniquePhone()
    await refusedParcel(phone, 80)
    expect((await order(phone)).status).toBe(201)
    await refusedParcel(phone)

    const refused = await order(phone)
    expect(refused.status).toBe(409)
    // Why, and what is offered instead; never how many refusals the phone has.
    expect(refused.body).toEqual(refusal('COD_REFUSED_PHONE'))
    expect(refused.body.error).toContain('FIB, ZainCash or card')

    const online = await order(phone, 'fib')
    expect(online.status, online.body.error).toBe(201)
    expect(online.body.data).toMatchObject({ status: 'awaiting_payment' })
    // Nor can the online order be switched to cash on delivery.
    const switched = await call('POST', `/track/${online.body.data.trackingToken}/payment/cod`)
    expect(switched.status).toBe(409)
    expect(switched.body.code).toBe('COD_REFUSED_PHONE')

    // Another phone, typed any way, is not concerned.
    expect((await order(uniquePhone())).status).toBe(201)
  })

  it('counts only the refusals within the days of the setting', async () => {
    const phone = uniquePhone()
    await refusedParcel(phone, 120)
    await refusedParcel(phone, 1)
    expect((await order(phone)).status).toBe(201)
  })

  it('is offered cash on delivery again once the owner clears its record', async () => {
    const phone = uniquePhone()
    const first = await refusedParcel(phone, 3)
    const second = await refusedParcel(phone, 2)
    const typed = `0${phone.replace(/^\+964 /, '').replace(/ /g, '')}`

    const looked = await call('GET', `/admin/refusals?phone=${typed}`, { cookie: admin.cookie })
    expect(looked.status).toBe(200)
    expect(looked.body.data).toMatchObject({ phone, codRefused: true })
    expect(looked.body.data.refusals.map((r: { orderId: string }) => r.orderId)).toEqual([
      second,
      first,
    ])

    const cleared = await call('DELETE', `/admin/refusals/${encodeURIComponent(typed)}`, {
      cookie: admin.cookie,
    })
    expect(cleared.status).toBe(200)
    expect(cleared.body.data).toEqual({ phone, cleared: 2 })
    const after = await call('GET', `/admin/refusals?phone=${typed}`, { cookie: admin.cookie })
    expect(after.body.data.codRefused).toBe(false)
    expect(after.body.data.refusals).toEqual([
      expect.objectContaining({
        orderId: second,
        clearedBy: admin.email,
        clearedAt: expect.any(String),
      }),
      expect.objectContaining({ orderId: first, clearedBy: admin.email }),
    ])
    expect((await order(phone)).status).toBe(201)
  })

  it('never loses cash on delivery when the limit is 0', async () => {
    await saveSettings(db(), { ...saved, couriers: { ...saved.couriers, refusalLimit: 0 } })
    const phone = uniquePhone()
    for (let i = 0; i < 3; i++) await refusedParcel(phone)
    expect((await order(phone)).status).toBe(201)
  })

  it('refuses a phone that is not an Iraqi mobile in the lookup', async () => {
    const result = await call('GET', '/admin/refusals?phone=12345', { cookie: admin.cookie })
    expect(result.status).toBe(400)
    expect(result.body.code).toBe('PHONE_IRAQI_INVALID')
  })
})
