// Backup fixtures shared by the Data tab's backup tests and the daily cron test: R2 backups, and a
// shop whose rows hold a non-default value in every column of every backed-up table.
import { env } from 'cloudflare:workers'
import { getTableColumns, type Table } from 'drizzle-orm'
import { saveSettings } from '../../worker/db/queries/settings'
import {
  cashDifferences,
  cashLedger,
  courierPlaceMap,
  courierStatements,
  garageBikes,
  newsletterSubscribers,
  orderEvents,
  orderItems,
  orders,
  paymentEvents,
  payments,
  phoneRefusals,
  productFitments,
  products,
  reviews,
  shipments,
  shipmentSteps,
  stockAlerts,
  supportMessages,
  users,
  vehicles,
} from '../../worker/db/schema'
import type { CourierRows } from '../../worker/db/queries/data-tools'
import { DEFAULT_SETTINGS } from '../../worker/domain/default-settings'
import { dinars } from '../../worker/domain/money'
import { type ShopSettings, shopSettingsSchema } from '../../worker/schemas/settings'
import { BACKUP_LIST_NAMES } from '../../worker/schemas/backup-lines'
import { BACKUP_PREFIX, backupName, MANIFEST_PREFIX } from '../../worker/services/backup-store'
import { api, clientAddress, db, ORIGIN } from './helpers'
import { workerFetch } from './worker-fetch'

/** The couriers' tables in the backup file (shipments, their steps, the place map, the cash). */
export const COURIER_TABLES = [
  'shipments',
  'shipment_steps',
  'courier_place_map',
  'cash_ledger',
  'courier_statements',
  'cash_differences',
  'phone_refusals',
] as const
import { type OrderEventRow, type OrderItemRow, type OrderRow } from '../../worker/db/codecs/order'
import { type PaymentEventRow, type PaymentRow } from '../../worker/db/codecs/payment'
import { type ProductRow, productSearchColumns } from '../../worker/db/codecs/product'
import { type ReviewRow } from '../../worker/db/codecs/review'
import { type StockAlertRow } from '../../worker/db/codecs/stock-alert'
import { type UserRow } from '../../worker/db/codecs/user'
import {
  type FitmentRow,
  type GarageBikeRow,
  type VehicleRow,
} from '../../worker/db/codecs/vehicle'

export async function clearBackups() {
  for (const prefix of [BACKUP_PREFIX, MANIFEST_PREFIX]) {
    const listed = await env.BUCKET.list({ prefix })
    if (listed.objects.length) await env.BUCKET.delete(listed.objects.map((o) => o.key))
  }
}

/** A streamed backup file in the shape of a JSON file of 1.x: the header's fields, every list by
 * its name (the settings as one object), and the trailer as `end`. */
export type DecodedBackup = Record<string, any>

const gunzipText = (body: BodyInit) =>
  new Response(new Response(body).body!.pipeThrough(new DecompressionStream('gzip'))).text()

