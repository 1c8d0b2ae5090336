// Boxy, as its "Boxy API" documentation (tryboxy.apidog.io, v1; pages modified 5-6 February 2025)
// describes it; fixtures and their sources in test/fixtures/couriers/boxy:
// - every call carries api-key and api-secret headers (Security & Authentication); base
//   https://api.tryboxy.com/api/v1 (production, on every reference page).
// - create: POST merchants/orders/request, the order body of Update Order's example, our order id
//   as custom_id; Boxy computes the cash to collect from the products' price × quantity (the
//   Introduction), so the parcel is one product line priced at the amount to collect.
// - read: GET merchants/orders/custom-id/{custom_id}, GET merchants/orders/{uid}; statuses are the
//   Order Flow's slugs. Cancel: POST merchants/orders/{uid}/cancel. Label: GET
//   merchants/orders/pick-up-labels?order_uid[]={uid} (a PDF, behind the api headers).
// - webhooks per status, authenticated by a header (name and value) the merchant sets in Boxy's
//   dashboard; at most 1,000 calls a minute per user, 429 past it (Rate Limit).
// - places: province codes (BGD...) and region names by province (List Regions,
//   GET merchants/regions?province_code=).
// Not in the stored copy of the documentation, so taken from Boxy's clients or assumed (see the
// fixtures): the create, by-UID, cancel, label and regions paths, PREPAID for a paid order, the
// webhook's body (the order as Show Order answers it), the order's status { slug } and fee, and the
// error body. Boxy documents
// no statements or settlement API: `statements()` is empty and the owner records Boxy's cash by
// hand.
import * as z from 'zod'
import type { CourierStep } from '../../domain/couriers'
import { dinars } from '../../domain/money'
import type { Config } from '../../env'
import { sameText } from '../../lib/hmac'
import { ProviderRefused } from '../payments/provider'
import { fixedAuth, providerApi } from '../payments/provider-kit'
import type { Courier, CourierPlace, CreatedShipment, ShipmentReport } from './courier'

/** The order's status: a slug, or { slug } as the order object carries it. */
const statusSlug = z.union([z.string(), z.object({ slug: z.string() }).transform((s) => s.slug)])

const boxyOrder = z.object({
  uid: z.string().min(1).max(100),
  custom_id: z.string().max(100).nullish(),
  status: statusSlug,
  fee: z.number().nonnegative().nullish(),
  updated_at: z.string().max(50).nullish(),
})
type BoxyOrder = z.infer<typeof boxyOrder>

const createdAnswer = z.object({ object: z.object({ order: boxyOrder }) })
const shownAnswer = z.object({ object: boxyOrder })
const regionsAnswer = z.object({
  object: z.object({
    items: z.array(z.object({ name: z.string().min(1) })),
    pages: z.number().int().positive().optional(),
  }),
})

/** Laravel-style validation errors name the refused fields; they become the refusal's code. */
const errorFields = z.object({ errors: z.record(z.string(), z.unknown()) })

/** Order Flow (Statuses) → what each means for the order. The webhook triggers spell some with
 * underscores (out_for_collecting), the statuses with hyphens: both are read. The first return
 * status stands for the refusal (Boxy has no status of its own for it); partially delivered counts
 * as delivered (cash is owed; a changed amount shows on the ledger), and a partial return moves
 * nothing, since most units were delivered. */
const STEPS: Record<string, CourierStep> = {
  collected: 'shipped',
  'out-for-delivery': 'out_for_delivery',
  postponed: 'postponed',
  delivered: 'delivered',
  'partially-delivered': 'delivered',
  'returned-warehouse': 'refused',
  'returning-origin': 'refused',
  returned: 'returned',
}
const stepOf = (slug: string): CourierStep => STEPS[slug.toLowerCase().replace(/_/g, '-')] ?? null

/** The provinces (contact.province_code) with their names: cities in the shop's words. */
const PROVINCES: readonly [string, string][] = [
  ['BGD', 'بغداد'],
  ['BSR', 'البصرة'],
  ['EBL', 'أربيل'],
  ['NJF', 'النجف'],
  ['KRL', 'كربلاء'],
  ['NIN', 'نينوى'],
  ['SLI', 'السليمانية'],
  ['BBL', 'بابل'],
  ['ANB', 'الأنبار'],
  ['KIK', 'كركوك'],
  ['SAL', 'صلاح الدين'],
  ['DIL', 'ديالى'],
  ['DQA', 'ذي قار'],
  ['MSN', 'ميسان'],
  ['WAS', 'واسط'],
  ['MUT', 'المثنى'],
  ['QAD', 'القادسية'],
  ['DHK', 'دهوك'],
  ['HJB', 'حلبجة'],
]

/** A cancelled parcel (Boxy's clients read the slug "cancelled"; the Order Flow page names none)
 * is not the order's parcel any more: shipping the order again creates a new one. */
const cancelled = (order: BoxyOrder) => order.status.toLowerCase().startsWith('cancel')

/** A region list longer than this many pages is cut short rather than read without end. */
const MAX_REGION_PAGES = 20

/** "+964 7XX XXX XXXX" → "9647XXXXXXXXX", as Boxy's example writes phones. */
const boxyPhone = (phone: string) => phone.replace(/\D/g, '')

/** Boxy's fee is whole dinars; a fraction (none seen) is rounded rather than refused. */
const feeOf = (order: BoxyOrder) =>
  order.fee === null || order.fee === undefined ? null : dinars(Math.round(order.fee))

export const boxyConfigured = (config: Config) =>
  !!(config.BOXY_API_KEY && config.BOXY_API_SECRET && config.BOXY_WEBHOOK_SECRET)

