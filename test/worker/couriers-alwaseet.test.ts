// The Al-Waseet courier module against the local fake of its merchant API
// (test/fakes/couriers/alwaseet.ts), through the real fetch boundary: the login token kept and
// renewed once, the order form the guide asks for, each status the shop reads, status reads in
// batches of 25, the rate limit of 30 requests per 30 seconds, the courier's refusals and outages,
// the invoices it paid, and what it cannot do (cancel, notify).
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CourierStep } from '../../worker/domain/couriers'
import { dinars } from '../../worker/domain/money'
import { readConfig } from '../../worker/env'
import type { NewShipment } from '../../worker/services/couriers/courier'
import { courierModule } from '../../worker/services/couriers/registry'
import { ProviderError } from '../../worker/services/payments/provider'
import { createAlWaseetFake } from '../fakes/couriers/alwaseet'
import * as fixtures from '../fixtures/couriers/alwaseet/api'
import { type FakeService, fakeService } from './outbound'

const BASE = 'http://alwaseet.test'
let fake: ReturnType<typeof createAlWaseetFake>
let outbound: FakeService
let accounts = 0

// A merchant account per test: the module keeps its token, package size and rate window per
// account for the life of the isolate, so no test inherits another's.
beforeEach(() => {
  accounts += 1
  fake = createAlWaseetFake({ base: BASE, username: `merchant-${accounts}` })
  outbound = fakeService(BASE, (request) => fake.fetch(request))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The module with these settings on top of the test bindings; null while it is off. */
const courierWith = (settings: Record<string, string>) =>
  courierModule(readConfig({ ...env, ...settings }), 'alwaseet')

const courier = () => {
  const alwaseet = courierWith({ ALWASEET_API_URL: BASE, ...fake.credentials })
  if (!alwaseet) throw new Error('Al-Waseet is not configured')
  return alwaseet
}

const shipment = (overrides: Partial<NewShipment> = {}): NewShipment => ({
  orderId: 'ord_7Q2M',
  receiverName: 'علي حسين',
  receiverPhone: '+964 771 234 5678',
  address: {
    governorate: 'baghdad',
    city: 'بغداد',
    area: 'المنصور',
    landmark: 'قرب جامع الرحمن',
    courierCityId: '1',
    courierRegionId: '1',
  },
  amountToCollect: dinars(59_000),
  itemsCount: 2,
  description: 'قطع دراجات نارية',
  note: 'Order ord_7Q2M, near Al-Rahman mosque',
  ...overrides,
})

/** The calls sent to the fake at `path`. */
const callsTo = (path: string) => outbound.calls.filter((c) => new URL(c.url).pathname === path)

/** A multipart body sent, read back as its fields. */
async function formOf(call: FakeService['calls'][number]): Promise<Record<string, string>> {
  const form = await new Response(call.body, {
    headers: { 'Content-Type': call.headers.get('Content-Type') ?? '' },
  }).formData()
  return Object.fromEntries([...form].map(([name, value]) => [name, value]))
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof ProviderError)) throw new Error('expected a ProviderError')
  return error
}

