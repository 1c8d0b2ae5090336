// The data tools: export (a streamed gzip file) then import gives the same shop back, a bad or
// failing file changes nothing, the restoring admin keeps their account, cleanup and the typed
// complete reset.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  decodeBackup,
  type DecodedBackup,
  encodeBackup,
  importStreamed,
  toJsonFile,
} from './backup-fixtures'
import { api, makeProduct, makeUser, ORIGIN, orderOf, type TestUser, refusal } from './helpers'
import { workerFetch } from './worker-fetch'

let admin: TestUser

async function wipe() {
  await env.DB.batch(
    ['orders', 'reviews', 'products', 'users', 'visitor_sessions'].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  )
}

/** A small shop: two products, two customers with an order each, a review and custom settings. */
async function smallShop() {
  const helmet = await makeProduct({
    name: 'Backup Helmet',
    nameAr: 'خوذة',
    price: 45_250,
    stock: 7,
    category: 'Helmets',
  })
  const pads = await makeProduct({
    name: 'Backup Pads',
    price: 12_000,
    originalPrice: 15_000,
    stock: 3,
    sizes: ['S', 'M'],
  })
  const alice = await makeUser('customer', { firstName: 'Alice' })
  const bob = await makeUser('customer', { firstName: 'Bob' })
  await orderOf(alice, [{ id: helmet.id, quantity: 2 }], 'cod')
  await orderOf(bob, [{ id: pads.id, quantity: 1, selectedSize: 'M' }], 'card')
  await api('POST', '/reviews', {
    cookie: alice.cookie,
    body: { productId: helmet.id, rating: 4, comment: 'Solid' },
  })
  const settings = (await api('GET', '/settings')).body.data
  await api('PUT', '/settings', { cookie: admin.cookie, body: { ...settings, taxRate: 5 } })
  return { helmet, pads, alice, bob }
}

/** A download of the Data tab as the admin saves it: a gzip attachment, its bytes untouched. */
async function download(path: string, headers: Record<string, string> = {}) {
  const response = await workerFetch(`${ORIGIN}/api${path}`, {
    headers: { Cookie: admin.cookie, ...headers },
  })
  expect(response.status, path).toBe(200)
  expect(response.headers.get('Content-Type'), path).toBe('application/gzip')
  expect(response.headers.get('Content-Disposition'), path).toMatch(
    /^attachment; filename="moto-parts-backup-.+\.ndjson\.gz"$/,
  )
  return new Uint8Array(await response.arrayBuffer())
}

/** The full backup (with password hashes), a separate choice from the default download. */
const exportBackup = () => download('/admin/data/export/full')
const exportDefault = () => download('/admin/data/export')
/** The Data tab's import of a streamed file (a changed file is written again, new checksum). */
const importFile = async (file: Uint8Array | DecodedBackup) =>
  importStreamed(admin.cookie, file instanceof Uint8Array ? file : await encodeBackup(file))
/** The import of a JSON file of 1.x, which the Data tab still reads. */
const importBackup = (body: unknown) =>
  api('POST', '/admin/data/import', { cookie: admin.cookie, body })

/** Everything the backup covers, read straight from D1 (password hashes included). */
async function snapshot() {
  const all = async (sql: string) => (await env.DB.prepare(sql).all()).results
  return {
    products: await all('SELECT * FROM products ORDER BY id'),
    users: await all(
      'SELECT id, email, first_name, last_name, phone, password_hash, role, created_at FROM users ORDER BY id',
    ),
    orders: await all('SELECT * FROM orders ORDER BY id'),
    items: await all(
      'SELECT order_id, product_id, name, price, quantity, selected_size FROM order_items ORDER BY order_id, name',
    ),
    reviews: await all('SELECT * FROM reviews ORDER BY id'),
    settings: await all('SELECT * FROM settings'),
  }
}

beforeEach(async () => {
  await wipe()
  admin = await makeUser('admin')
})