export function boxyCourier(config: Config): Courier {
  const base = config.BOXY_API_URL.replace(/\/+$/, '')
  const api = providerApi({
    provider: 'boxy',
    base,
    auth: fixedAuth({ 'api-key': config.BOXY_API_KEY, 'api-secret': config.BOXY_API_SECRET }),
    errorCodeOf: (body) => {
      const fields = errorFields.safeParse(body).data?.errors
      return fields ? Object.keys(fields).join(',') || null : null
    },
  })
  const orderPath = (uid: string) => `/merchants/orders/${encodeURIComponent(uid)}`

  const reportOf = (order: BoxyOrder): ShipmentReport => ({
    reference: order.uid,
    orderId: order.custom_id ?? null,
    courierStatus: order.status,
    step: stepOf(order.status),
    at: order.updated_at ?? null,
    fee: feeOf(order),
  })

  const shipmentOf = (order: BoxyOrder): CreatedShipment => ({
    reference: order.uid,
    labelUrl: `${base}/merchants/orders/pick-up-labels?order_uid[]=${encodeURIComponent(order.uid)}`,
    fee: feeOf(order),
    courierStatus: order.status,
  })

  /** The parcel Boxy holds under our order id, or null when it holds none. */
  async function byOrderId(orderId: string): Promise<BoxyOrder | null> {
    try {
      const answer = await api.json(
        shownAnswer,
        'order by custom id',
        `/merchants/orders/custom-id/${encodeURIComponent(orderId)}`,
      )
      return answer.object
    } catch (error) {
      if (error instanceof ProviderRefused && error.code === 'HTTP_404') return null
      throw error
    }
  }

  return {
    id: 'boxy',
    limits: { requests: 1000, perSeconds: 60, statusBatch: 1 },
    notifies: true,

    // The label is a PDF behind the api headers: only a label of this API is fetched with them.
    label(labelUrl) {
      if (!labelUrl.startsWith(`${base}/`))
        return Promise.reject(new ProviderRefused('boxy', 'label: not a Boxy address'))
      return api.call('label', labelUrl.slice(base.length), {
        headers: { Accept: 'application/pdf' },
      })
    },

    // Idempotent by our order id: a parcel Boxy already holds for it (a lost answer, a second
    // press) is answered instead of creating another, before the create and after its refusal.
    async create(shipment) {
      const existing = await byOrderId(shipment.orderId)
      if (existing && !cancelled(existing)) return shipmentOf(existing)
      const { address } = shipment
      try {
        const answer = await api.json(createdAnswer, 'create', '/merchants/orders/request', {
          method: 'POST',
          body: {
            is_fragile: false,
            // The owner ships a packed parcel: Boxy may come for it.
            ready_to_pick_up: true,
            fee_customer_payable: null,
            // The shopper's delivery fee is in the order's total; Boxy's fee is the shop's.
            shipment_fee_type: 'BY_MERCHANT',
            payment_type: shipment.amountToCollect > 0 ? 'COLLECT_ON_DELIVERY' : 'PREPAID',
            pick_up_type: 'PICK_UP',
            // Boxy's order has no note field: the driver's note rides on the description.
            description: [shipment.description, shipment.note].filter(Boolean).join(' — '),
            custom_id: shipment.orderId,
            products: [
              { title: shipment.description, price: shipment.amountToCollect, quantity: 1 },
            ],
            // The shop does not know the parcel's size; M is Boxy's example.
            size: 'M',
            contact: {
              full_name: shipment.receiverName,
              address_text: [address.city, address.area, address.landmark]
                .filter(Boolean)
                .join('، '),
              phone: boxyPhone(shipment.receiverPhone),
              secondary_phone: null,
              email: null,
              region_name: address.courierRegionId,
              province_code: address.courierCityId,
            },
          },
        })
        return shipmentOf(answer.object.order)
      } catch (error) {
        if (!(error instanceof ProviderRefused)) throw error
        const made = await byOrderId(shipment.orderId)
        if (made && !cancelled(made)) return shipmentOf(made)
        throw error
      }
    },

    async statuses(references) {
      const reports: ShipmentReport[] = []
      for (const reference of references) {
        const answer = await api.json(shownAnswer, 'order', orderPath(reference))
        reports.push(reportOf(answer.object))
      }
      return reports
    },

    async cancel(reference) {
      await api.call('cancel', `${orderPath(reference)}/cancel`, { method: 'POST' })
    },

    statements: () => Promise.resolve([]),

    cities: () =>
      Promise.resolve(PROVINCES.map(([id, name]): CourierPlace => ({ id, name, parentId: '' }))),

    // Boxy takes region names, not ids: a region's id is its name.
    async regions(cityId) {
      const places: CourierPlace[] = []
      for (let page = 1, pages = 1; page <= Math.min(pages, MAX_REGION_PAGES); page += 1) {
        const query = new URLSearchParams({ province_code: cityId, page: String(page) })
        const answer = await api.json(
          regionsAnswer,
          'regions',
          `/merchants/regions?${query.toString()}`,
        )
        for (const { name } of answer.object.items)
          places.push({ id: name, name, parentId: cityId })
        pages = answer.object.pages ?? 1
      }
      return places
    },

    async notification(request) {
      const { BOXY_WEBHOOK_HEADER: header, BOXY_WEBHOOK_SECRET: secret } = config
      // Without a secret nothing can be verified: an empty header must not match an empty value.
      const given = header && secret ? request.headers.get(header) : null
      if (given === null || !sameText(given, secret)) return null
      const parsed = boxyOrder.safeParse(await request.json().catch(() => null))
      return parsed.success ? [reportOf(parsed.data)] : null
    },
  }
}
