// Al-Waseet, as its "Merchant APIs: Integration Guide" V2.3 (2025/1/18,
// https://al-waseet.com/apis-main/index.html) describes it; the fixtures and the source of each
// shape are in test/fixtures/couriers/alwaseet:
// - every answer is { status, errNum, msg, data }: errNum "S000" on success; status false is an
//   error even on HTTP 200. errNum 21 ("ليس لديك صلاحية الوصول", HTTP 400) is a refused token: it is
//   renewed once, then the call is ProviderUnavailable; any other errNum is the courier refusing
//   the call (ProviderRefused with its message, which names the field).
// - login: POST /login, multipart { username, password } → data.token; every other call carries it
//   as ?token= (it lasts until the password changes, so it is kept until refused).
// - the places and package sizes an order needs: GET /citys, GET /regions?city_id=,
//   GET /package-sizes (the first, smallest size is used, read once per isolate).
// - create: POST /create-order, multipart { client_name, client_mobile (+9647XXXXXXXXX), city_id,
//   region_id, location, type_name, items_number, price, package_size, merchant_notes,
//   replacement } → data { qr_id, qr_link }: qr_id is the parcel's id, qr_link its label.
// - statuses: POST /get-orders-by-ids-bulk, multipart ids (comma-separated, at most 25) → the
//   orders with status_id and status (the ids of GET /statuses).
// - money paid: GET /get_merchant_invoices, then GET /get_merchant_invoice_orders?invoice_id= of
//   each invoice the merchant received (needs the merchant's own login, not a merchant user's).
// - 30 requests per 30 seconds per user, across all endpoints.
// The guide has no call to cancel an order and documents no status webhook (Modon's and agg-iq's
// guides of the same family added one; Al-Waseet's V2.3 did not): the cron polls.
import * as z from 'zod'
import { type CourierStep, netDue } from '../../domain/couriers'
import { dinars } from '../../domain/money'
import type { Config } from '../../env'
import { ProviderInvalidAnswer, ProviderRefused, ProviderUnavailable } from '../payments/provider'
import {
  type CallInit,
  fixedAuth,
  loginToken,
  type ProviderApi,
  providerApi,
  PROVIDER_TIMEOUT_MS,
  slidingWindow,
} from '../payments/provider-kit'
import type { Courier, CourierStatement, ShipmentReport } from './courier'

/** The guide's rate limit, and its batch of ids for one status read. */
const LIMITS = { requests: 30, perSeconds: 30, statusBatch: 25 }

/** The errNum of a refused or expired token. */
const AUTH_ERROR = '21'

/** What each of the statuses GET /statuses lists means for the order, by status_id; the others
 * (at the merchant, in the courier's offices and stores, calls that went unanswered, on the way
 * back) move nothing and are shown as the courier words them. */
const ALWASEET_STEPS: Readonly<Record<string, CourierStep>> = {
  '2': 'shipped', // تم الاستلام من قبل المندوب
  '3': 'out_for_delivery', // قيد التوصيل الى الزبون (في عهدة المندوب)
  '14': 'out_for_delivery', // اعادة الارسال الى الزبون
  '4': 'delivered', // تم التسليم للزبون
  '21': 'delivered', // تم التسليم للزبون واستلام منة الاسترجاع
  '29': 'postponed', // مؤجل
  '30': 'postponed', // مؤجل لحين اعادة الطلب لاحقا
  '31': 'refused', // الغاء الطلب
  '32': 'refused', // رفض الطلب
  '39': 'refused', // لم يطلب
  '17': 'returned', // تم الارجاع الى التاجر
}

/** The status a new order starts in (GET /statuses, id 1). */
const NEW_ORDER_STATUS = 'فعال ( قيد التجهير)'

/** The invoice status of money the merchant has received. */
const INVOICE_RECEIVED = 'تم الاستلام من قبل التاجر'

const id = z.union([z.string(), z.number()]).transform(String)
const amount = z.coerce.number().int()

