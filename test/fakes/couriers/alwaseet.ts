// A local Al-Waseet: the merchant API of its Integration Guide V2.3 (login, cities, regions,
// package sizes, order creation, orders by ids, statuses, merchant invoices), answering in the
// shapes of test/fixtures/couriers/alwaseet (each with its source), with its rate limit of 30
// requests per 30 seconds. It keeps its parcels in memory, with pages where a person moves a
// parcel through the courier's statuses and pays the delivered ones on an invoice; tests drive it
// directly too. Never part of the deployed worker: tests reach it through a fetch fake,
// `npm start` serves it under /alwaseet (test/helpers/payment-fakes.ts).
import { type Context, Hono, type Next } from 'hono'
import { answer } from '../../fixtures/payments/fixture'
import * as fixtures from '../../fixtures/couriers/alwaseet/api'
import { COURIER_GOVERNORATES } from './places'

export interface AlWaseetParcel {
  id: string
  form: Record<string, string>
  statusId: string
  deliveryPrice: number
  createdAt: string
  invoiceId: string | null
}

export interface AlWaseetInvoice {
  id: string
  /** What the courier pays for each parcel's collected cash: its price, unless changed. */
  collected: Record<string, number>
  status: string
  updatedAt: string
}

export interface AlWaseetFakeOptions {
  /** The fake's own public address (its pages' forms post here), e.g. http://alwaseet.test. */
  base: string
  username?: string
  password?: string
  /** What it charges a parcel (the order record's delivery_price). */
  deliveryPrice?: number
  /** Its parcels' ids count up from this one's next (a second fake's must not meet the first's). */
  lastParcelId?: number
}

/** Every governorate as a city (the guide's way), its regions numbered across the country. */
let lastRegionId = 0
const CITIES = COURIER_GOVERNORATES.map((governorate, i) => ({
  id: String(i + 1),
  name: governorate.name,
  regions: governorate.regions.map((name) => ({ id: String((lastRegionId += 1)), name })),
}))
const cityName = (form: Record<string, string>) => CITIES.find((c) => c.id === form.city_id)?.name
const regionName = (form: Record<string, string>) =>
  CITIES.flatMap((c) => c.regions).find((r) => r.id === form.region_id)?.name
const SIZES = [
  { id: '1', size: 'عادي' },
  { id: '2', size: 'كبير' },
]
const STATUS_TEXT = new Map(fixtures.statuses.body.data.map((s) => [s.id, s.status]))
/** The buttons of the parcel pages: the statuses the shop's steps read. */
const BUTTONS: [string, string][] = [
  ['2', 'Picked up'],
  ['3', 'Out for delivery'],
  ['29', 'Postponed'],
  ['4', 'Delivered'],
  ['32', 'Refused'],
  ['17', 'Returned to the shop'],
]
/** The fake's word for an invoice not yet paid (the guide names only the received one). */
const INVOICE_WAITING = 'بانتظار الاستلام'
const RECEIVED = 'تم الاستلام من قبل التاجر'
const WINDOW_MS = 30_000
const LIMIT = 30

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const page = (title: string, body: string) =>
  `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:900px;margin:32px auto;padding:0 16px;color:#123}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:start}form{display:inline}button{margin:2px;padding:6px 10px;border-radius:8px;border:1px solid #999;background:#f4f4f4;cursor:pointer}</style></head><body>${body}</body></html>`