describe('export', () => {
  it('holds products, users with password hashes (never passwords), orders, reviews and settings', async () => {
    const { helmet, alice } = await smallShop()
    const file = await decodeBackup(await exportBackup())
    expect(file).toMatchObject({ format: 'moto-parts-backup', version: '2.0.0' })
    expect(Date.parse(file.timestamp)).not.toBeNaN()
    expect(file.products.map((p: any) => p.id)).toContain(helmet.id)
    expect(file.products.find((p: any) => p.id === helmet.id)).toMatchObject({
      price: 45250,
      stock: 5,
      nameAr: 'خوذة',
    })
    const exportedAlice = file.users.find((u: any) => u.id === alice.id)
    expect(exportedAlice.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/)
    expect(JSON.stringify(file)).not.toContain(alice.password)
    expect(file.users.every((u: any) => !('password' in u))).toBe(true)
    expect(exportedAlice).toMatchObject({ sessionVersion: 0, language: 'en' })
    expect(file.orders).toHaveLength(2)
    expect(file.reviews).toHaveLength(1)
    expect(file.settings.taxRate).toBe(5)
  })

  it('leaves password hashes out of the default and advanced downloads', async () => {
    const { alice } = await smallShop()
    for (const path of ['/admin/data/export', '/admin/data/export/advanced']) {
      const file = await decodeBackup(await download(path))
      expect(
        file.users.find((u: any) => u.id === alice.id),
        path,
      ).toBeDefined()
      expect(JSON.stringify(file), path).not.toContain('pbkdf2')
      expect(
        file.users.every((u: any) => !('passwordHash' in u)),
        path,
      ).toBe(true)
    }
  })

  it('restores a download without hashes keeping each account’s existing hash', async () => {
    const { alice } = await smallShop()
    const file = await decodeBackup(await exportDefault())
    const newcomer = {
      ...file.users.find((u: any) => u.id === alice.id),
      id: 9_000_001,
      email: 'newcomer@example.iq',
    }
    const result = await importFile({ ...file, users: [...file.users, newcomer] })
    expect(result.status, result.body.error).toBe(200)
    // Alice keeps her password; the newcomer has none until they reset it.
    const login = (email: string, password: string) =>
      api('POST', '/auth/login', { body: { email, password } })
    expect((await login(alice.email, alice.password)).status).toBe(200)
    expect((await login('newcomer@example.iq', alice.password)).status).toBe(401)
    const full = await decodeBackup(await exportBackup())
    expect(full.users.find((u: any) => u.id === alice.id).passwordHash).toMatch(/^pbkdf2-sha256\$/)
  })

  it('adds metadata to the advanced export', async () => {
    const file = await decodeBackup(
      await download('/admin/data/export/advanced', {
        'User-Agent': 'Mozilla/5.0 Firefox/127.0',
        Referer: 'http://shop.test/admin/data',
      }),
    )
    // The header is written before the file, so its size is not in it (the stored backup's
    // manifest has it).
    expect(file.metadata).toEqual({
      exportedBy: admin.email,
      browser: 'Firefox',
      url: 'http://shop.test/admin/data',
      exportType: 'advanced',
    })
  })
})