export async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** Reads a streamed file whole (a test's files are small). */
export async function decodeBackup(body: BodyInit): Promise<DecodedBackup> {
  const [header, ...records] = (await gunzipText(body))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
  const file: DecodedBackup = { ...header, end: records.pop().end }
  for (const list of BACKUP_LIST_NAMES) file[list] = []
  for (const { list, entry } of records) file[list].push(entry)
  file.settings = file.settings[0]
  return file
}

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

/** The lines of a decoded file (its records in list order) and their trailer, as the worker
 * writes them; `end` replaces the trailer (a file whose counts or checksum lie). */
export async function encodeLines(file: DecodedBackup, end?: unknown): Promise<string> {
  const { format, version, timestamp, metadata } = file
  const lines: object[] = [{ format, version, timestamp, ...(metadata && { metadata }) }]
  const counts: Record<string, number> = {}
  for (const list of BACKUP_LIST_NAMES) {
    const entries = list === 'settings' ? [file.settings] : (file[list] ?? [])
    counts[list] = entries.length
    for (const entry of entries) lines.push({ list, entry })
  }
  const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('')
  const sha256 = hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `${text}${JSON.stringify({ end: end ?? { counts, sha256 } })}\n`
}

export const encodeBackup = async (file: DecodedBackup, end?: unknown) =>
  gzip(await encodeLines(file, end))

/** The same records as a JSON file of 1.x (which has no inbox or newsletter list). */
export function toJsonFile(file: DecodedBackup): DecodedBackup {
  const {
    format: _format,
    end: _end,
    supportMessages: _inbox,
    newsletterSubscribers: _newsletter,
    ...json
  } = file
  return { ...json, version: '1.1.0' }
}

/** The dashboard's export as the admin downloads it (`full`: with the password hashes). */
export async function exportStreamed(cookie: string, full = true): Promise<DecodedBackup> {
  const response = await workerFetch(`${ORIGIN}/api/admin/data/export${full ? '/full' : ''}`, {
    headers: { Cookie: cookie },
  })
  if (response.status !== 200) throw new Error(`export answered ${response.status}`)
  return decodeBackup(await response.arrayBuffer())
}

/** Uploads a streamed file to the Data tab's import, as the dashboard sends it. */
export async function importStreamed(cookie: string, bytes: Uint8Array | ReadableStream) {
  const response = await workerFetch(`${ORIGIN}/api/admin/data/import/streamed`, {
    method: 'POST',
    headers: {
      Cookie: cookie,
      Origin: ORIGIN,
      'CF-Connecting-IP': clientAddress(),
      'Content-Type': 'application/gzip',
    },
    body: bytes,
  })
  return { status: response.status, body: await response.json<Record<string, any>>() }
}

/** Stores `bytes` as a backup in R2 and restores it by name. */
export async function restoreStored(
  cookie: string,
  bytes: Uint8Array,
  name = 'uploaded.ndjson.gz',
) {
  await env.BUCKET.put(BACKUP_PREFIX + name, bytes)
  return api('POST', `/admin/backups/${name}/restore`, { cookie })
}

/** Fills R2 with `n` old backups, one a day back from 2026-01-31. */
export async function oldBackups(n: number) {
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2026, 0, 31 - i))
    await env.BUCKET.put(BACKUP_PREFIX + backupName(day), '{"old":true}')
  }
}

const helmetFields = {
  name: 'Full Face Helmet',
  nameAr: 'خوذة كاملة',
  description: 'Light shell.\nTwo visors.',
  descriptionAr: 'هيكل خفيف.\nواقيان.',
  compatibility: 'All road bikes',
  category: 'Helmets',
}

const fullProduct: ProductRow = {
  ...helmetFields,
  id: 4001,
  price: dinars(45_250),
  originalPrice: dinars(50_000),
  image: '/images/products/helmets/full-face.svg',
  images: ['/images/products/helmets/full-face.svg', '/images/products/helmets/side.svg'],
  badge: 'DOT Certified',
  stock: 7,
  sizes: ['S', 'M', 'L'],
  features: ['Double visor'],
  featuresAr: ['واقيان'],
  specifications: [{ name: 'Weight', nameAr: 'الوزن', value: '1.4 kg', valueAr: '1.4 كغم' }],
  rating: 4.5,
  reviewCount: 2,
  ...productSearchColumns(helmetFields),
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-05T11:30:00.000Z',
}

/** Sold out, with a shopper waiting for it: a request for a product in stock would be answered. */
const soldOutProduct: ProductRow = {
  ...fullProduct,
  id: 4002,
  stock: 0,
  reviewCount: 0,
  rating: 0,
}

const fullUsers: UserRow[] = [
  {
    id: 4101,
    email: 'layla@example.iq',
    firstName: 'Layla',
    lastName: 'Karim',
    phone: '+964 770 111 2233',
    phoneVerified: true,
    passwordHash: 'pbkdf2-sha256$100000$c2FsdHNhbHQ=$aGFzaGhhc2g=',
    role: 'customer',
    sessionVersion: 3,
    language: 'ar',
    createdAt: '2026-02-01T08:00:00.000Z',
    updatedAt: '2026-02-20T09:00:00.000Z',
    lastLogin: '2026-03-10T18:45:00.000Z',
    emailVerifiedAt: '2026-02-01T08:10:00.000Z',
    whatsappOptInAt: null,
  },
  {
    id: 4102,
    email: 'second-admin@example.iq',
    firstName: 'Omar',
    lastName: 'Admin',
    phone: '',
    phoneVerified: false,
    passwordHash: 'pbkdf2-sha256$100000$b3RoZXJzYWx0$b3RoZXJoYXNo',
    role: 'admin',
    sessionVersion: 0,
    language: 'en',
    createdAt: '2026-01-15T08:00:00.000Z',
    updatedAt: '2026-01-15T08:00:00.000Z',
    lastLogin: null,
    emailVerifiedAt: null,
    whatsappOptInAt: '2026-02-02T09:00:00.000Z',
  },
]