/** Al-Waseet's times: Baghdad's, without a zone. */
const baghdadTime = (at = Date.now()) =>
  new Date(at + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

export function createAlWaseetFake(options: AlWaseetFakeOptions) {
  const { base } = options
  const username = options.username ?? 'fake-alwaseet-merchant'
  const password = options.password ?? 'fake-alwaseet-password'
  const deliveryPrice = options.deliveryPrice ?? 5000
  const parcels = new Map<string, AlWaseetParcel>()
  const invoices = new Map<string, AlWaseetInvoice>()
  const tokens = new Set<string>()
  let requests: number[] = []
  let failures = 0
  let hang = false
  let refusedAuth = 0
  let tokensIssued = 0
  let counter = options.lastParcelId ?? 100
  let invoiceCounter = 0

  const refuse = (c: Context, msg: string) =>
    c.json(answer(fixtures.error, { msg }), fixtures.error.status as 200)
  const ok = (c: Context, data: unknown) =>
    c.json({ ...fixtures.cities.body, data }, fixtures.cities.status as 200)

  const record = (p: AlWaseetParcel, price = Number(p.form.price)) =>
    answer(fixtures.order, {
      id: p.id,
      client_name: p.form.client_name,
      client_mobile: p.form.client_mobile,
      items_number: p.form.items_number,
      created_at: p.createdAt,
      city_name: cityName(p.form),
      region_name: regionName(p.form),
      status_id: p.statusId,
      status: STATUS_TEXT.get(p.statusId),
      price: String(price),
      location: p.form.location,
      delivery_price: String(p.deliveryPrice),
      package_size: SIZES.find((s) => s.id === p.form.package_size)?.size,
      merchant_invoice_id: p.invoiceId ?? '-1',
    })

  const invoiceRecord = (i: AlWaseetInvoice) =>
    answer(fixtures.invoice, {
      id: i.id,
      merchant_price: String(
        Object.entries(i.collected).reduce(
          (sum, [id, collected]) => sum + collected - (parcels.get(id)?.deliveryPrice ?? 0),
          0,
        ),
      ),
      delivered_orders_count: String(Object.keys(i.collected).length),
      status: i.status,
      updated_at: i.updatedAt,
    })

  const app = new Hono()

  /** Every API call: counted in its 30 s window (the 31st answers the rate-limit error), and the
   * planned outages. */
  async function gate(c: Context, next: Next) {
    const now = Date.now()
    requests = requests.filter((at) => at > now - WINDOW_MS)
    requests.push(now)
    if (requests.length > LIMIT)
      return c.json(fixtures.rateLimited.body, fixtures.rateLimited.status as 429)
    if (failures > 0) {
      failures -= 1
      if (hang) await new Promise(() => {})
      return c.text('Internal Server Error', 500)
    }
    await next()
  }
  /** The calls the guide writes with ?token=loginToken. */
  async function tokenGate(c: Context, next: Next) {
    if (refusedAuth > 0 || !tokens.has(c.req.query('token') ?? '')) {
      refusedAuth = Math.max(0, refusedAuth - 1)
      return c.json(fixtures.authError.body, fixtures.authError.status as 400)
    }
    await next()
  }
  const API = [
    '/login',
    '/citys',
    '/regions',
    '/package-sizes',
    '/create-order',
    '/get-orders-by-ids-bulk',
    '/statuses',
    '/get_merchant_invoices',
    '/get_merchant_invoice_orders',
  ]
  for (const path of API) app.use(path, gate)
  for (const path of API.slice(4)) app.use(path, tokenGate)

  app.post('/login', async (c) => {
    const form = await c.req.parseBody()
    if (form.username !== username || form.password !== password)
      return refuse(c, 'اسم المستخدم او كلمة المرور غير صحيحة')
    tokensIssued += 1
    const token = `@@${crypto.randomUUID().replaceAll('-', '')}`
    tokens.add(token)
    return c.json(answer(fixtures.login, { data: { token } }))
  })

  app.get('/citys', (c) =>
    ok(
      c,
      CITIES.map((city) => ({ id: city.id, city_name: city.name })),
    ),
  )

  app.get('/regions', (c) => {
    const city = CITIES.find((x) => x.id === c.req.query('city_id'))
    if (!city) return refuse(c, 'city_id: no such city')
    return ok(
      c,
      city.regions.map((r) => ({ id: r.id, region_name: r.name })),
    )
  })

  app.get('/package-sizes', (c) => ok(c, SIZES))

  app.post('/create-order', async (c) => {
    const body = await c.req.parseBody()
    const form: Record<string, string> = {}
    for (const [name, value] of Object.entries(body)) {
      if (!(name in fixtures.createRequest.body)) return refuse(c, `${name}: unknown parameter`)
      if (typeof value !== 'string') return refuse(c, `${name}: must be text`)
      form[name] = value
    }
    for (const name of Object.keys(fixtures.createRequest.body))
      if (name !== 'merchant_notes' && !form[name]) return refuse(c, `${name}: required`)
    if (!/^\+9647\d{9}$/.test(form.client_mobile ?? ''))
      return refuse(c, 'client_mobile: must be +9647 followed by 9 digits')
    const city = CITIES.find((x) => x.id === form.city_id)
    if (!city) return refuse(c, 'city_id: no such city')
    if (!city.regions.some((r) => r.id === form.region_id))
      return refuse(c, 'region_id: not a region of the city')
    if (!SIZES.some((s) => s.id === form.package_size))
      return refuse(c, 'package_size: no such package size')
    if (!/^\d+$/.test(form.price ?? '')) return refuse(c, 'price: a whole number of dinars')
    if (!/^[1-9]\d*$/.test(form.items_number ?? '')) return refuse(c, 'items_number: at least 1')
    if (!['0', '1'].includes(form.replacement ?? '')) return refuse(c, 'replacement: 0 or 1')
    counter += 1
    const id = String(counter)
    parcels.set(id, {
      id,
      form,
      statusId: '1',
      deliveryPrice,
      createdAt: baghdadTime(),
      invoiceId: null,
    })
    return c.json(
      answer(fixtures.created, { data: { qr_id: id, qr_link: `${base}/parcel/${id}/label` } }),
    )
  })

  app.post('/get-orders-by-ids-bulk', async (c) => {
    const { ids: field } = await c.req.parseBody()
    const ids = (typeof field === 'string' ? field : '').split(',').filter(Boolean)
    if (ids.length === 0) return refuse(c, 'ids: required')
    if (ids.length > 25) return refuse(c, 'ids: at most 25 ids')
    const found = ids.flatMap((id) => parcels.get(id) ?? [])
    return ok(
      c,
      found.map((p) => record(p)),
    )
  })

  app.get('/statuses', (c) => ok(c, fixtures.statuses.body.data))

  app.get('/get_merchant_invoices', (c) => ok(c, [...invoices.values()].map(invoiceRecord)))

  app.get('/get_merchant_invoice_orders', (c) => {
    const invoice = invoices.get(c.req.query('invoice_id') ?? '')
    if (!invoice) return refuse(c, 'invoice_id: no such invoice')
    return ok(
      c,
      answer(fixtures.invoiceOrders, {
        invoice: [invoiceRecord(invoice)],
        orders: Object.entries(invoice.collected).flatMap(([id, collected]) => {
          const p = parcels.get(id)
          return p ? [record(p, collected)] : []
        }),
      }),
    )
  })

  // The pages for a person: every parcel with a button per status, one parcel, and the invoice.
  const buttons = (p: AlWaseetParcel) =>
    BUTTONS.map(
      ([statusId, label]) =>
        `<form method="post" action="${base}/parcel/${p.id}/${statusId}"><button type="submit" title="${escape(STATUS_TEXT.get(statusId) ?? '')}">${label}</button></form>`,
    ).join('')
  const row = (p: AlWaseetParcel) =>
    `<tr><td><a href="${base}/parcel/${p.id}">${p.id}</a></td><td>${escape(p.form.client_name ?? '')}</td><td>${escape(p.form.merchant_notes ?? '')}</td><td>${escape(p.form.price ?? '')}</td><td class="status">${escape(STATUS_TEXT.get(p.statusId) ?? p.statusId)}</td><td>${p.invoiceId ?? ''}</td><td>${buttons(p)}</td></tr>`
  const payButton = `<form method="post" action="${base}/invoices/pay"><button type="submit">Pay the delivered parcels (invoice)</button></form>`

  app.get('/', (c) => {
    const list = [...parcels.values()]
    const table = list.length
      ? `<table><tr><th>Parcel</th><th>Receiver</th><th>Note</th><th>Price</th><th>Status</th><th>Invoice</th><th></th></tr>${list.map(row).join('')}</table>`
      : '<p>No parcels yet.</p>'
    const paid = [...invoices.values()]
      .map(
        (i) =>
          `<li>Invoice ${i.id}: ${escape(invoiceRecord(i).merchant_price as string)} IQD, ${escape(i.status)}</li>`,
      )
      .join('')
    return c.html(
      page(
        'Al-Waseet (local fake)',
        `<h1>Al-Waseet (local fake)</h1>${table}${payButton}<ul>${paid}</ul>`,
      ),
    )
  })

  app.get('/parcel/:id', (c) => {
    const p = parcels.get(c.req.param('id'))
    if (!p) return c.html(page('Al-Waseet', '<h1>Unknown parcel</h1>'), 404)
    return c.html(
      page(
        `Parcel ${p.id}`,
        `<h1>Parcel ${p.id}</h1><p>${escape(p.form.client_name ?? '')}, ${escape(cityName(p.form) ?? '')} / ${escape(regionName(p.form) ?? '')}, ${escape(p.form.location ?? '')}</p><p>${escape(p.form.price ?? '')} IQD</p><p id="alwaseet-status">${escape(STATUS_TEXT.get(p.statusId) ?? p.statusId)}</p>${buttons(p)}${payButton}<p><a href="${base}/">All parcels</a></p>`,
      ),
    )
  })

  app.get('/parcel/:id/label', (c) => {
    const p = parcels.get(c.req.param('id'))
    if (!p) return c.text('Unknown parcel', 404)
    return c.html(
      page(
        `Label ${p.id}`,
        `<h1>${p.id}</h1><p>${escape(p.form.client_name ?? '')}</p><p>${escape(p.form.client_mobile ?? '')}</p>`,
      ),
    )
  })

  app.post('/parcel/:id/:statusId', (c) => {
    const p = parcels.get(c.req.param('id'))
    const statusId = c.req.param('statusId')
    if (!p || !STATUS_TEXT.has(statusId)) return c.html(page('Al-Waseet', '<h1>Unknown</h1>'), 404)
    p.statusId = statusId
    return c.redirect(`${base}/parcel/${p.id}`, 303)
  })

  app.post('/invoices/pay', (c) => {
    controls.payInvoice()
    return c.redirect(`${base}/`, 303)
  })

  const controls = {
    /** The courier moves a parcel to one of its statuses (an id of GET /statuses). */
    setStatus(id: string, statusId: string) {
      const p = parcels.get(id)
      if (!p) throw new Error(`fake Al-Waseet: no parcel ${id}`)
      if (!STATUS_TEXT.has(statusId)) throw new Error(`fake Al-Waseet: no status ${statusId}`)
      p.statusId = statusId
    },
    /** Pays the delivered parcels not yet on an invoice (or those named) on a new invoice the
     * merchant has received; `collected` changes what the courier says it collected for some.
     * Answers the invoice's id, or null when there was nothing to pay. */
    payInvoice(
      opts: { references?: string[]; collected?: Record<string, number>; received?: boolean } = {},
    ): string | null {
      const due = [...parcels.values()].filter((p) =>
        opts.references
          ? opts.references.includes(p.id)
          : p.statusId === '4' && p.invoiceId === null,
      )
      if (due.length === 0) return null
      invoiceCounter += 1
      const id = String(invoiceCounter)
      for (const p of due) p.invoiceId = id
      invoices.set(id, {
        id,
        collected: Object.fromEntries(
          due.map((p) => [p.id, opts.collected?.[p.id] ?? Number(p.form.price)]),
        ),
        status: opts.received === false ? INVOICE_WAITING : RECEIVED,
        updatedAt: baghdadTime(),
      })
      return id
    },
    /** The next `count` API calls answer 500 (or, with 'hang', never answer). */
    fail(count: number, how: 'error' | 'hang' = 'error') {
      failures = count
      hang = how === 'hang'
    },
    /** The next `count` calls that carry a token answer Al-Waseet's errNum 21. */
    refuseAuth(count: number) {
      refusedAuth = count
    },
    /** Forgets every token it issued (the merchant changed the password). */
    expireTokens: () => tokens.clear(),
    tokensIssued: () => tokensIssued,
    /** The API calls answered (or refused) in the last 30 seconds. */
    requestsInWindow: () => requests.filter((at) => at > Date.now() - WINDOW_MS).length,
  }

  return {
    app,
    fetch: (request: Request) => app.fetch(request),
    parcels,
    invoices,
    credentials: { ALWASEET_USERNAME: username, ALWASEET_PASSWORD: password },
    ...controls,
    reset() {
      parcels.clear()
      invoices.clear()
      requests = []
      failures = 0
      refusedAuth = 0
    },
  }
}

export type AlWaseetFake = ReturnType<typeof createAlWaseetFake>