const envelope = z.object({
  status: z.boolean(),
  errNum: z.union([z.string(), z.number()]).transform(String).nullish(),
  msg: z.string().nullish(),
  data: z.unknown().optional(),
})

const loginData = z.object({ token: z.string().min(1) })
const cityList = z.array(z.object({ id, city_name: z.string() }))
const regionList = z.array(z.object({ id, region_name: z.string() }))
const size = z.object({ id, size: z.string() })
const sizeList = z.tuple([size], size)
const created = z.object({ qr_id: id, qr_link: z.string().nullish() })
// Integrations read the created order as an object and as a one-item list: both are taken.
const createdData = z.union([created, z.tuple([created], created).transform(([first]) => first)])
const order = z.object({
  id,
  status_id: id,
  status: z.string(),
  price: amount.nullish(),
  delivery_price: amount.nullish(),
})
const invoiceList = z.array(
  z.object({
    id,
    merchant_price: amount,
    status: z.string(),
    // Baghdad's time without a zone ("2023-12-20 17:01:46").
    updated_at: z
      .string()
      .transform((at) => new Date(`${at.replace(' ', 'T')}+03:00`))
      .refine((at) => !Number.isNaN(at.getTime())),
  }),
)
const invoiceOrders = z.object({
  orders: z.array(z.object({ id, price: amount, delivery_price: amount })),
})

/** "+964 7XX XXX XXXX" as the guide writes it: +9647XXXXXXXXX. */
function alwaseetMobile(phone: string): string | null {
  const mobile = phone.replace(/[\s-]/g, '')
  return /^\+9647\d{9}$/.test(mobile) ? mobile : null
}

/** The package size per base and account, read once per isolate. */
const packageSizes = new Map<string, Promise<string>>()

export const alwaseetConfigured = (config: Config) =>
  !!(config.ALWASEET_USERNAME && config.ALWASEET_PASSWORD)