describe('the login token', () => {
  it('is asked for once, with the username and password as a form, and carried as ?token=', async () => {
    const alwaseet = courier()
    await alwaseet.statuses(['1'])
    await alwaseet.statuses(['2'])
    const [login] = callsTo('/login')
    expect(callsTo('/login')).toHaveLength(1)
    expect(login!.headers.get('Content-Type')).toMatch(/^multipart\/form-data/)
    expect(await formOf(login!)).toEqual({
      username: fake.credentials.ALWASEET_USERNAME,
      password: fake.credentials.ALWASEET_PASSWORD,
    })
    const tokens = callsTo('/get-orders-by-ids-bulk').map((c) =>
      new URL(c.url).searchParams.get('token'),
    )
    expect(tokens).toHaveLength(2)
    expect(tokens[0]).toMatch(/^@@/)
    expect(tokens[1]).toBe(tokens[0])
    expect(fake.tokensIssued()).toBe(1)
  })

  it('is renewed once when Al-Waseet refuses it (errNum 21), and the call goes through', async () => {
    const alwaseet = courier()
    const { reference } = await alwaseet.create(shipment())
    fake.expireTokens()
    const [report] = await alwaseet.statuses([reference])
    expect(report!.reference).toBe(reference)
    expect(fake.tokensIssued()).toBe(2)
  })

  it('refused again after the renewal: Al-Waseet is unavailable (a configuration fault), tried once more only', async () => {
    const alwaseet = courier()
    await alwaseet.statuses(['1'])
    const before = outbound.calls.length
    fake.refuseAuth(5)
    const error = await failure(alwaseet.statuses(['1']))
    expect(error.kind).toBe('unavailable')
    expect(error.code).toBe(fixtures.authError.body.errNum)
    expect(outbound.calls.slice(before).map((c) => new URL(c.url).pathname)).toEqual([
      '/get-orders-by-ids-bulk',
      '/login',
      '/get-orders-by-ids-bulk',
    ])
  })

  it('a refused login is unavailable, not a refusal of the parcel', async () => {
    const alwaseet = courierWith({
      ALWASEET_API_URL: BASE,
      ...fake.credentials,
      ALWASEET_PASSWORD: 'wrong',
    })
    const error = await failure(alwaseet!.create(shipment()))
    expect(callsTo('/login')).toHaveLength(1)
    expect(error.kind).toBe('unavailable')
    expect(fake.parcels.size).toBe(0)
  })
})

describe('creating a shipment', () => {
  it('posts the form the guide asks for: the phone as +9647…, the cash to collect, the first package size', async () => {
    const created = await courier().create(shipment())
    const [call] = callsTo('/create-order')
    expect(call!.method).toBe('POST')
    expect(new URL(call!.url).searchParams.get('token')).toMatch(/^@@/)
    expect(await formOf(call!)).toEqual({
      client_name: 'علي حسين',
      client_mobile: '+9647712345678',
      city_id: '1',
      region_id: '1',
      location: 'المنصور - قرب جامع الرحمن',
      type_name: 'قطع دراجات نارية',
      items_number: '2',
      price: '59000',
      package_size: '1',
      merchant_notes: 'Order ord_7Q2M, near Al-Rahman mosque',
      replacement: '0',
    })
    const parcel = fake.parcels.get(created.reference)!
    expect(parcel.form.merchant_notes).toContain('ord_7Q2M')
    expect(created).toEqual({
      reference: parcel.id,
      labelUrl: `${BASE}/parcel/${parcel.id}/label`,
      fee: null,
      courierStatus: fixtures.statuses.body.data.find((s) => s.id === '1')!.status,
    })
  })

  it('reads the package sizes once for the isolate', async () => {
    const alwaseet = courier()
    await alwaseet.create(shipment())
    await alwaseet.create(shipment({ orderId: 'ord_8R3N' }))
    expect(callsTo('/package-sizes')).toHaveLength(1)
    expect(fake.parcels.size).toBe(2)
  })

  it('collects nothing for an order paid online', async () => {
    const { reference } = await courier().create(shipment({ amountToCollect: dinars(0) }))
    expect(fake.parcels.get(reference)!.form.price).toBe('0')
  })

  it('refuses a phone that is not an Iraqi mobile, naming client_mobile, without calling Al-Waseet', async () => {
    const error = await failure(courier().create(shipment({ receiverPhone: '+964 1 234 5678' })))
    expect(error.kind).toBe('refused')
    expect(error.message).toContain('client_mobile')
    expect(callsTo('/create-order')).toHaveLength(0)
  })

  it('passes on Al-Waseet refusing an address, its message naming the field', async () => {
    const error = await failure(
      courier().create(
        shipment({ address: { ...shipment().address, courierCityId: '2', courierRegionId: '1' } }),
      ),
    )
    expect(error.kind).toBe('refused')
    expect(error.code).toBe(fixtures.error.body.errNum)
    expect(error.message).toContain('region_id')
    expect(fake.parcels.size).toBe(0)
  })
})

