// Shipping orders with couriers (worker/services/couriers/shipping.ts), against Al-Waseet's fake
// (polled by the five-minute cron) and Boxy's (which notifies): an order is shipped once however
// often Ship is pressed, a courier that cannot be reached leaves the shipment to the cron's
// retries, and the courier's reports move the order through its steps (out for delivery, delivered
// — cash owed —, refused — counted against the phone, the owner warned —, back at the shop — its
// units back on the shelf), each report once: a forged or replayed notification changes nothing.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runCourierSweep } from '../../worker/cron/courier-sweep'
import { createAlWaseetFake } from '../fakes/couriers/alwaseet'
import { createBoxyFake } from '../fakes/couriers/boxy'
import { ADMIN_CHAT, telegram } from './bot/fake-telegram'
import { makeProduct, makeUser, orderOf, refusal, stockOf, type TestUser } from './helpers'
import { deliverOutbox } from './deliveries'
import { callApi, fakeService } from './outbound'

// One fake service answers for both couriers (a second fetch spy would replace the first).
const COURIERS = 'http://couriers.test'
const ALWASEET = `${COURIERS}/alwaseet`
const BOXY = `${COURIERS}/boxy`
const NEW_SHOP = `${COURIERS}/alwaseet-new`
const alwaseet = createAlWaseetFake({ base: ALWASEET })
/** Al-Waseet for a shop that has just switched it on. */
const newShop = createAlWaseetFake({
  base: NEW_SHOP,
  username: 'new-shop-merchant',
  password: 'new-shop-password',
  lastParcelId: 90_000,
})
/** Boxy's webhooks as it posts them: the tests post them to the shop (again, forged...). */
const boxyPosts: { body: unknown; headers: Record<string, string> }[] = []
const boxy = createBoxyFake({
  base: BOXY,
  deliver: (_url, body, headers) => {
    boxyPosts.push({ body, headers })
    return Promise.resolve()
  },
})
const settings = {
  ALWASEET_API_URL: ALWASEET,
  ...alwaseet.credentials,
  BOXY_API_URL: BOXY,
  ...boxy.credentials,
}
const call = (method: string, path: string, options: Parameters<typeof callApi>[2] = {}) =>
  callApi(method, path, { ...options, settings: { ...settings, ...options.settings } })

beforeEach(async () => {
  telegram.reset()
  alwaseet.reset()
  boxy.reset()
  boxyPosts.length = 0
  fakeService(COURIERS, (request) => {
    const url = new URL(request.url)
    const [, courier, ...rest] = url.pathname.split('/')
    const fake = courier === 'alwaseet' ? alwaseet : courier === 'alwaseet-new' ? newShop : boxy
    return fake.fetch(new Request(`${url.origin}/${rest.join('/')}${url.search}`, request))
  })
  // Where the shop's Karrada is in each courier's places (the place map's own tests refresh it).
  for (const [courier, cityId, regionId] of [
    ['alwaseet', '1', '2'],
    ['boxy', 'BGD', 'الكرادة'],
  ])
    await env.DB.prepare(
      `INSERT OR REPLACE INTO courier_place_map (courier, governorate, city, courier_city_id, courier_region_id, updated_at)
       VALUES (?, 'baghdad', 'karrada', ?, ?, '2026-01-01T00:00:00.000Z')`,
    )
      .bind(courier, cityId, regionId)
      .run()
})
afterEach(() => vi.restoreAllMocks())

/** The five-minute cron, run as Cloudflare would `minutes` from now. */
async function sweep(minutes: number) {
  const ctx = createExecutionContext()
  await runCourierSweep({ ...env, ...settings }, Date.now() + minutes * 60_000)
  await waitOnExecutionContext(ctx)
  await deliverOutbox(settings)
}

/** A cash-on-delivery order the shop has confirmed, and its product. */
async function confirmedOrder(admin: TestUser, quantity = 2) {
  const customer = await makeUser()
  const product = await makeProduct({ stock: 10, price: 25000 })
  const order = await orderOf(customer, [{ id: product.id, quantity }], 'cod')
  const confirmed = await call('PUT', `/orders/${order.id}`, {
    cookie: admin.cookie,
    body: { status: 'confirmed' },
  })
  expect(confirmed.status).toBe(200)
  return { order: confirmed.body.data as { id: string; totals: { total: number } }, product }
}

const ship = (admin: TestUser, id: string, courier = 'alwaseet') =>
  call('POST', `/orders/${id}/shipment`, { cookie: admin.cookie, body: { courier } })

const statusOf = async (id: string) =>
  (
    await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
      .bind(id)
      .first<{ status: string }>()
  )?.status

const parcelOf = (orderId: string) =>
  [...alwaseet.parcels.values()].find((p) => p.form.merchant_notes?.includes(orderId))

