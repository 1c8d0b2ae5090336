// The backup codecs against the tables they stand for: each writes every column of its table on
// the way back and carries every column's value through the file, so adding a column to the
// schema without extending its codec (and the backup schema) fails here.
import { getTableColumns, getTableName, is, type Table } from 'drizzle-orm'
import { SQLiteTable } from 'drizzle-orm/sqlite-core'
import * as schema from '../../worker/db/schema'
import { NOT_BACKED_UP } from '../../worker/services/backups'
import { describe, expect, it } from 'vitest'
import {
  garageBikes,
  orderEvents,
  orderItems,
  orders,
  paymentEvents,
  payments,
  productFitments,
  products,
  reviews,
  settings,
  stockAlerts,
  users,
  vehicles,
} from '../../worker/db/schema'
import {
  backupFitmentSchema,
  backupGarageBikeSchema,
  backupOrderSchema,
  backupPaymentSchema,
  backupProductSchema,
  backupReviewSchema,
  backupStockAlertSchema,
  backupUserSchema,
  backupVehicleSchema,
} from '../../worker/schemas/backup'
import { backupCourierFields } from '../../worker/schemas/backup-couriers'
import {
  backupSubscriberSchema,
  backupSupportMessageSchema,
} from '../../worker/schemas/backup-lines'
import { orderCodec } from '../../worker/db/codecs/order'
import { paymentCodec } from '../../worker/db/codecs/payment'
import { productCodec } from '../../worker/db/codecs/product'
import { reviewCodec } from '../../worker/db/codecs/review'
import { settingsCodec } from '../../worker/db/codecs/settings'
import { stockAlertCodec } from '../../worker/db/codecs/stock-alert'
import { userCodec } from '../../worker/db/codecs/user'
import { fitmentCodec, garageBikeCodec, vehicleCodec } from '../../worker/db/codecs/vehicle'
import { COURIER_TABLES, fullShop, unfilledColumns } from './backup-fixtures'

const columnsOf = (table: Table) => Object.keys(getTableColumns(table)).sort()
const keysOf = (row: object) => Object.keys(row).sort()

/** Rows read back from a file: each with every column of `table`, all as they were written. */
function expectWritten(back: object[], table: Table, written: object[]) {
  for (const row of back) expect(keysOf(row)).toEqual(columnsOf(table))
  expect(back).toEqual(written)
}

describe('the fixture shop', () => {
  it.each([
    ['products', products, fullShop.products],
    ['users', users, fullShop.users],
    ['orders', orders, fullShop.orders],
    ['order_items', orderItems, fullShop.items],
    ['order_events', orderEvents, fullShop.events],
    ['payments', payments, fullShop.payments],
    ['payment_events', paymentEvents, fullShop.paymentEvents],
    ['reviews', reviews, fullShop.reviews],
    ['stock_alerts', stockAlerts, fullShop.stockAlerts],
    ['vehicles', vehicles, fullShop.vehicles],
    ['product_fitments', productFitments, fullShop.fitments],
    ['garage_bikes', garageBikes, fullShop.garage],
  ] as const)('fills every column of %s with a value', (_name, table, rows) => {
    for (const row of rows) expect(keysOf(row)).toEqual(columnsOf(table))
    expect(unfilledColumns(table, rows)).toEqual([])
  })
})

describe('the backup file', () => {
  it('holds every table of the schema but those left out with a reason', () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, SQLiteTable))
      .map((table) => getTableName(table))
    const backedUp = [
      'products',
      'users',
      'orders',
      'order_items',
      'order_events',
      'payments',
      'payment_events',
      'reviews',
      'stock_alerts',
      'settings',
      'vehicles',
      'product_fitments',
      'garage_bikes',
      ...COURIER_TABLES,
      'support_messages',
      'newsletter_subscribers',
    ]
    expect(tables.sort()).toEqual([...backedUp, ...Object.keys(NOT_BACKED_UP)].sort())
  })
})

