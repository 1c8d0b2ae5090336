// Export, wipe, restore: every column of every backed-up row comes back, by a streamed file
// uploaded, by a stored backup restored by name and by a JSON file of 1.x imported; a file that
// would grant admin rights or carries data the API would refuse is refused with a message naming
// what and where, and nothing changes.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { seedStatements } from '../../seeds/seed-sql'
import { DEFAULT_SETTINGS } from '../../worker/domain/default-settings'
import { errorText } from '../../worker/schemas/error-codes'
import { BACKUP_PREFIX } from '../../worker/services/backup-store'
import {
  clearBackups,
  COURIER_TABLES,
  type DecodedBackup,
  encodeBackup,
  exportStreamed,
  fullShop,
  importStreamed,
  restoreStored,
  toJsonFile,
  writeFullShop,
} from './backup-fixtures'
import { api, makeUser, type TestUser } from './helpers'

let admin: TestUser

const TABLES = {
  products: 'SELECT * FROM products ORDER BY id',
  users: 'SELECT * FROM users ORDER BY id',
  orders: 'SELECT * FROM orders ORDER BY id',
  order_items: 'SELECT * FROM order_items ORDER BY id',
  order_events: 'SELECT * FROM order_events ORDER BY id',
  payments: 'SELECT * FROM payments ORDER BY id',
  payment_events: 'SELECT * FROM payment_events ORDER BY id',
  stock_alerts: 'SELECT * FROM stock_alerts ORDER BY id',
  reviews: 'SELECT * FROM reviews ORDER BY id',
  vehicles: 'SELECT * FROM vehicles ORDER BY id',
  product_fitments: 'SELECT * FROM product_fitments ORDER BY id',
  garage_bikes: 'SELECT * FROM garage_bikes ORDER BY id',
  shipments: 'SELECT * FROM shipments ORDER BY order_id',
  shipment_steps: 'SELECT * FROM shipment_steps ORDER BY id',
  courier_place_map: 'SELECT * FROM courier_place_map ORDER BY courier, governorate, city',
  cash_ledger: 'SELECT * FROM cash_ledger ORDER BY order_id',
  courier_statements: 'SELECT * FROM courier_statements ORDER BY courier, reference',
  cash_differences: 'SELECT * FROM cash_differences ORDER BY id',
  phone_refusals: 'SELECT * FROM phone_refusals ORDER BY order_id',
  settings: 'SELECT * FROM settings ORDER BY key',
  support_messages: 'SELECT * FROM support_messages ORDER BY id',
  newsletter_subscribers: 'SELECT * FROM newsletter_subscribers ORDER BY email',
  sessions: 'SELECT * FROM sessions ORDER BY id',
}

/** Every row of the backed-up tables (and the sign-in sessions), as D1 holds them. */
async function snapshot() {
  const read = async (sql: string) => (await env.DB.prepare(sql).all()).results
  return Object.fromEntries(
    await Promise.all(
      Object.entries(TABLES).map(async ([table, sql]) => [table, await read(sql)] as const),
    ),
  )
}

/** Everything a restore replaces, as the Data tab's cleanup does: admin accounts stay. */
async function wipe() {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM orders'),
    ...[
      'courier_place_map',
      'cash_ledger',
      'courier_statements',
      'cash_differences',
      'phone_refusals',
    ].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
    env.DB.prepare('DELETE FROM reviews'),
    env.DB.prepare('DELETE FROM products'),
    env.DB.prepare('DELETE FROM vehicles'),
    env.DB.prepare("DELETE FROM users WHERE role != 'admin'"),
    env.DB.prepare('DELETE FROM settings'),
    env.DB.prepare('DELETE FROM support_messages'),
    env.DB.prepare('DELETE FROM newsletter_subscribers'),
  ])
}

const exportFile = () => exportStreamed(admin.cookie)

/** The ways a file comes back: each answers { status, body } as the API does. */
const restorers = {
  'a streamed file uploaded': async (file: DecodedBackup) =>
    importStreamed(admin.cookie, await encodeBackup(file)),
  'a stored streamed backup': async (file: DecodedBackup) =>
    restoreStored(admin.cookie, await encodeBackup(file)),
  'a JSON file of 1.x imported': (file: DecodedBackup) =>
    api('POST', '/admin/data/import', { cookie: admin.cookie, body: toJsonFile(file) }),
  'a stored JSON file of 1.x': async (file: DecodedBackup) => {
    await env.BUCKET.put(`${BACKUP_PREFIX}uploaded.json`, JSON.stringify(toJsonFile(file)))
    return api('POST', '/admin/backups/uploaded.json/restore', { cookie: admin.cookie })
  },
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM users').run()
  await wipe()
  await clearBackups()
  admin = await makeUser('admin')
  await writeFullShop()
})