describe('reading statuses', () => {
  // What each status of GET /statuses means for the order (the guide's words, by id).
  const MEANING: [string, CourierStep][] = [
    ['1', null],
    ['2', 'shipped'],
    ['5', null],
    ['3', 'out_for_delivery'],
    ['14', 'out_for_delivery'],
    ['25', null],
    ['29', 'postponed'],
    ['30', 'postponed'],
    ['4', 'delivered'],
    ['21', 'delivered'],
    ['31', 'refused'],
    ['32', 'refused'],
    ['39', 'refused'],
    ['16', null],
    ['17', 'returned'],
  ]

  it('maps each status Al-Waseet reports to the order step, in one read', async () => {
    const alwaseet = courier()
    const parcels: string[] = []
    for (const [statusId] of MEANING) {
      const { reference } = await alwaseet.create(shipment())
      fake.setStatus(reference, statusId)
      parcels.push(reference)
    }
    const reports = await alwaseet.statuses(parcels)
    expect(callsTo('/get-orders-by-ids-bulk')).toHaveLength(1)
    const text = new Map(fixtures.statuses.body.data.map((s) => [s.id, s.status]))
    expect(reports.map((r) => [r.reference, r.courierStatus, r.step, r.fee])).toEqual(
      MEANING.map(([statusId, step], i) => [parcels[i], text.get(statusId), step, 5000]),
    )
  })

  it('reads 60 parcels in 3 calls of at most 25 ids', async () => {
    const alwaseet = courier()
    const { reference } = await alwaseet.create(shipment())
    fake.setStatus(reference, '3')
    const references = [reference, ...Array.from({ length: 59 }, (_, i) => String(9000 + i))]
    const reports = await alwaseet.statuses(references)
    const batches = await Promise.all(callsTo('/get-orders-by-ids-bulk').map(formOf))
    expect(batches.map((b) => b.ids!.split(',').length)).toEqual([25, 25, 10])
    expect(batches.flatMap((b) => b.ids!.split(','))).toEqual(references)
    expect(reports).toEqual([
      expect.objectContaining({ reference, step: 'out_for_delivery', orderId: null }),
    ])
  })
})

describe('the rate limit of 30 requests per 30 seconds', () => {
  it('sends 30 and refuses the 31st without sending it', async () => {
    const alwaseet = courier()
    for (let i = 0; i < 30; i += 1) await alwaseet.cities()
    const error = await failure(alwaseet.cities())
    expect(error.kind).toBe('unavailable')
    expect(error.code).toBe('RATE_LIMITED')
    expect(outbound.calls).toHaveLength(30)
    expect(fake.requestsInWindow()).toBe(30)
  })

  it('sends again once the oldest request is 30 seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const alwaseet = courier()
    for (let i = 0; i < 30; i += 1) await alwaseet.cities()
    vi.setSystemTime(Date.now() + 30_001)
    await expect(alwaseet.cities()).resolves.toContainEqual({
      id: '1',
      name: 'بغداد',
      parentId: '',
    })
    expect(outbound.calls).toHaveLength(31)
  })

  it("Al-Waseet's own rate-limit answer (another isolate used the window) is unavailable", async () => {
    for (let i = 0; i < 30; i += 1) await fake.fetch(new Request(`${BASE}/citys`))
    const error = await failure(courier().cities())
    expect(error.kind).toBe('unavailable')
    expect(error.message).toContain('HTTP 429')
  })
})

describe('faults', () => {
  it('a 5xx is unavailable', async () => {
    fake.fail(1)
    const error = await failure(courier().cities())
    expect(error.kind).toBe('unavailable')
    expect(error.message).toContain('HTTP 500')
  })

  it('no answer within 10 s is unavailable', async () => {
    const alwaseet = courier()
    await alwaseet.statuses(['1'])
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fake.fail(1, 'hang')
    const pending = failure(alwaseet.statuses(['1']))
    await vi.advanceTimersByTimeAsync(10_000)
    const error = await pending
    expect(error.kind).toBe('unavailable')
    expect(error.message).toContain('no answer')
  })
})