export function alwaseetCourier(config: Config): Courier {
  const base = config.ALWASEET_API_URL
  const account = JSON.stringify([base, config.ALWASEET_USERNAME, config.ALWASEET_PASSWORD])
  const common = {
    provider: 'alwaseet' as const,
    base,
    errorCodeOf: (body: unknown) => envelope.safeParse(body).data?.errNum ?? null,
    beforeSend: slidingWindow({ provider: 'alwaseet', key: account, ...LIMITS }),
    readsRefusals: true,
  }
  // The login and the supplementary data are called without a token, as the guide writes them.
  const open = providerApi({ ...common, auth: fixedAuth({}) })
  const auth = loginToken({
    key: account,
    parameter: 'token',
    async login() {
      const answer = await open.json(envelope, 'login', '/login', {
        method: 'POST',
        form: { username: config.ALWASEET_USERNAME, password: config.ALWASEET_PASSWORD },
      })
      const token = answer.status ? loginData.safeParse(answer.data).data?.token : undefined
      if (!token)
        throw new ProviderUnavailable('alwaseet', `login refused: ${answer.msg ?? ''}`, {
          code: answer.errNum ?? null,
        })
      return token
    },
  })
  const api = providerApi({ ...common, auth })

  /** The data of a successful answer in `schema`'s shape; the envelope's errors as ProviderErrors.
   * A refused token is renewed once. */
  async function read<T>(
    through: ProviderApi,
    schema: z.ZodType<T>,
    what: string,
    path: string,
    init?: CallInit,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await through.json(envelope, what, path, init)
      if (answer.status) {
        const data = schema.safeParse(answer.data)
        if (!data.success) throw new ProviderInvalidAnswer('alwaseet', `${what}: unexpected answer`)
        return data.data
      }
      const detail = `${what}: ${answer.msg ?? 'refused'}`
      const code = answer.errNum ?? null
      if (code !== AUTH_ERROR) throw new ProviderRefused('alwaseet', detail, { code })
      if (through !== api || attempt === 2)
        throw new ProviderUnavailable('alwaseet', detail, { code })
      auth.renew?.()
    }
  }

  function packageSize(): Promise<string> {
    let size = packageSizes.get(account)
    if (!size) {
      size = read(open, sizeList, 'package sizes', '/package-sizes').then((list) => list[0].id)
      packageSizes.set(account, size)
      size.catch(() => packageSizes.delete(account))
    }
    return size
  }

  const report = (o: z.infer<typeof order>): ShipmentReport => ({
    reference: o.id,
    orderId: null,
    courierStatus: o.status,
    step: ALWASEET_STEPS[o.status_id] ?? null,
    at: null,
    fee: o.delivery_price == null ? null : dinars(o.delivery_price),
  })

  return {
    id: 'alwaseet',
    limits: LIMITS,
    notifies: false,

    async create(shipment) {
      const mobile = alwaseetMobile(shipment.receiverPhone)
      if (!mobile)
        throw new ProviderRefused(
          'alwaseet',
          `create: client_mobile must be +9647 and 9 digits, not ${shipment.receiverPhone}`,
          { code: 'INVALID_MOBILE' },
        )
      const { address } = shipment
      const answer = await read(api, createdData, 'create', '/create-order', {
        method: 'POST',
        form: {
          client_name: shipment.receiverName,
          client_mobile: mobile,
          city_id: address.courierCityId,
          region_id: address.courierRegionId,
          location: [address.area, address.landmark].filter(Boolean).join(' - '),
          type_name: shipment.description,
          items_number: String(shipment.itemsCount),
          price: String(shipment.amountToCollect),
          package_size: await packageSize(),
          // The guide keeps no order id of the merchant's: the note carries our order number.
          merchant_notes: shipment.note,
          replacement: '0',
        },
      })
      return {
        reference: answer.qr_id,
        labelUrl: answer.qr_link ?? null,
        fee: null,
        courierStatus: NEW_ORDER_STATUS,
      }
    },

    async statuses(references) {
      const reports: ShipmentReport[] = []
      for (let at = 0; at < references.length; at += LIMITS.statusBatch) {
        const ids = references.slice(at, at + LIMITS.statusBatch).join(',')
        const orders = await read(api, z.array(order), 'statuses', '/get-orders-by-ids-bulk', {
          method: 'POST',
          form: { ids },
        })
        reports.push(...orders.map(report))
      }
      return reports
    },

    // The label is Al-Waseet's public QR page of the parcel.
    label(labelUrl) {
      return fetch(labelUrl, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
    },

    cancel() {
      return Promise.reject(
        new ProviderRefused('alwaseet', 'cancel: the guide has no call to cancel an order', {
          code: 'NO_CANCEL_API',
        }),
      )
    },

    async statements() {
      const invoices = await read(api, invoiceList, 'invoices', '/get_merchant_invoices')
      const statements: CourierStatement[] = []
      for (const invoice of invoices.filter((i) => i.status === INVOICE_RECEIVED)) {
        const { orders } = await read(
          api,
          invoiceOrders,
          'invoice orders',
          '/get_merchant_invoice_orders',
          { query: { invoice_id: invoice.id } },
        )
        statements.push({
          reference: invoice.id,
          paidAt: invoice.updated_at.toISOString(),
          amount: dinars(invoice.merchant_price),
          lines: orders.map((o) => ({
            reference: o.id,
            orderId: null,
            collected: dinars(o.price),
            fee: dinars(o.delivery_price),
            net: netDue(dinars(o.price), dinars(o.delivery_price)),
          })),
        })
      }
      return statements
    },

    async cities() {
      const list = await read(open, cityList, 'cities', '/citys')
      return list.map((c) => ({ id: c.id, name: c.city_name, parentId: '' }))
    },

    async regions(cityId) {
      const list = await read(open, regionList, 'regions', '/regions', {
        query: { city_id: cityId },
      })
      return list.map((r) => ({ id: r.id, name: r.region_name, parentId: cityId }))
    },

    notification: () => Promise.resolve(null),
  }
}