describe('shipping an order with Al-Waseet', () => {
  it('hands the parcel over once, with the cash to collect, and ships the order with its reference', async () => {
    const admin = await makeUser('admin')
    const { order } = await confirmedOrder(admin)
    // Pressed twice at once (a double click, the bot and the dashboard): one parcel.
    const [first, second] = await Promise.all([ship(admin, order.id), ship(admin, order.id)])
    expect([first.status, second.status].sort()).toEqual([200, 200])
    const parcels = [...alwaseet.parcels.values()]
    expect(parcels).toHaveLength(1)
    const parcel = parcels[0]!
    expect(Number(parcel.form.price)).toBe(order.totals.total)
    const shipped = (first.body.data.shipment ? first : second).body.data
    expect(shipped).toMatchObject({
      status: 'shipped',
      trackingNumber: parcel.id,
      shipment: { courier: 'alwaseet', reference: parcel.id, status: 'created', fee: 5000 },
    })
    // Pressed again later: the order is no longer one to ship.
    expect((await ship(admin, order.id)).body).toEqual(refusal('ORDER_NOT_SHIPPABLE'))
    expect(alwaseet.parcels.size).toBe(1)
  })

  it('leaves the shipment to the cron when Al-Waseet does not answer, and the cron ships it', async () => {
    const admin = await makeUser('admin')
    const { order } = await confirmedOrder(admin)
    alwaseet.fail(3)
    const tried = await ship(admin, order.id)
    expect(tried.status).toBe(202)
    expect(tried.body.data).toMatchObject({ status: 'confirmed', shipment: { status: 'retrying' } })
    expect(alwaseet.parcels.size).toBe(0)
    alwaseet.fail(0)
    await sweep(6)
    expect(await statusOf(order.id)).toBe('shipped')
    expect(alwaseet.parcels.size).toBe(1)
  })

  it('refuses an order not confirmed, a courier without secrets, and a customer', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const pending = await orderOf(customer, [{ id: product.id, quantity: 1 }], 'cod')
    expect((await ship(admin, pending.id)).body).toEqual(refusal('ORDER_NOT_SHIPPABLE'))
    const { order } = await confirmedOrder(admin)
    const unset = await call('POST', `/orders/${order.id}/shipment`, {
      cookie: admin.cookie,
      body: { courier: 'alwaseet' },
      settings: { ALWASEET_USERNAME: '' },
    })
    expect(unset.status).toBe(400)
    expect(unset.body).toEqual(refusal('COURIER_NOT_CONFIGURED', { courier: 'alwaseet' }))
    expect((await ship(customer, order.id)).status).toBe(403)
    expect(alwaseet.parcels.size).toBe(0)
  })

  it('follows the parcel by polling: out for delivery, then delivered with its cash owed', async () => {
    const admin = await makeUser('admin')
    const { order } = await confirmedOrder(admin)
    await ship(admin, order.id)
    const parcel = parcelOf(order.id)!
    alwaseet.setStatus(parcel.id, '3')
    await sweep(5)
    expect(await statusOf(order.id)).toBe('out_for_delivery')
    // The customer is told by SMS that the driver is on the way (once).
    const texts = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE kind = 'parcel-sms' AND ref = ?",
    )
      .bind(`order:${order.id}`)
      .first<{ n: number }>()
    expect(texts?.n).toBe(1)
    // Read again with nothing new: nothing moves, nothing is recorded twice.
    await sweep(10)
    alwaseet.setStatus(parcel.id, '4')
    await sweep(15)
    expect(await statusOf(order.id)).toBe('delivered')
    const cash = await env.DB.prepare(
      'SELECT courier, collected, fee, net FROM cash_ledger WHERE order_id = ?',
    )
      .bind(order.id)
      .first()
    expect(cash).toEqual({
      courier: 'alwaseet',
      collected: order.totals.total,
      fee: 5000,
      net: order.totals.total - 5000,
    })
    const steps = await call('GET', `/orders/${order.id}/shipment`, { cookie: admin.cookie })
    expect(steps.body.data.steps.map((s: { status: string | null }) => s.status)).toEqual([
      'out_for_delivery',
      'delivered',
    ])
    const emails = await env.DB.prepare(
      "SELECT json_extract(payload, '$.to') AS status FROM outbox WHERE kind = 'order-status' AND ref = ? ORDER BY id",
    )
      .bind(`order:${order.id}`)
      .all<{ status: string }>()
    expect(emails.results.map((e) => e.status)).toEqual(
      expect.arrayContaining(['shipped', 'out_for_delivery', 'delivered']),
    )
  })

  it('counts a refused parcel against the phone, warns the owner, and puts the units back only when it is back at the shop', async () => {
    const admin = await makeUser('admin')
    const { order, product } = await confirmedOrder(admin, 3)
    await ship(admin, order.id)
    expect(await stockOf(product.id)).toBe(7)
    const parcel = parcelOf(order.id)!
    alwaseet.setStatus(parcel.id, '32')
    await sweep(5)
    expect(await statusOf(order.id)).toBe('refused')
    expect(await stockOf(product.id)).toBe(7)
    const refused = await env.DB.prepare('SELECT phone FROM phone_refusals WHERE order_id = ?')
      .bind(order.id)
      .first<{ phone: string }>()
    expect(refused?.phone).toMatch(/^\+964 7\d\d \d{3} \d{4}$/)
    alwaseet.setStatus(parcel.id, '17')
    await sweep(10)
    expect(await statusOf(order.id)).toBe('returned')
    expect(await stockOf(product.id)).toBe(10)
    const warnings = telegram.calls.filter(
      (c) =>
        c.method === 'sendMessage' &&
        c.params.chat_id === ADMIN_CHAT &&
        String(c.params.text).includes(order.id),
    )
    expect(warnings.map((w) => String(w.params.text)).join('\n')).toMatch(/Refused at the door/)
    expect(warnings.map((w) => String(w.params.text)).join('\n')).toMatch(/Returned to the shop/)
    // No cash is owed for a parcel that came back.
    const cash = await env.DB.prepare('SELECT 1 FROM cash_ledger WHERE order_id = ?')
      .bind(order.id)
      .first()
    expect(cash).toBeNull()
  })

  it('reads the parcels on their way in one call, and ships in bulk with the courier chosen per governorate', async () => {
    const admin = await makeUser('admin')
    const orders = [await confirmedOrder(admin, 1), await confirmedOrder(admin, 1)]
    const ids = orders.map((o) => o.order.id)
    const bulk = (extra: Record<string, unknown> = {}) =>
      call('POST', '/orders/shipments', { cookie: admin.cookie, body: { orderIds: ids, ...extra } })
    // No courier chosen for Baghdad in Settings yet (its parcels go by hand): each order says so,
    // and not that a courier lacks its secrets (which named no courier, "({{courier}})").
    const unchosen = await bulk()
    expect(unchosen.body.data.shippedCount).toBe(0)
    expect(unchosen.body.data.errors.map((e: { code: string }) => e.code)).toEqual([
      'COURIER_BY_HAND',
      'COURIER_BY_HAND',
    ])
    expect(JSON.stringify(unchosen.body.data.errors)).not.toMatch(/\{\{|secrets/)
    const shipped = await bulk({ courier: 'alwaseet' })
    expect(shipped.body.data).toMatchObject({ shippedCount: 2, errors: [] })
    const before = alwaseet.requestsInWindow()
    for (const parcel of alwaseet.parcels.values()) alwaseet.setStatus(parcel.id, '3')
    await sweep(5)
    // Both parcels in one status read.
    expect(alwaseet.requestsInWindow() - before).toBe(1)
    for (const id of ids) expect(await statusOf(id)).toBe('out_for_delivery')
  })
})