describe('import', () => {
  it('gives back the same products, users, orders and reviews after everything was deleted', async () => {
    const { alice } = await smallShop()
    const file = await exportBackup()
    const before = await snapshot()
    await api('DELETE', '/admin/data/products', { cookie: admin.cookie })
    await api('DELETE', '/admin/data/orders', { cookie: admin.cookie })
    await api('DELETE', '/admin/data/users', { cookie: admin.cookie })
    const result = await importFile(file)
    expect(result.status, result.body.error).toBe(200)
    expect(result.body.data).toEqual({
      products: 2,
      users: 2,
      orders: 2,
      payments: 0,
      reviews: 1,
      stockAlerts: 0,
      fitments: 0,
      supportMessages: 0,
      newsletterSubscribers: 0,
      skippedUsers: 1,
      amountsRounded: 0,
    })
    expect(await snapshot()).toEqual(before)
    // Password hashes survive: the customer signs in with the old password.
    const login = await api('POST', '/auth/login', {
      body: { email: alice.email, password: alice.password },
    })
    expect(login.status).toBe(200)
  })

  it('replaces what was there: products added after the backup are gone', async () => {
    await smallShop()
    const file = await exportBackup()
    const extra = await makeProduct({ name: 'Added later' })
    expect((await importFile(file)).status).toBe(200)
    expect((await api('GET', `/products/${extra.id}`)).status).toBe(404)
  })

  it("skips the restoring admin's own record and keeps their account and session", async () => {
    await smallShop()
    const file = await decodeBackup(await exportBackup())
    const tampered = {
      ...file,
      users: file.users.map((u: any) =>
        u.id === admin.id ? { ...u, firstName: 'Impostor', passwordHash: 'x' } : u,
      ),
    }
    expect(tampered.users.some((u: any) => u.firstName === 'Impostor')).toBe(true)
    expect((await importFile(tampered)).status).toBe(200)
    const me = await api('GET', '/auth/me', { cookie: admin.cookie })
    expect(me.status).toBe(200)
    expect(me.body.data.firstName).toBe('Test')
  })

  it("moves a file user who holds the admin's id to a free id, with their orders", async () => {
    const file = {
      version: '1.0.0',
      timestamp: new Date().toISOString(),
      products: [],
      users: [
        {
          id: admin.id,
          email: 'someone@else.iq',
          firstName: 'Some',
          lastName: 'One',
          passwordHash: 'pbkdf2-sha256$100000$a$b',
          role: 'customer',
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
      orders: [
        {
          id: 'ORD1TEST',
          userId: admin.id,
          items: [{ id: null, name: 'Old part', price: 10, quantity: 1 }],
          shippingInfo: {
            firstName: 'Some',
            lastName: 'One',
            email: 'someone@else.iq',
            phone: '1',
            address: 'a',
            city: 'b',
            state: 'c',
            zipCode: 'd',
          },
          paymentInfo: { method: 'credit' },
          totals: { subtotal: 10, shipping: 0, tax: 0.8, paymentFee: 0, total: 10.8 },
          status: 'delivered',
          estimatedDelivery: '2026-01-08T00:00:00Z',
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
    }
    // A file of the first format: its fractional amounts (0.8, 10.8) are rounded half up.
    const result = await importBackup(file)
    expect(result.status).toBe(200)
    expect(result.body.data.amountsRounded).toBe(2)
    const moved = await env.DB.prepare(
      "SELECT id FROM users WHERE email = 'someone@else.iq'",
    ).first<{ id: number }>()
    expect(moved!.id).toBeGreaterThan(admin.id)
    const order = await env.DB.prepare(
      "SELECT user_id, total FROM orders WHERE id = 'ORD1TEST'",
    ).first<any>()
    expect(order).toEqual({ user_id: moved!.id, total: 11 })
  })

  it.each([
    ['not JSON', 'this is not a backup', 'Invalid backup file format'],
    [
      'no timestamp',
      { version: '1.0.0', products: [], users: [], orders: [] },
      /^Invalid backup file format: timestamp: /,
    ],
    [
      'no version',
      { timestamp: '2026-07-01T00:00:00Z', products: [], users: [], orders: [] },
      /^Invalid backup file format: version: /,
    ],
    [
      'a product without a price',
      {
        version: '1.0.0',
        timestamp: 'x',
        products: [
          { id: 1, name: 'P', category: 'Helmets', stock: 1, createdAt: '2026-01-01T00:00:00Z' },
        ],
        users: [],
        orders: [],
      },
      'Invalid backup file format: products[0].price: Required fields missing: name, price, category',
    ],
    [
      'a user with a clear password instead of a hash',
      {
        version: '1.0.0',
        timestamp: 'x',
        products: [],
        users: [
          {
            id: 5,
            email: 'a@b.iq',
            firstName: 'A',
            lastName: 'B',
            password: 'secret',
            role: 'customer',
            createdAt: '2026-01-01T00:00:00Z',
          },
        ],
        orders: [],
      },
      'Invalid backup file format: users[0]: Unrecognized key: "password"',
    ],
    [
      'an unknown top-level field',
      { version: '1.0.0', timestamp: 'x', products: [], users: [], orders: [], coupons: [] },
      'Invalid backup file format: Unrecognized key: "coupons"',
    ],
  ])('refuses a file with %s and changes nothing', async (_name, body, error) => {
    await smallShop()
    const before = await snapshot()
    const result =
      typeof body === 'string'
        ? await api('POST', '/admin/data/import', {
            cookie: admin.cookie,
            headers: { 'Content-Type': 'application/json' },
            body,
          })
        : await importBackup(body)
    expect(result.status).toBe(400)
    expect(result.body.success).toBe(false)
    if (typeof error === 'string') expect(result.body.error).toBe(error)
    else expect(result.body.error).toMatch(error)
    expect(await snapshot()).toEqual(before)
  })

  it('answers the format error to malformed JSON', async () => {
    const response = await workerFetch(`${ORIGIN}/api/admin/data/import`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'application/json' },
      body: '{"version": "1.0.0", "timestamp": ',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(refusal('INVALID_BACKUP'))
  })

  it('changes nothing when a JSON file of 1.x fails part-way (one atomic batch)', async () => {
    await smallShop()
    const file = toJsonFile(await decodeBackup(await exportBackup()))
    const before = await snapshot()
    // Well-formed, but the last statements break a constraint: a review of a product not in the file.
    const broken = {
      ...file,
      reviews: [...file.reviews, { ...file.reviews[0], id: 999, productId: 987654 }],
    }
    const result = await importBackup(broken)
    expect(result.status).toBe(422)
    expect(result.body).toEqual(refusal('RESTORE_FAILED'))
    expect(await snapshot()).toEqual(before)
  })

  it('restores a file with more rows than one statement may bind', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      id: 5000 + i,
      name: `Bulk ${i}`,
      price: 1000 + i,
      category: 'Accessories',
      stock: i,
      createdAt: '2026-01-01T00:00:00Z',
    }))
    const result = await importBackup({
      version: '1.0.0',
      timestamp: 'x',
      products: many,
      users: [],
      orders: [],
    })
    expect(result.status).toBe(200)
    expect(
      await env.DB.prepare('SELECT count(*) AS n, sum(price) AS total FROM products').first<any>(),
    ).toEqual({
      n: 45,
      total: 45 * 1000 + (44 * 45) / 2,
    })
    const search = await api('GET', '/products?search=bulk%2044')
    expect(search.body.data.map((p: any) => p.id)).toEqual([5044])
  })
})

