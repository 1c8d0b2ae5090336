// The Boxy courier module (worker/services/couriers/boxy.ts) against the local Boxy
// (test/fakes/couriers/boxy.ts), faked at the fetch boundary: a cash-on-delivery parcel created
// once per order, each Order Flow status read and mapped, webhooks verified by the dashboard's
// header, the label, the rate limit, and how refusals and outages are classified. The shipment's
// life around the module (dedupe, order moves) is the shipment service's.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CourierStep } from '../../worker/domain/couriers'
import { dinars } from '../../worker/domain/money'
import { readConfig } from '../../worker/env'
import { boxyConfigured, boxyCourier } from '../../worker/services/couriers/boxy'
import type { NewShipment } from '../../worker/services/couriers/courier'
import { courierModule } from '../../worker/services/couriers/registry'
import { ProviderRefused, ProviderUnavailable } from '../../worker/services/payments/provider'
import { createBoxyFake } from '../fakes/couriers/boxy'
import { ORDER_FLOW, type BoxyStatus } from '../fixtures/couriers/boxy/api'
import { type FakeService, fakeService } from './outbound'

const BOXY_API = 'http://boxy.test'
const SHOP = 'https://shop.test'

/** The webhooks the fake posted, as the shop would receive them. */
let posted: { url: string; body: unknown; headers: Record<string, string> }[] = []
const boxy = createBoxyFake({
  base: BOXY_API,
  shopUrl: SHOP,
  deliver: (url, body, headers) => {
    posted.push({ url, body, headers })
    return Promise.resolve()
  },
})
const settings = { BOXY_API_URL: BOXY_API, ...boxy.credentials }
const courier = (extra: Record<string, string> = {}) =>
  boxyCourier(readConfig({ ...env, ...settings, ...extra }))

let service: FakeService
beforeEach(() => {
  boxy.reset()
  posted = []
  service = fakeService(BOXY_API, (request) => boxy.fetch(request))
})
afterEach(() => vi.restoreAllMocks())

const shipment = (overrides: Partial<NewShipment> = {}): NewShipment => ({
  orderId: 'ORD-BOXY-0001',
  receiverName: 'علي حسن',
  receiverPhone: '+964 770 123 4567',
  address: {
    governorate: 'baghdad',
    city: 'بغداد',
    area: 'الكرادة',
    landmark: 'قرب ساحة كهرمانة',
    courierCityId: 'BGD',
    courierRegionId: 'الكرادة',
  },
  amountToCollect: dinars(59000),
  itemsCount: 2,
  description: 'Chain kit and brake pads',
  note: 'Order ORD-BOXY-0001, near Kahramana square',
  ...overrides,
})

const calls = (method: string, path: string) =>
  service.calls.filter((c) => c.method === method && new URL(c.url).pathname === path)

/** The notification the shop would receive for the last webhook posted. */
function lastWebhook(headers?: Record<string, string>): Request {
  const last = posted.at(-1)
  if (!last) throw new Error('no webhook was posted')
  return new Request(last.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(headers ?? last.headers) },
    body: JSON.stringify(last.body),
  })
}

describe('switching Boxy on', () => {
  it('is on only with its API key, API secret and webhook secret', () => {
    const config = (extra: Record<string, string>) => readConfig({ ...env, ...settings, ...extra })
    expect(boxyConfigured(config({}))).toBe(true)
    expect(courierModule(config({}), 'boxy')?.id).toBe('boxy')
    for (const unset of ['BOXY_API_KEY', 'BOXY_API_SECRET', 'BOXY_WEBHOOK_SECRET']) {
      expect(boxyConfigured(config({ [unset]: '' }))).toBe(false)
      expect(courierModule(config({ [unset]: '' }), 'boxy')).toBeNull()
    }
  })
})