const fullOrder: OrderRow = {
  id: 'ORD1773000000000FULL',
  userId: 4101,
  shippingInfo: {
    firstName: 'Layla',
    lastName: 'Karim',
    email: 'layla@example.iq',
    phone: '+964 770 111 2233',
    governorate: 'basra',
    city: 'Al-Ashar',
    area: 'Street 14, House 3',
    landmark: 'Opposite the Corniche',
  },
  paymentMethod: 'cod',
  // Two helmets to Basra by cash on delivery: 90,500 + 10,000 + 8% (7,240) + 1,000.
  subtotal: dinars(90_500),
  shipping: dinars(10_000),
  tax: dinars(7_240),
  paymentFee: dinars(1_000),
  total: dinars(108_740),
  status: 'cancelled',
  trackingNumber: 'TRK12345678',
  estimatedDelivery: '2026-03-17T12:00:00.000Z',
  idempotencyKey: 'retry-key-0001',
  language: 'ar',
  phoneVerified: true,
  stockReturned: true,
  whatsappOptInAt: '2026-03-10T12:00:05.000Z',
  trackingToken: 'Jb3v0e3uQxW8rK2mZ5t1Yw',
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-11T07:15:00.000Z',
}

const fullEvents: OrderEventRow[] = [
  {
    id: 4401,
    orderId: fullOrder.id,
    kind: 'placed',
    status: 'pending',
    channel: 'customer',
    actor: '',
    createdAt: '2026-03-10T12:00:00.000Z',
  },
  {
    id: 4402,
    orderId: fullOrder.id,
    kind: 'no-answer',
    status: 'pending',
    channel: 'bot',
    actor: '@owner',
    createdAt: '2026-03-10T15:00:00.000Z',
  },
  {
    id: 4403,
    orderId: fullOrder.id,
    kind: 'status',
    status: 'cancelled',
    channel: 'dashboard',
    actor: 'admin@shop.test',
    createdAt: '2026-03-11T07:15:00.000Z',
  },
]

const fullItems: OrderItemRow[] = [
  {
    id: 4301,
    orderId: fullOrder.id,
    productId: 4001,
    name: 'Full Face Helmet',
    nameAr: 'خوذة كاملة',
    category: 'Helmets',
    price: dinars(45_250),
    quantity: 2,
    image: '/images/products/helmets/full-face.svg',
    selectedSize: 'M',
  },
  {
    // A line whose product was deleted since.
    id: 4302,
    orderId: fullOrder.id,
    productId: null,
    name: 'Old visor',
    nameAr: '',
    category: '',
    price: dinars(0),
    quantity: 1,
    image: '',
    selectedSize: null,
  },
]

/** The order's card payment: paid, then refunded by hand when the shop cancelled it. */
const fullPayment: PaymentRow = {
  id: 'PAY1773000000000ABCDEF',
  orderId: fullOrder.id,
  provider: 'qi',
  method: 'card',
  providerRef: 'qi-7f3c9a',
  amount: 108_740,
  currency: 'IQD',
  state: 'refund_manual',
  details: { formUrl: 'https://uat-sandbox-3ds-api.qi.iq/pay/qi-7f3c9a' },
  validUntil: '2026-03-10T12:30:00.000Z',
  createdAt: '2026-03-10T12:00:01.000Z',
  updatedAt: '2026-03-11T07:15:01.000Z',
}

const fullPaymentEvents: PaymentEventRow[] = [
  {
    id: 4701,
    paymentId: fullPayment.id,
    orderId: fullOrder.id,
    kind: 'paid',
    detail: 'SUCCESS',
    createdAt: '2026-03-10T12:05:00.000Z',
  },
  {
    id: 4702,
    paymentId: fullPayment.id,
    orderId: fullOrder.id,
    kind: 'refund-manual',
    detail: 'admin@shop.test',
    createdAt: '2026-03-11T07:15:01.000Z',
  },
]