describe('statements', () => {
  it('reads the invoices the merchant received, each with its parcels, the amount it changed, its fee and the net', async () => {
    const alwaseet = courier()
    const [a, b, c] = [
      await alwaseet.create(shipment()),
      await alwaseet.create(shipment({ amountToCollect: dinars(40_000) })),
      await alwaseet.create(shipment()),
    ].map((s) => s.reference)
    fake.setStatus(a!, '4')
    fake.setStatus(b!, '4')
    const paid = fake.payInvoice({ collected: { [b!]: 35_000 } })
    fake.setStatus(c!, '4')
    fake.payInvoice({ received: false })
    const statements = await alwaseet.statements()
    expect(statements).toEqual([
      {
        reference: paid,
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        amount: 59_000 - 5000 + 35_000 - 5000,
        lines: [
          { reference: a, orderId: null, collected: 59_000, fee: 5000, net: 54_000 },
          { reference: b, orderId: null, collected: 35_000, fee: 5000, net: 30_000 },
        ],
      },
    ])
    expect(Math.abs(Date.parse(statements[0]!.paidAt) - Date.now())).toBeLessThan(60_000)
    // The unpaid invoice's parcels are not read.
    expect(callsTo('/get_merchant_invoice_orders')).toHaveLength(1)
  })
})

describe('what Al-Waseet does not offer', () => {
  it('cannot cancel a parcel through its API: refused with NO_CANCEL_API, nothing sent', async () => {
    const error = await failure(courier().cancel('103'))
    expect(error.kind).toBe('refused')
    expect(error.code).toBe('NO_CANCEL_API')
    expect(outbound.calls).toHaveLength(0)
  })

  it('sends no notifications: the cron polls within its limits', async () => {
    const alwaseet = courier()
    expect(alwaseet.notifies).toBe(false)
    expect(alwaseet.limits).toEqual({ requests: 30, perSeconds: 30, statusBatch: 25 })
    const forged = new Request('http://shop.test/api/couriers/notify/alwaseet', {
      method: 'POST',
      body: JSON.stringify({ id: '103', status_id: '4' }),
    })
    expect(await alwaseet.notification(forged)).toBeNull()
  })
})

describe('places', () => {
  it('lists the cities and the regions of one city', async () => {
    const alwaseet = courier()
    const cities = await alwaseet.cities()
    expect(cities).toContainEqual({ id: '1', name: 'بغداد', parentId: '' })
    const regions = await alwaseet.regions('1')
    expect(regions.slice(0, 2)).toEqual([
      { id: '1', name: 'المنصور', parentId: '1' },
      { id: '2', name: 'الكرادة', parentId: '1' },
    ])
    expect(regions.every((region) => region.parentId === '1')).toBe(true)
    expect(new URL(callsTo('/regions')[0]!.url).searchParams.get('city_id')).toBe('1')
  })
})

it('is off without a username and password', () => {
  expect(courierWith({ ALWASEET_USERNAME: '' })).toBeNull()
})

describe("the fake's pages", () => {
  it('moves a parcel with its buttons and pays the delivered ones on an invoice', async () => {
    const { reference } = await courier().create(shipment())
    const list = await (await fake.fetch(new Request(`${BASE}/`))).text()
    expect(list).toContain(`action="${BASE}/parcel/${reference}/4"`)
    expect(list).toContain('Pay the delivered parcels (invoice)')
    const moved = await fake.fetch(new Request(`${BASE}/parcel/${reference}/4`, { method: 'POST' }))
    expect(moved.status).toBe(303)
    expect(fake.parcels.get(reference)!.statusId).toBe('4')
    await fake.fetch(new Request(`${BASE}/invoices/pay`, { method: 'POST' }))
    expect(fake.parcels.get(reference)!.invoiceId).not.toBeNull()
  })
})