describe('creating a shipment', () => {
  it('sends a cash-on-delivery parcel with the amount, the phone as Boxy writes it and our order id', async () => {
    const created = await courier().create(shipment())

    const [post] = calls('POST', '/merchants/orders/request')
    expect(post?.headers.get('api-key')).toBe(boxy.credentials.BOXY_API_KEY)
    expect(post?.headers.get('api-secret')).toBe(boxy.credentials.BOXY_API_SECRET)
    const body = JSON.parse(post?.body ?? '{}')
    expect(body).toMatchObject({
      payment_type: 'COLLECT_ON_DELIVERY',
      shipment_fee_type: 'BY_MERCHANT',
      custom_id: 'ORD-BOXY-0001',
      products: [{ title: 'Chain kit and brake pads', price: 59000, quantity: 1 }],
      contact: {
        full_name: 'علي حسن',
        phone: '9647701234567',
        province_code: 'BGD',
        region_name: 'الكرادة',
        address_text: 'بغداد، الكرادة، قرب ساحة كهرمانة',
      },
    })
    expect(body.description).toContain('Order ORD-BOXY-0001')

    const parcel = boxy.parcelOf('ORD-BOXY-0001')
    expect(parcel?.cod).toBe(59000)
    expect(created).toEqual({
      reference: parcel?.uid,
      labelUrl: `${BOXY_API}/merchants/orders/pick-up-labels?order_uid[]=${parcel?.uid}`,
      fee: 5000,
      courierStatus: 'new',
    })
  })

  it('sends a paid order prepaid, with nothing to collect', async () => {
    await courier().create(shipment({ amountToCollect: dinars(0) }))
    const [post] = calls('POST', '/merchants/orders/request')
    expect(JSON.parse(post?.body ?? '{}').payment_type).toBe('PREPAID')
    expect(boxy.parcelOf('ORD-BOXY-0001')?.cod).toBe(0)
  })

  it('makes no second parcel when the same order is shipped twice', async () => {
    const first = await courier().create(shipment())
    const second = await courier().create(shipment())
    expect(second.reference).toBe(first.reference)
    expect(boxy.parcels.size).toBe(1)
    expect(calls('POST', '/merchants/orders/request')).toHaveLength(1)
  })

  it('answers the parcel Boxy already holds when its create refuses the order id as taken', async () => {
    const first = await courier().create(shipment())
    // The read before the create misses it (Boxy not yet showing it): the create's refusal is
    // followed by a second read.
    let missed = false
    service.restore()
    service = fakeService(BOXY_API, (request) => {
      if (!missed && new URL(request.url).pathname.includes('/custom-id/')) {
        missed = true
        return new Response(JSON.stringify({ status: 'error', code: 404 }), { status: 404 })
      }
      return boxy.fetch(request)
    })
    const again = await courier().create(shipment())
    expect(again.reference).toBe(first.reference)
    expect(boxy.parcels.size).toBe(1)
  })

  it('creates a new parcel for an order whose parcel was cancelled', async () => {
    const first = await courier().create(shipment())
    await courier().cancel(first.reference)
    const again = await courier().create(shipment())
    expect(again.reference).not.toBe(first.reference)
    expect(boxy.parcels.size).toBe(2)
  })

  it('refuses an address Boxy refuses, naming the field', async () => {
    const wrongRegion = shipment({
      address: { ...shipment().address, courierRegionId: 'Nowhere' },
    })
    const refusal = await courier()
      .create(wrongRegion)
      .catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ProviderRefused)
    expect((refusal as ProviderRefused).code).toBe('contact.region_name')
    expect(boxy.parcels.size).toBe(0)
  })

  it('reports Boxy down (5xx) as unavailable, to be tried again', async () => {
    boxy.fail(1)
    await expect(courier().create(shipment())).rejects.toBeInstanceOf(ProviderUnavailable)
    expect(boxy.parcels.size).toBe(0)
    // Tried again once Boxy answers, it makes the parcel.
    await courier().create(shipment())
    expect(boxy.parcels.size).toBe(1)
  })
})

describe('a parcel’s status', () => {
  const STEPS: Record<BoxyStatus, CourierStep> = {
    new: null,
    scheduled: null,
    collecting: null,
    collected: 'shipped',
    'in-transit': null,
    'on-hold': null,
    'out-for-delivery': 'out_for_delivery',
    delivered: 'delivered',
    'partially-delivered': 'delivered',
    'returned-warehouse': 'refused',
    'returning-origin': 'refused',
    returned: 'returned',
    'partially-returned': null,
    postponed: 'postponed',
  }

  it('covers every status of the Order Flow', () => {
    expect(Object.keys(STEPS).sort()).toEqual([...ORDER_FLOW].sort())
  })

  it.each(ORDER_FLOW.map((status) => [status, STEPS[status]] as const))(
    'reads %s as %s',
    async (status, step) => {
      const { reference } = await courier().create(shipment())
      await boxy.setStatus(reference, status, { quiet: true })
      const reports = await courier().statuses([reference])
      expect(reports).toEqual([
        {
          reference,
          orderId: 'ORD-BOXY-0001',
          courierStatus: status,
          step,
          at: boxy.parcels.get(reference)?.updatedAt,
          fee: 5000,
        },
      ])
    },
  )

  it('reads each parcel with one call within Boxy’s documented 1,000 calls a minute', async () => {
    const module = courier()
    expect(module.limits).toEqual({ requests: 1000, perSeconds: 60, statusBatch: 1 })
    const a = await module.create(shipment())
    const b = await module.create(shipment({ orderId: 'ORD-BOXY-0002' }))
    service.calls.length = 0
    expect(await module.statuses([a.reference, b.reference])).toHaveLength(2)
    expect(service.calls.map((c) => new URL(c.url).pathname)).toEqual([
      `/merchants/orders/${a.reference}`,
      `/merchants/orders/${b.reference}`,
    ])
  })

  it('treats Boxy’s 429 past its rate limit as unavailable, never as a refusal', async () => {
    const { reference } = await courier().create(shipment())
    boxy.limitRate(1)
    await courier().statuses([reference])
    const over = await courier()
      .statuses([reference])
      .catch((error: unknown) => error)
    expect(over).toBeInstanceOf(ProviderUnavailable)
    const last = await boxy.fetch(
      new Request(`${BOXY_API}/merchants/orders/${reference}`, {
        headers: {
          'api-key': boxy.credentials.BOXY_API_KEY,
          'api-secret': boxy.credentials.BOXY_API_SECRET,
        },
      }),
    )
    expect(last.status).toBe(429)
    expect(last.headers.get('X-MinuteRateLimit-Remaining')).toBe('0')
  })
})