const fullReview: ReviewRow = {
  id: 4201,
  productId: 4001,
  userId: 4101,
  userName: 'Layla K.',
  rating: 4,
  comment: 'Fits well.\nQuiet at speed.',
  verified: true,
  createdAt: '2026-03-12T20:00:00.000Z',
}

const fullStockAlert: StockAlertRow = {
  id: 4501,
  productId: soldOutProduct.id,
  email: 'waiting@example.iq',
  userId: 4101,
  language: 'ar',
  createdAt: '2026-03-13T09:00:00.000Z',
  mailbox: 'waiting@example.iq',
  confirmedAt: '2026-03-13T09:05:00.000Z',
}

const fullVehicles: VehicleRow[] = [
  {
    id: 4401,
    make: 'Honda',
    makeAr: 'هوندا',
    model: 'CBR600RR',
    modelAr: 'سي بي آر 600 آر آر',
    variant: 'HRC',
    engineCc: 599,
    engine: 'inline-4',
    firstYear: 2013,
    lastYear: 2024,
    type: 'Sport',
    popular: true,
  },
]

const fullFitments: FitmentRow[] = [
  { id: 4501, productId: 4001, vehicleId: 4401, yearFrom: 2015, yearTo: 2020 },
]

const fullGarage: GarageBikeRow[] = [
  { id: 4601, userId: 4101, vehicleId: 4401, year: 2016, createdAt: '2026-03-02T09:00:00.000Z' },
]

const fullSettings: ShopSettings = {
  ...DEFAULT_SETTINGS,
  taxRate: 5,
  deliveryFees: { baghdad: dinars(4_000), otherGovernorates: dinars(7_000) },
  codSmsConfirmation: true,
  maxQuantityPerLine: 4,
  codConfirmHours: 24,
}

/** One row or more of each backed-up table; together they fill every column with a value. */
const OWNER = 'owner@example.iq'
const PAID_AT = '2026-03-14T09:00:00.000Z'

/** The full order's parcel with Al-Waseet: delivered, paid on a statement 1,000 IQD short (the
 * difference resolved), refused once before at the same phone (record cleared). */
const fullCouriers: CourierRows = {
  shipments: [
    {
      orderId: fullOrder.id,
      courier: 'alwaseet',
      state: 'created',
      reference: 'AW-77001',
      labelUrl: 'https://alwaseet.example/labels/77001.pdf',
      courierStatus: 'تم التسليم',
      amountToCollect: dinars(108_740),
      fee: dinars(5_000),
      attempts: 2,
      nextAttemptAt: '2026-03-10T10:05:00.000Z',
      leaseUntil: '2026-03-10T10:01:00.000Z',
      lastError: 'timed out once',
      requestedBy: OWNER,
      polledAt: '2026-03-11T08:00:00.000Z',
      createdAt: '2026-03-10T10:00:00.000Z',
      updatedAt: '2026-03-11T08:00:00.000Z',
    },
  ],
  shipmentSteps: [
    {
      id: 9001,
      orderId: fullOrder.id,
      courier: 'alwaseet',
      courierStatus: 'تم التسليم',
      status: 'delivered',
      at: '2026-03-11T07:30:00.000Z',
      dedupeKey: 'alwaseet:AW-77001:delivered',
    },
  ],
  courierPlaceMap: [
    {
      courier: 'alwaseet',
      governorate: 'basra',
      city: 'Al-Ashar',
      courierCityId: '17',
      courierRegionId: '512',
      chosenBy: OWNER,
      updatedAt: '2026-03-09T12:00:00.000Z',
    },
  ],
  cashLedger: [
    {
      orderId: fullOrder.id,
      courier: 'alwaseet',
      collected: dinars(108_740),
      fee: dinars(5_000),
      net: dinars(103_740),
      deliveredAt: '2026-03-11T07:30:00.000Z',
      settledAt: PAID_AT,
      settledAmount: dinars(102_740),
      statementRef: 'INV-501',
      recordedBy: OWNER,
      createdAt: '2026-03-11T07:30:00.000Z',
    },
  ],
  courierStatements: [
    {
      courier: 'alwaseet',
      reference: 'INV-501',
      paidAt: PAID_AT,
      amount: dinars(102_740),
      parcels: 1,
      readAt: '2026-03-14T10:00:00.000Z',
    },
  ],
  cashDifferences: [
    {
      id: 7001,
      courier: 'alwaseet',
      orderId: fullOrder.id,
      kind: 'amount_changed',
      expected: dinars(103_740),
      received: dinars(102_740),
      statementRef: 'INV-501',
      noticedAt: '2026-03-14T10:00:00.000Z',
      resolvedAt: '2026-03-15T10:00:00.000Z',
      resolvedBy: OWNER,
      dedupeKey: `amount_changed:alwaseet:${fullOrder.id}:INV-501`,
    },
  ],
  phoneRefusals: [
    {
      orderId: fullOrder.id,
      phone: '+964 770 111 2233',
      at: '2026-03-11T07:30:00.000Z',
      clearedAt: '2026-03-12T07:30:00.000Z',
      clearedBy: OWNER,
    },
  ],
}