describe('a backup restored', () => {
  it('gives back every column of every row, the inbox and the newsletter list too, after an export, a wipe and an upload', async () => {
    const before = await snapshot()
    expect(before.support_messages).toHaveLength(1)
    expect(before.newsletter_subscribers).toHaveLength(1)
    const file = await exportFile()
    await wipe()
    const result = await restorers['a streamed file uploaded'](file)
    expect(result.body.error).toBeUndefined()
    expect(result.status).toBe(200)
    expect(result.body.data).toEqual({
      products: 2,
      users: 2,
      orders: 1,
      payments: 1,
      reviews: 1,
      stockAlerts: 1,
      fitments: 1,
      supportMessages: 1,
      newsletterSubscribers: 1,
      skippedUsers: 1,
      amountsRounded: 0,
    })
    expect(await snapshot()).toEqual(before)
    // The Data tab's status row says how it ended.
    const status = (await api('GET', '/admin/data/restore', { cookie: admin.cookie })).body.data
    const records = Object.values<number>(file.end.counts).reduce((a, b) => a + b, 0)
    expect(status).toMatchObject({ state: 'done', source: 'upload', recordsRead: records })
    expect(status.result).toEqual(result.body.data)
  })

  it('gives back every column of every row from a JSON file of 1.x, and keeps today’s inbox and newsletter list, which it lacks', async () => {
    const before = await snapshot()
    const file = await exportFile()
    await wipe()
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO support_messages (name, email, subject, message, created_at) VALUES ('Today', 'today@example.iq', 'general-question', 'Hi', '2026-04-01T00:00:00.000Z')",
      ),
      env.DB.prepare(
        "INSERT INTO newsletter_subscribers (email, language, created_at) VALUES ('today@example.iq', 'en', '2026-04-01T00:00:00.000Z')",
      ),
    ])
    const today = await snapshot()
    const result = await restorers['a JSON file of 1.x imported'](file)
    expect(result.status, result.body.error).toBe(200)
    expect(result.body.data).toEqual({
      products: 2,
      users: 2,
      orders: 1,
      payments: 1,
      reviews: 1,
      stockAlerts: 1,
      fitments: 1,
      skippedUsers: 1,
      amountsRounded: 0,
    })
    const after = await snapshot()
    expect({
      ...after,
      support_messages: before.support_messages,
      newsletter_subscribers: before.newsletter_subscribers,
    }).toEqual(before)
    expect(after.support_messages).toEqual(today.support_messages)
    expect(after.newsletter_subscribers).toEqual(today.newsletter_subscribers)
  })

  it('gives back every column of every row from a stored backup restored by name', async () => {
    const before = await snapshot()
    const made = await api('POST', '/admin/backups', { cookie: admin.cookie })
    await wipe()
    const restored = await api('POST', `/admin/backups/${made.body.data.name}/restore`, {
      cookie: admin.cookie,
    })
    expect(restored.status).toBe(200)
    expect(await snapshot()).toEqual(before)
  })

  it('writes the new fields into the file, money in whole dinars', async () => {
    const file = await exportFile()
    expect(file.users.find((u: any) => u.id === 4101)).toMatchObject({
      language: 'ar',
      sessionVersion: 3,
      phoneVerified: true,
    })
    expect(file.orders[0]).toMatchObject({
      language: 'ar',
      phoneVerified: true,
      idempotencyKey: 'retry-key-0001',
      stockReturned: true,
      totals: { subtotal: 90500, shipping: 10000, tax: 7240, paymentFee: 1000, total: 108740 },
    })
    expect(file.orders[0].items[0]).toMatchObject({ lineId: 4301, id: 4001, price: 45250 })
    expect(file.payments).toEqual([
      expect.objectContaining({
        orderId: file.orders[0].id,
        provider: 'qi',
        providerRef: 'qi-7f3c9a',
        amount: 108740,
        currency: 'IQD',
        state: 'refund_manual',
        events: [
          expect.objectContaining({ eventId: 4701, kind: 'paid' }),
          expect.objectContaining({ eventId: 4702, kind: 'refund-manual' }),
        ],
      }),
    ])
    expect(file.reviews[0].verified).toBe(true)
    expect(file.products[0]).toMatchObject({ price: 45250, originalPrice: 50000, inStock: true })
  })

  it('carries the shipments and the cash ledger, and restores a file from before them', async () => {
    const file = await exportFile()
    expect(file.cashLedger).toEqual(fullShop.couriers.cashLedger)
    expect(file.shipments).toEqual(fullShop.couriers.shipments)
    expect(file.phoneRefusals).toEqual(fullShop.couriers.phoneRefusals)
    const {
      shipments: _shipments,
      shipmentSteps: _steps,
      courierPlaceMap: _places,
      cashLedger: _ledger,
      courierStatements: _statements,
      cashDifferences: _differences,
      phoneRefusals: _refusals,
      ...older
    } = file
    const result = await restorers['a JSON file of 1.x imported'](older)
    expect(result.status, result.body.error).toBe(200)
    const after = await snapshot()
    expect(after.orders).toHaveLength(1)
    // The file's orders replace today's, and with them what was owed and refused for them.
    for (const table of COURIER_TABLES) expect(after[table]).toEqual([])
  })

  it("restores the seeded shop's own backup unchanged", async () => {
    await env.DB.prepare('DELETE FROM users WHERE id != ?').bind(admin.id).run()
    await wipe()
    await env.DB.batch((await seedStatements()).map((sql) => env.DB.prepare(sql)))
    const { settings: unsaved, ...before } = await snapshot()
    const result = await restorers['a streamed file uploaded'](await exportFile())
    expect(result.status, result.body.error).toBe(200)
    const { settings: _saved, ...after } = await snapshot()
    expect(after).toEqual(before)
    // The seeds save no settings: the file carries the defaults the shop ran on, and so does the
    // restored row.
    expect(unsaved).toEqual([])
    // (The answer also says which payment methods can take money now.)
    // (`whatsapp.configured` says whether its secrets are set: the configuration's, not a setting.)
    const { whatsapp: shownWhatsapp, ...shown } = (await api('GET', '/settings')).body.data
    const { configured: _configured, ...whatsapp } = shownWhatsapp
    expect({
      ...shown,
      whatsapp,
      paymentMethods: shown.paymentMethods.map(
        ({ id, fee, available }: Record<string, unknown>) => ({
          id,
          fee,
          available,
        }),
      ),
    }).toEqual(DEFAULT_SETTINGS)
  })
})

