// A local Boxy: its merchant API as test/fixtures/couriers/boxy shows it (create, read by custom id
// and by uid, cancel, label, regions), answering in those shapes, checking the api-key and
// api-secret headers and Boxy's per-minute rate limit. Moving a parcel to a status posts the order
// as its webhook, with the header the merchant set in Boxy's dashboard, to the shop. Its page
// (GET <base>/, and GET <base>/parcel/<uid>) lists the parcels with a button per status. Parcels
// live in memory. Never part of the deployed worker: tests reach it through a fetch fake,
// `npm start` serves it (test/helpers/payment-fakes.ts).
import { type Context, Hono } from 'hono'
import * as fixtures from '../../fixtures/couriers/boxy/api'
import { ORDER_FLOW, PROVINCES, type BoxyStatus } from '../../fixtures/couriers/boxy/api'
import { answer, fill } from '../../fixtures/payments/fixture'
import { fakeControls, postJson } from '../payments/fake-kit'
import { COURIER_GOVERNORATES } from './places'

export interface BoxyFakeParcel {
  uid: string
  platformCode: string
  customId: string | null
  receiver: string
  phone: string
  address: string
  description: string
  province: string
  region: string
  /** What Boxy collects at the door: the products' price × quantity. */
  cod: number
  status: BoxyStatus
  cancelled: boolean
  updatedAt: string
}

export interface BoxyFakeOptions {
  /** The fake's own address, e.g. http://boxy.test (its page's forms post here). */
  base: string
  /** Where the shop is (its webhook is `${shopUrl}/api/couriers/boxy/notify`); default
   * http://localhost:8787. Read at each delivery, so a getter may name a shop started later. */
  shopUrl?: string
  apiKey?: string
  apiSecret?: string
  webhookHeader?: string
  webhookSecret?: string
  /** How the fake posts its webhooks (default: fetch). */
  deliver?: (url: string, body: unknown, headers: Record<string, string>) => Promise<void>
}

interface CreateBody {
  payment_type?: unknown
  description?: unknown
  custom_id?: unknown
  products?: { title?: unknown; price?: unknown; quantity?: unknown }[]
  contact?: Record<string, unknown>
}

const DEFAULT_SHOP = 'http://localhost:8787'
/** Boxy's fee in the fake, whole dinars (Baghdad's usual rate). */
const FEE = 5000
/** The regions the fake knows, by province. */
const REGIONS: Record<string, readonly string[]> = Object.fromEntries(
  COURIER_GOVERNORATES.map((governorate) => [governorate.boxy, governorate.regions]),
)
const PAYMENT_TYPES = ['COLLECT_ON_DELIVERY', 'PREPAID']
/** The smallest PDF a viewer opens: the label's stand-in. */
const LABEL_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 288 432]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:32px auto;padding:0 16px;color:#123}section{border:1px solid #ddd;border-radius:10px;padding:12px 16px;margin:12px 0}form{display:inline}button{margin:3px;padding:6px 10px;border-radius:8px;border:1px solid #bbb;background:#f6f6f6;cursor:pointer}button[disabled]{background:#0a5;color:#fff}</style></head><body>${body}</body></html>`

/** Boxy's validation failure naming one field. */
const invalid = (field: string) =>
  answer(fixtures.invalid, { errors: { [field]: [`The ${field} field is invalid.`] } })

/** The first field of a create body the fake refuses, or null. */
function refusedField(body: CreateBody): string | null {
  for (const field of Object.keys(body)) if (!(field in fixtures.createRequest.body)) return field
  if (!PAYMENT_TYPES.includes(String(body.payment_type))) return 'payment_type'
  const products = body.products
  if (!Array.isArray(products) || products.length === 0) return 'products'
  for (const p of products)
    if (
      typeof p.title !== 'string' ||
      !Number.isInteger(p.price) ||
      Number(p.price) < 0 ||
      !Number.isInteger(p.quantity) ||
      Number(p.quantity) < 1
    )
      return 'products'
  const contact = body.contact ?? {}
  if (typeof contact.full_name !== 'string' || !contact.full_name.trim()) return 'contact.full_name'
  if (typeof contact.phone !== 'string' || !/^9647\d{9}$/.test(contact.phone))
    return 'contact.phone'
  const province = String(contact.province_code)
  if (!(PROVINCES as readonly string[]).includes(province)) return 'contact.province_code'
  const regions = REGIONS[province]
  if (typeof contact.region_name !== 'string' || !contact.region_name.trim())
    return 'contact.region_name'
  if (regions && !regions.includes(contact.region_name)) return 'contact.region_name'
  return null
}