describe('the backup codecs', () => {
  it('carry every product column through the file', () => {
    for (const row of fullShop.products) {
      const entry = productCodec.toEntry(row)
      expect(backupProductSchema.parse(entry)).toEqual(entry)
      const back = productCodec.toRow(entry)
      expect(keysOf(back)).toEqual(columnsOf(products))
      expect(back).toEqual(row)
    }
  })

  it('carry every user column through the file', () => {
    for (const row of fullShop.users) {
      const entry = userCodec.toEntry(row)
      expect(backupUserSchema.parse(entry)).toEqual(entry)
      const back = userCodec.toRow(entry)
      expect(keysOf(back)).toEqual(columnsOf(users))
      expect(back).toEqual(row)
    }
  })

  it('carry every order, order-line and order-event column through the file', () => {
    const [row] = fullShop.orders
    const entry = orderCodec.toEntry(row!, fullShop.items, fullShop.events)
    expect(backupOrderSchema.parse(entry)).toEqual(entry)
    const back = orderCodec.toRows(entry)
    expectWritten([back.order], orders, [row!])
    expectWritten(back.items, orderItems, fullShop.items)
    expectWritten(back.events, orderEvents, fullShop.events)
  })

  it('carry every payment and payment-event column through the file', () => {
    const [row] = fullShop.payments
    const entry = paymentCodec.toEntry(row!, fullShop.paymentEvents)
    expect(backupPaymentSchema.parse(entry)).toEqual(entry)
    const back = paymentCodec.toRows(entry)
    expectWritten([back.payment], payments, [row!])
    expectWritten(back.events, paymentEvents, fullShop.paymentEvents)
  })

  it('read an order of a file written before the Iraqi address and tracking links', () => {
    const {
      trackingToken: _t,
      events: _e,
      ...entry
    } = orderCodec.toEntry(fullShop.orders[0]!, fullShop.items, fullShop.events)
    const old = {
      ...entry,
      shippingInfo: {
        firstName: 'Layla',
        lastName: 'Karim',
        email: 'layla@example.iq',
        phone: '+964 770 111 2233',
        address: 'Street 14, House 3',
        city: 'Erbil',
        state: 'Kurdistan',
        zipCode: '44001',
      },
    }
    const restored = orderCodec.toRows(backupOrderSchema.parse(old))
    expect(restored.order.shippingInfo).toEqual({
      firstName: 'Layla',
      lastName: 'Karim',
      email: 'layla@example.iq',
      phone: '+964 770 111 2233',
      governorate: 'erbil',
      city: 'Erbil',
      area: 'Street 14, House 3, Kurdistan, 44001',
      landmark: '',
    })
    expect(restored.order.trackingToken).toMatch(/^[\w-]{22}$/)
    expect(restored.events).toEqual([])
  })

  it('carry every review column through the file', () => {
    for (const row of fullShop.reviews) {
      const entry = reviewCodec.toEntry(row)
      expect(backupReviewSchema.parse(entry)).toEqual(entry)
      const back = reviewCodec.toRow(entry)
      expect(keysOf(back)).toEqual(columnsOf(reviews))
      expect(back).toEqual(row)
    }
  })

  it('carry every back-in-stock request column through the file', () => {
    for (const row of fullShop.stockAlerts) {
      const entry = stockAlertCodec.toEntry(row)
      expect(backupStockAlertSchema.parse(entry)).toEqual(entry)
      const back = stockAlertCodec.toRow(entry)
      expect(keysOf(back)).toEqual(columnsOf(stockAlerts))
      expect(back).toEqual(row)
    }
  })

  it('carry every vehicle and fitment column through the file', () => {
    for (const row of fullShop.vehicles) {
      const entry = vehicleCodec.toEntry(row)
      expect(backupVehicleSchema.parse(entry)).toEqual(entry)
      const back = vehicleCodec.toRow(entry)
      expect(keysOf(back)).toEqual(columnsOf(vehicles))
      expect(back).toEqual(row)
    }
    for (const row of fullShop.fitments) {
      const entry = fitmentCodec.toEntry(row)
      expect(backupFitmentSchema.parse(entry)).toEqual(entry)
      const back = fitmentCodec.toRow(entry)
      expect(keysOf(back)).toEqual(columnsOf(productFitments))
      expect(back).toEqual(row)
    }
  })

  it('carry every garage column through the file', () => {
    for (const row of fullShop.garage) {
      const entry = garageBikeCodec.toEntry(row)
      expect(backupGarageBikeSchema.parse(entry)).toEqual(entry)
      const back = garageBikeCodec.toRow(entry)
      expect(keysOf(back)).toEqual(columnsOf(garageBikes))
      expect(back).toEqual(row)
    }
  })

  it('write the settings row whole', () => {
    const back = settingsCodec.toRow(fullShop.settings)
    expect(keysOf(back)).toEqual(columnsOf(settings))
    expect(back.value).toEqual(fullShop.settings)
  })

  it('read a file of the first format, without the later fields, with their defaults', () => {
    const { sessionVersion: _v, language: _l, ...oldUser } = userCodec.toEntry(fullShop.users[0]!)
    expect(userCodec.toRow(backupUserSchema.parse(oldUser))).toMatchObject({
      sessionVersion: 0,
      language: 'en',
    })
    const {
      idempotencyKey: _k,
      stockReturned: _s,
      ...oldOrder
    } = orderCodec.toEntry(fullShop.orders[0]!, fullShop.items, fullShop.events)
    const restored = orderCodec.toRows(
      backupOrderSchema.parse({
        ...oldOrder,
        items: oldOrder.items.map(({ lineId: _, ...i }) => i),
      }),
    )
    expect(restored.order).toMatchObject({ idempotencyKey: null, stockReturned: false })
    expect(restored.items.map((i) => i.id)).toEqual([undefined, undefined])
    const { verified: _verified, ...oldReview } = reviewCodec.toEntry(fullShop.reviews[0]!)
    expect(reviewCodec.toRow(backupReviewSchema.parse(oldReview)).verified).toBe(false)
  })
})