type File = Record<string, any>
const indexOf = (list: { id: unknown }[], id: unknown) => list.findIndex((x) => x.id === id)
const layla = (file: File) => indexOf(file.users, 4101)

/** A change to an exported file, and the refusal it must get. */
const refusals: [string, (file: File) => string | RegExp][] = [
  [
    'makes a customer an admin',
    (file) => {
      file.users[layla(file)].role = 'admin'
      return 'This backup would create a new admin account (layla@example.iq). Restore refused.'
    },
  ],
  [
    'adds an admin account',
    (file) => {
      file.users.push({
        ...file.users[layla(file)],
        id: 4999,
        email: 'New.Admin@example.iq',
        role: 'admin',
      })
      return 'This backup would create a new admin account (new.admin@example.iq). Restore refused.'
    },
  ],
  [
    'prices a product below 1 dinar',
    (file) => {
      file.products[0].price = 0.5
      return `Invalid backup file format: products[0].price: ${errorText('PRICE_TOO_LOW')}`
    },
  ],
  [
    'prices a product at a fraction of a dinar',
    (file) => {
      file.products[0].price = 45250.5
      return `Invalid backup file format: products[0].price: ${errorText('AMOUNT_NOT_WHOLE')}`
    },
  ],
  [
    'gives an order a fractional total',
    (file) => {
      file.orders[0].totals.total = 108740.25
      return `Invalid backup file format: orders[0].totals.total: ${errorText('AMOUNT_NOT_WHOLE')}`
    },
  ],
  [
    'puts a product in an unknown category',
    (file) => {
      file.products[0].category = 'Spaceships'
      return `Invalid backup file format: products[0].category: ${errorText('PRODUCT_REQUIRED')}`
    },
  ],
  [
    'hides a control character in a product name',
    (file) => {
      file.products[0].name = 'Helmet\u0007'
      return `Invalid backup file format: products[0].name: ${errorText('TEXT_NOT_ALLOWED')}`
    },
  ],
  [
    'gives a user an invalid e-mail',
    (file) => {
      const i = layla(file)
      file.users[i].email = 'layla-at-example'
      return `Invalid backup file format: users[${i}].email: ${errorText('EMAIL_INVALID')}`
    },
  ],
  [
    'gives an order an unknown status',
    (file) => {
      file.orders[0].status = 'processing'
      return /^Invalid backup file format: orders\[0\]\.status: /
    },
  ],
  [
    'rates a review 6',
    (file) => {
      file.reviews[0].rating = 6
      return 'Invalid backup file format: reviews[0].rating: Rating must be between 1 and 5'
    },
  ],
  [
    'carries a clear password',
    (file) => {
      const i = layla(file)
      file.users[i].password = 'secret123'
      return `Invalid backup file format: users[${i}]: Unrecognized key: "password"`
    },
  ],
  [
    'carries an unknown field on an order line',
    (file) => {
      file.orders[0].items[0].discount = 10
      return 'Invalid backup file format: orders[0].items[0]: Unrecognized key: "discount"'
    },
  ],
]

describe.each(Object.keys(restorers) as (keyof typeof restorers)[])('%s', (path) => {
  it.each(refusals)('refuses a file that %s, and nothing changes', async (_name, change) => {
    await makeUser('customer') // a signed-in customer, whose session must survive too
    const file = await exportFile()
    const expected = change(file)
    const before = await snapshot()
    const result = await restorers[path](file)
    expect(result.status).toBe(400)
    expect(result.body.success).toBe(false)
    if (typeof expected === 'string') expect(result.body.error).toBe(expected)
    else expect(result.body.error).toMatch(expected)
    const after = await snapshot()
    expect(after.users).toHaveLength(fullShop.users.length + 2)
    expect(after.sessions).toHaveLength(2)
    expect(after).toEqual(before)
  })
})