export function createBoxyFake(options: BoxyFakeOptions) {
  const { base } = options
  const apiKey = options.apiKey ?? 'fake-boxy-key'
  const apiSecret = options.apiSecret ?? 'fake-boxy-secret'
  const webhookHeader = options.webhookHeader ?? 'x-boxy-webhook-key'
  const webhookSecret = options.webhookSecret ?? 'fake-boxy-webhook-secret'
  const deliver = options.deliver ?? postJson
  const parcels = new Map<string, BoxyFakeParcel>()
  const kit = fakeControls({
    outage: fixtures.outage.body,
    unauthorized: fixtures.unauthorized.body,
  })
  let counter = 0
  let perMinute = fixtures.rateLimit.requestsPerMinute
  let window = { minute: -1, used: 0 }

  const orderOf = (p: BoxyFakeParcel) =>
    fill(fixtures.order, {
      uid: p.uid,
      custom_id: p.customId,
      platform_code: p.platformCode,
      full_name: p.receiver,
      address_text: p.address,
      phone: p.phone,
      description: p.description,
      // The Order Flow page names no cancelled status: "cancelled" is the slug Boxy's clients read.
      status: { slug: p.cancelled ? 'cancelled' : p.status },
      fee: FEE,
      updated_at: p.updatedAt,
    })
  const shown = (p: BoxyFakeParcel) => answer(fixtures.shown, { object: orderOf(p) })
  const webhookUrl = () => `${options.shopUrl ?? DEFAULT_SHOP}/api/couriers/boxy/notify`

  /** Moves a parcel and posts its webhook (unless `quiet`: a lost webhook). */
  async function move(uid: string, status: BoxyStatus, opts: { quiet?: boolean } = {}) {
    const p = parcels.get(uid)
    if (!p) throw new Error(`fake Boxy: no parcel ${uid}`)
    p.status = status
    p.updatedAt = new Date().toISOString()
    if (opts.quiet) return
    await deliver(webhookUrl(), answer(fixtures.webhook, orderOf(p)), {
      [webhookHeader]: webhookSecret,
    }).catch((error: unknown) => {
      console.error('fake Boxy: the webhook failed', error)
    })
  }

  const app = new Hono()

  // Rate Limit: the minute's window, its headers on every answer, 429 past the limit.
  app.use('/merchants/*', async (c, next) => {
    const minute = Math.floor(Date.now() / 60_000)
    if (window.minute !== minute) window = { minute, used: 0 }
    window.used += 1
    c.header('X-MinuteRateLimit-Identifier', String(minute))
    c.header('X-MinuteRateLimit-Limit', String(perMinute))
    c.header('X-MinuteRateLimit-Remaining', String(Math.max(0, perMinute - window.used)))
    if (window.used > perMinute) return c.json(fixtures.tooManyRequests.body, 429)
    return kit.gate(
      c,
      next,
      () => c.req.header('api-key') === apiKey && c.req.header('api-secret') === apiSecret,
    )
  })

  app.post('/merchants/orders/request', async (c) => {
    const body = (await c.req.json().catch(() => null)) as CreateBody | null
    if (!body || typeof body !== 'object') return c.json(invalid('body'), 422)
    const field = refusedField(body)
    if (field) return c.json(invalid(field), 422)
    const customId = typeof body.custom_id === 'string' ? body.custom_id : null
    if (customId && [...parcels.values()].some((p) => p.customId === customId && !p.cancelled))
      return c.json(fixtures.conflict.body, 409)
    counter += 1
    const contact = body.contact ?? {}
    const parcel: BoxyFakeParcel = {
      uid: `01JFAKE${String(counter).padStart(6, '0')}${crypto.randomUUID().replace(/-/g, '').slice(0, 13).toUpperCase()}`,
      platformCode: `BXO-${String(253478500 + counter)}`,
      customId,
      receiver: String(contact.full_name),
      phone: String(contact.phone),
      address: typeof contact.address_text === 'string' ? contact.address_text : '',
      description: typeof body.description === 'string' ? body.description : '',
      province: String(contact.province_code),
      region: String(contact.region_name),
      cod:
        body.payment_type === 'PREPAID'
          ? 0
          : (body.products ?? []).reduce((sum, p) => sum + Number(p.price) * Number(p.quantity), 0),
      status: 'new',
      cancelled: false,
      updatedAt: new Date().toISOString(),
    }
    parcels.set(parcel.uid, parcel)
    return c.json(answer(fixtures.created, { object: { order: orderOf(parcel) } }), 200)
  })

  const notFound = (c: Context) => c.json(fixtures.notFound.body, 404)

  app.get('/merchants/orders/pick-up-labels', (c) => {
    const uids = c.req.queries('order_uid[]') ?? []
    if (uids.length === 0 || uids.some((uid) => !parcels.has(uid))) return notFound(c)
    return c.body(LABEL_PDF, 200, { 'Content-Type': 'application/pdf' })
  })

  app.get('/merchants/orders/custom-id/:customId', (c) => {
    const id = c.req.param('customId')
    const found = [...parcels.values()].filter((p) => p.customId === id).at(-1)
    return found ? c.json(shown(found)) : notFound(c)
  })

  app.get('/merchants/orders/:uid', (c) => {
    const p = parcels.get(c.req.param('uid'))
    return p ? c.json(shown(p)) : notFound(c)
  })

  app.post('/merchants/orders/:uid/cancel', (c) => {
    const p = parcels.get(c.req.param('uid'))
    if (!p) return notFound(c)
    // Once collected the parcel is Boxy's: it comes back by the return flow, not a cancel.
    if (!['new', 'scheduled'].includes(p.status)) return c.json(fixtures.conflict.body, 409)
    p.cancelled = true
    p.updatedAt = new Date().toISOString()
    return c.json(fixtures.cancelled.body)
  })

  app.get('/merchants/regions', (c) => {
    const province = c.req.query('province_code') ?? ''
    const items = (REGIONS[province] ?? []).map((name) => ({ name, province_code: province }))
    return c.json(answer(fixtures.regions, { object: { items, pages: 1 } }))
  })

  // The page: each parcel with a button per status of the Order Flow.
  const section = (p: BoxyFakeParcel) => {
    const buttons = ORDER_FLOW.map(
      (status) =>
        `<form method="post" action="${base}/parcel/${p.uid}/${status}"><button type="submit"${status === p.status ? ' disabled' : ''}>${status}</button></form>`,
    ).join('')
    return `<section><h2><a href="${base}/parcel/${p.uid}">${escape(p.platformCode)}</a> · ${escape(p.customId ?? '')}</h2><p>${escape(p.receiver)} · ${escape(p.phone)} · ${escape(p.province)} / ${escape(p.region)}</p><p>Collect <strong>${p.cod.toLocaleString('en')} IQD</strong> · status <strong id="status-${p.uid}">${p.cancelled ? 'cancelled' : p.status}</strong></p>${p.cancelled ? '' : buttons}</section>`
  }
  app.get('/', (c) => {
    const list = [...parcels.values()].reverse().map(section).join('')
    return c.html(
      page('Boxy (local fake)', `<h1>Boxy (local fake)</h1>${list || '<p>No parcels yet.</p>'}`),
    )
  })
  app.get('/parcel/:uid', (c) => {
    const p = parcels.get(c.req.param('uid'))
    if (!p) return c.html(page('Boxy', '<h1>Unknown parcel</h1>'), 404)
    return c.html(page(`Boxy ${p.platformCode}`, `<h1>Boxy (local fake)</h1>${section(p)}`))
  })
  app.post('/parcel/:uid/:status', async (c) => {
    const status = c.req.param('status') as BoxyStatus
    const p = parcels.get(c.req.param('uid'))
    if (!p || p.cancelled || !ORDER_FLOW.includes(status))
      return c.html(page('Boxy', '<h1>Unknown parcel or status</h1>'), 404)
    await move(p.uid, status)
    return c.redirect(`${base}/parcel/${p.uid}`, 303)
  })

  return {
    app,
    fetch: (request: Request) => app.fetch(request),
    parcels,
    credentials: {
      BOXY_API_KEY: apiKey,
      BOXY_API_SECRET: apiSecret,
      BOXY_WEBHOOK_HEADER: webhookHeader,
      BOXY_WEBHOOK_SECRET: webhookSecret,
    },
    /** The parcel Boxy holds for our order id. */
    parcelOf: (orderId: string) => [...parcels.values()].find((p) => p.customId === orderId),
    /** Moves a parcel to a status of the Order Flow and posts its webhook. */
    setStatus: move,
    /** At most `requests` API calls a minute from now on (Boxy's is 1,000). */
    limitRate(requests: number) {
      perMinute = requests
      window = { minute: -1, used: 0 }
    },
    ...kit.controls,
    reset() {
      parcels.clear()
      kit.reset()
      perMinute = fixtures.rateLimit.requestsPerMinute
      window = { minute: -1, used: 0 }
    },
  }
}

export type BoxyFake = ReturnType<typeof createBoxyFake>