describe('cleanup', () => {
  it('deletes all products, all orders, or all non-admin users, one kind at a time', async () => {
    await smallShop()
    const products = await api('DELETE', '/admin/data/products', { cookie: admin.cookie })
    expect(products.body.data).toEqual({ deletedCount: 2 })
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<any>()).n).toBe(2)
    expect((await api('DELETE', '/admin/data/orders', { cookie: admin.cookie })).body.data).toEqual(
      { deletedCount: 2 },
    )
    expect((await api('DELETE', '/admin/data/users', { cookie: admin.cookie })).body.data).toEqual({
      deletedCount: 2,
    })
    const left = await env.DB.prepare('SELECT role FROM users').all()
    expect(left.results).toEqual([{ role: 'admin' }])
  })

  it('clears everything only with the typed phrase DELETE EVERYTHING and keeps admins', async () => {
    await smallShop()
    const otherAdmin = await makeUser('admin')
    for (const confirm of [undefined, 'delete everything', 'DELETE']) {
      const refused = await api('POST', '/admin/data/clear', {
        cookie: admin.cookie,
        body: confirm === undefined ? {} : { confirm },
      })
      expect(refused.status).toBe(400)
      expect(refused.body.error).toBe('Type DELETE EVERYTHING to confirm')
    }
    expect((await env.DB.prepare('SELECT count(*) AS n FROM products').first<any>()).n).toBe(2)
    const cleared = await api('POST', '/admin/data/clear', {
      cookie: admin.cookie,
      body: { confirm: 'DELETE EVERYTHING' },
    })
    expect(cleared.status).toBe(200)
    const stats = (await api('GET', '/admin/data/stats', { cookie: admin.cookie })).body.data
    expect(stats).toMatchObject({
      products: 0,
      orders: 0,
      reviews: 0,
      users: 2,
      visitorSessions: 0,
    })
    expect((await api('GET', '/auth/me', { cookie: otherAdmin.cookie })).status).toBe(200)
  })
})

describe('statistics', () => {
  it('counts records and estimates 0.8 KB per record', async () => {
    await smallShop()
    const stats = (await api('GET', '/admin/data/stats', { cookie: admin.cookie })).body.data
    expect(stats).toEqual({
      products: 2,
      users: 3,
      orders: 2,
      reviews: 1,
      visitorSessions: 0,
      pageViews: 0,
      totalRecords: 8,
      estimatedSizeKb: 6.4,
    })
  })
})