/** The inbox and the newsletter list (in the file since 2.0.0). */
const fullSupportMessages: (typeof supportMessages.$inferSelect)[] = [
  {
    id: 4801,
    name: 'Layla Karim',
    email: 'layla@example.iq',
    subject: 'order-support',
    message: 'Where is my order?\nThank you',
    orderNumber: 'ORD1773000000000FULL',
    userId: 4101,
    createdAt: '2026-03-06T10:00:00.000Z',
  },
]
const fullSubscribers: (typeof newsletterSubscribers.$inferSelect)[] = [
  { email: 'reader@example.iq', language: 'ar', createdAt: '2026-03-07T10:00:00.000Z' },
]

export const fullShop = {
  products: [fullProduct, soldOutProduct],
  users: fullUsers,
  orders: [fullOrder],
  items: fullItems,
  events: fullEvents,
  payments: [fullPayment],
  paymentEvents: fullPaymentEvents,
  reviews: [fullReview],
  stockAlerts: [fullStockAlert],
  vehicles: fullVehicles,
  fitments: fullFitments,
  garage: fullGarage,
  settings: fullSettings,
  couriers: fullCouriers,
  supportMessages: fullSupportMessages,
  newsletterSubscribers: fullSubscribers,
}

/** The columns of `table` that no row of `rows` fills (null, '', false, 0 or []). */
export function unfilledColumns(table: Table, rows: Record<string, unknown>[]): string[] {
  const empty = (v: unknown) =>
    v === null || v === '' || v === false || v === 0 || (Array.isArray(v) && v.length === 0)
  return Object.keys(getTableColumns(table)).filter((key) => rows.every((r) => empty(r[key])))
}

/** Writes the full shop straight to D1: the API cannot set every column (sessionVersion, ...). */
export async function writeFullShop() {
  const d = db()
  await d.batch([
    d.insert(users).values(fullShop.users),
    d.insert(products).values(fullShop.products),
    d.insert(reviews).values(fullShop.reviews),
    d.insert(orders).values(fullShop.orders),
    d.insert(orderItems).values(fullShop.items),
    d.insert(orderEvents).values(fullShop.events),
    d.insert(payments).values(fullShop.payments),
    d.insert(paymentEvents).values(fullShop.paymentEvents),
    d.insert(stockAlerts).values(fullShop.stockAlerts),
    d.insert(vehicles).values(fullShop.vehicles),
    d.insert(productFitments).values(fullShop.fitments),
    d.insert(garageBikes).values(fullShop.garage),
    d.insert(shipments).values(fullCouriers.shipments),
    d.insert(shipmentSteps).values(fullCouriers.shipmentSteps),
    d.insert(courierPlaceMap).values(fullCouriers.courierPlaceMap),
    d.insert(cashLedger).values(fullCouriers.cashLedger),
    d.insert(courierStatements).values(fullCouriers.courierStatements),
    d.insert(cashDifferences).values(fullCouriers.cashDifferences),
    d.insert(phoneRefusals).values(fullCouriers.phoneRefusals),
    d.insert(supportMessages).values(fullSupportMessages),
    d.insert(newsletterSubscribers).values(fullSubscribers),
  ])
  // As PUT /settings saves them: parsed, so in the schema's key order.
  await saveSettings(d, shopSettingsSchema.parse(fullShop.settings))
}