describe('Boxy’s webhook', () => {
  async function deliveredParcel() {
    const { reference } = await courier().create(shipment())
    await boxy.setStatus(reference, 'delivered')
    return reference
  }

  it('is posted to the shop with the header set in Boxy’s dashboard and gives the report', async () => {
    const reference = await deliveredParcel()
    expect(posted.at(-1)?.url).toBe(`${SHOP}/api/couriers/boxy/notify`)
    expect(await courier().notification(lastWebhook())).toEqual([
      {
        reference,
        orderId: 'ORD-BOXY-0001',
        courierStatus: 'delivered',
        step: 'delivered',
        at: boxy.parcels.get(reference)?.updatedAt,
        fee: 5000,
      },
    ])
  })

  it('is refused with a wrong value, without the header, or under another header name', async () => {
    await deliveredParcel()
    const name = boxy.credentials.BOXY_WEBHOOK_HEADER
    const secret = boxy.credentials.BOXY_WEBHOOK_SECRET
    for (const headers of [
      { [name]: `${secret}x` },
      { [name]: secret.slice(0, -1) },
      {},
      { 'x-other-header': secret },
    ])
      expect(await courier().notification(lastWebhook(headers))).toBeNull()
  })

  it('is refused, even with an empty header, when the shop has no webhook secret', async () => {
    await deliveredParcel()
    const name = boxy.credentials.BOXY_WEBHOOK_HEADER
    const module = courier({ BOXY_WEBHOOK_SECRET: '' })
    expect(await module.notification(lastWebhook({ [name]: '' }))).toBeNull()
  })

  it('is refused when its body is not an order', async () => {
    const request = new Request(`${SHOP}/api/couriers/boxy/notify`, {
      method: 'POST',
      headers: { [boxy.credentials.BOXY_WEBHOOK_HEADER]: boxy.credentials.BOXY_WEBHOOK_SECRET },
      body: '{"hello":"world"}',
    })
    expect(await courier().notification(request)).toBeNull()
  })

  it('gives the same report for a replayed body (the shipment service counts it once)', async () => {
    await deliveredParcel()
    const first = await courier().notification(lastWebhook())
    const replay = await courier().notification(lastWebhook())
    expect(replay).toEqual(first)
  })
})

describe('the label, cancelling, places and statements', () => {
  it('gives a label URL that answers the parcel’s PDF to Boxy’s api headers', async () => {
    const { labelUrl } = await courier().create(shipment())
    if (!labelUrl) throw new Error('no label URL')
    const headers = {
      'api-key': boxy.credentials.BOXY_API_KEY,
      'api-secret': boxy.credentials.BOXY_API_SECRET,
    }
    const label = await boxy.fetch(new Request(labelUrl, { headers }))
    expect(label.headers.get('Content-Type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await label.arrayBuffer()).slice(0, 4))).toBe('%PDF')
    expect((await boxy.fetch(new Request(labelUrl))).status).toBe(401)
  })

  it('cancels a parcel not yet collected, and refuses once Boxy has it', async () => {
    const a = await courier().create(shipment())
    await courier().cancel(a.reference)
    expect(boxy.parcels.get(a.reference)?.cancelled).toBe(true)

    const b = await courier().create(shipment({ orderId: 'ORD-BOXY-0002' }))
    await boxy.setStatus(b.reference, 'collected', { quiet: true })
    await expect(courier().cancel(b.reference)).rejects.toBeInstanceOf(ProviderRefused)
  })

  it('lists the provinces as cities and a province’s regions by name', async () => {
    const cities = await courier().cities()
    expect(cities).toHaveLength(19)
    expect(cities).toContainEqual({ id: 'BGD', name: 'بغداد', parentId: '' })
    const regions = await courier().regions('BGD')
    expect(regions).toContainEqual({ id: 'الكرادة', name: 'الكرادة', parentId: 'BGD' })
    expect(calls('GET', '/merchants/regions')[0]?.url).toContain('province_code=BGD')
  })

  it('has no statements: Boxy documents no settlement API', async () => {
    expect(await courier().statements()).toEqual([])
  })
})