describe('a courier just switched on (nobody pressed Refresh places)', () => {
  // A merchant account of its own, so its calls count in a rate-limit window of their own.
  const settingsOfNewShop = {
    ALWASEET_API_URL: NEW_SHOP,
    ...newShop.credentials,
  }
  const shipNew = (admin: TestUser, id: string) =>
    call('POST', `/orders/${id}/shipment`, {
      cookie: admin.cookie,
      body: { courier: 'alwaseet' },
      settings: settingsOfNewShop,
    })
  // Each test a rate-limit window after the last: the client counts this account's calls for the
  // isolate's life, and a first parcel's read of the places takes 20 of the 30 a window allows.
  let clock = Date.now()
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: (clock += 60_000) })
    newShop.reset()
    await env.DB.prepare(`DELETE FROM courier_place_map WHERE courier = 'alwaseet'`).run()
    await env.DB.prepare(`DELETE FROM courier_places WHERE courier = 'alwaseet'`).run()
  })
  afterEach(() => vi.useRealTimers())

  it('reads its places before its first parcel, and only then', async () => {
    const admin = await makeUser('admin')
    const { order } = await confirmedOrder(admin)
    const shipped = await shipNew(admin, order.id)
    expect(shipped.status).toBe(200)
    // Karrada as the fake lists it: Baghdad (1), region 2.
    const [parcel] = [...newShop.parcels.values()]
    expect(parcel?.form).toMatchObject({ city_id: '1', region_id: '2' })
    // Read once: a city the courier does not list is the owner's to pick, without a second read.
    await env.DB.prepare(`DELETE FROM courier_place_map WHERE courier = 'alwaseet'`).run()
    const calls = newShop.requestsInWindow()
    const next = await confirmedOrder(admin)
    expect((await shipNew(admin, next.order.id)).body).toEqual(
      refusal('COURIER_PLACE_UNMATCHED', { field: 'governorate' }),
    )
    expect(newShop.requestsInWindow()).toBe(calls)
  })

  it('answers unavailable when the courier does not answer the read of its places', async () => {
    const admin = await makeUser('admin')
    const { order } = await confirmedOrder(admin)
    newShop.fail(10)
    const tried = await shipNew(admin, order.id)
    expect(tried.status).toBe(503)
    expect(tried.body).toEqual(refusal('COURIER_UNAVAILABLE'))
    expect(await statusOf(order.id)).toBe('confirmed')
    newShop.fail(0)
    expect((await shipNew(admin, order.id)).status).toBe(200)
  })
})