describe('the courier and cash records', () => {
  const tables = {
    shipments: schema.shipments,
    shipmentSteps: schema.shipmentSteps,
    courierPlaceMap: schema.courierPlaceMap,
    cashLedger: schema.cashLedger,
    courierStatements: schema.courierStatements,
    cashDifferences: schema.cashDifferences,
    phoneRefusals: schema.phoneRefusals,
  } as const

  it.each(Object.entries(tables))(
    'carry every column of %s through the file as it is',
    (name, table) => {
      const rows = fullShop.couriers[name as keyof typeof tables]
      for (const row of rows) expect(keysOf(row)).toEqual(columnsOf(table))
      expect(unfilledColumns(table, rows)).toEqual([])
      const entry = backupCourierFields[name as keyof typeof tables]
      expect(entry.parse(JSON.parse(JSON.stringify(rows)))).toEqual(rows)
    },
  )

  it('are empty lists in a file from before couriers', () => {
    for (const field of Object.values(backupCourierFields))
      expect(field.parse(undefined)).toEqual([])
  })
})

describe('the inbox and the newsletter list', () => {
  it.each([
    [
      'support_messages',
      schema.supportMessages,
      fullShop.supportMessages,
      backupSupportMessageSchema,
    ],
    [
      'newsletter_subscribers',
      schema.newsletterSubscribers,
      fullShop.newsletterSubscribers,
      backupSubscriberSchema,
    ],
  ] as const)('carry every column of %s through the file as it is', (_name, table, rows, entry) => {
    for (const row of rows) expect(keysOf(row)).toEqual(columnsOf(table))
    expect(unfilledColumns(table, rows)).toEqual([])
    for (const row of rows) expect(entry.parse(JSON.parse(JSON.stringify(row)))).toEqual(row)
  })
})