describe("Al-Waseet's statements", () => {
  it('settle the delivered parcels they pay, and list an amount the courier changed once', async () => {
    const admin = await makeUser('admin')
    const paid = await confirmedOrder(admin)
    const short = await confirmedOrder(admin)
    for (const { order } of [paid, short]) {
      await ship(admin, order.id)
      alwaseet.setStatus(parcelOf(order.id)!.id, '4')
    }
    await sweep(5)
    const shortParcel = parcelOf(short.order.id)!
    // The courier pays one parcel 1,000 IQD short on its invoice.
    alwaseet.payInvoice({ collected: { [shortParcel.id]: short.order.totals.total - 1000 } })
    const read = () => call('POST', '/admin/cash/statements/read', { cookie: admin.cookie })
    const first = await read()
    expect(first.status).toBe(200)
    expect(first.body.data.statements).toHaveLength(1)
    expect(first.body.data.statements[0].settled.sort()).toEqual(
      [paid.order.id, short.order.id].sort(),
    )
    expect(first.body.data.differences).toEqual([
      expect.objectContaining({ kind: 'amount_changed', orderId: short.order.id }),
    ])
    // Read again: the invoice was read, nothing new.
    const second = await read()
    expect(second.body.data).toMatchObject({ statements: [], differences: [] })
    const cash = await call('GET', '/admin/cash', { cookie: admin.cookie })
    expect(cash.body.data.differences).toHaveLength(1)
  })
})

describe("Boxy's labels", () => {
  it('are printed through the shop, with the API keys Boxy asks for', async () => {
    const admin = await makeUser('admin')
    const { order } = await confirmedOrder(admin)
    expect((await ship(admin, order.id, 'boxy')).status).toBe(200)
    const label = await call('GET', `/orders/${order.id}/shipment/label`, { cookie: admin.cookie })
    expect(label.status).toBe(200)
    expect(label.headers.get('Content-Type')).toBe('application/pdf')
    const customer = await makeUser()
    const refused = await call('GET', `/orders/${order.id}/shipment/label`, {
      cookie: customer.cookie,
    })
    expect(refused.status).toBe(403)
  })
})

describe("Boxy's notifications", () => {
  async function boxyParcel(admin: TestUser) {
    const { order } = await confirmedOrder(admin)
    const shipped = await ship(admin, order.id, 'boxy')
    expect(shipped.status).toBe(200)
    return { order, reference: shipped.body.data.shipment.reference as string }
  }

  it('moves the order on a notification with the header set in Boxy, once however often it comes', async () => {
    const admin = await makeUser('admin')
    const { order, reference } = await boxyParcel(admin)
    await boxy.setStatus(reference, 'delivered')
    const notification = boxyPosts.at(-1)!
    const first = await call('POST', '/couriers/boxy/notify', notification)
    expect(first.status).toBe(200)
    expect(first.body.data.moved).toBe(1)
    expect(await statusOf(order.id)).toBe('delivered')
    const again = await call('POST', '/couriers/boxy/notify', notification)
    expect(again.body.data.moved).toBe(0)
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM shipment_steps WHERE order_id = ?')
      .bind(order.id)
      .first<{ n: number }>()
    expect(rows?.n).toBe(1)
  })

  it('changes nothing on a notification without the header, or with a wrong one', async () => {
    const admin = await makeUser('admin')
    const { order, reference } = await boxyParcel(admin)
    await boxy.setStatus(reference, 'delivered')
    const notification = boxyPosts.at(-1)!
    const [headerName] = Object.keys(notification.headers)
    for (const headers of [{}, { [headerName!]: 'not-the-secret' }]) {
      const forged = await call('POST', '/couriers/boxy/notify', {
        body: notification.body,
        headers,
      })
      expect(forged.status).toBe(401)
      expect(forged.body).toEqual(refusal('COURIER_NOTIFICATION_INVALID'))
    }
    expect(await statusOf(order.id)).toBe('shipped')
  })
})
