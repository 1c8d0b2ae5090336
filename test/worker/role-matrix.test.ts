// Who may do what: every admin-only call of back-office §6 for each kind of caller, and a
// customer's reach over their own records only.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { insertVehicle } from '../../worker/db/queries/vehicles'
import { vehicleSchema } from '../../worker/schemas/fitment'
import { storeBackup } from '../../worker/services/backup-store'
import {
  decodeBackup,
  encodeBackup,
  exportStreamed,
  importStreamed,
  toJsonFile,
} from './backup-fixtures'
import {
  api,
  db,
  makeProduct,
  makeUser,
  ORIGIN,
  orderOf,
  signIn,
  type TestUser,
  unique,
  refusal,
} from './helpers'
import { PNG } from './image-fixtures'
import { workerFetch } from './worker-fetch'

interface Call {
  method: string
  path: string
  body?: unknown
  /** The admin the call must come from, when the record belongs to one (a phone code). */
  admin?: TestUser
  /** A gzip backup file sent as the raw body (the streamed import), instead of `body`. */
  file?: Uint8Array
  /** Answers a gzip backup file to save, not the JSON envelope (a refusal is still JSON). */
  download?: true
}

/** A vehicle no other call has named. */
const vehicleInput = () => ({
  make: 'Matrix',
  model: `M ${unique()}`,
  engineCc: 500,
  firstYear: 2020,
  lastYear: 2024,
  type: 'Naked',
})
const freshVehicle = async () => (await insertVehicle(db(), vehicleSchema.parse(vehicleInput()))).id

/** A fresh order placed by a fresh customer, for calls that need one. */
async function freshOrderId(method: 'card' | 'cod' = 'card'): Promise<string> {
  const buyer = await makeUser()
  const product = await makeProduct({ stock: 5 })
  return (await orderOf(buyer, [{ id: product.id, quantity: 1 }], method)).id
}

/** A visitor session the storefront's tracker started, for the current-session call. */
async function startedSession(): Promise<string> {
  const id = `s${unique()}${'x'.repeat(8)}`
  await api('POST', '/analytics/sessions', { body: { id, visitorId: `v-${id}`, referrer: '' } })
  return id
}

/** A number no earlier run has sent a code to (sends are limited per number). */
const freshPhone = () => `+9647${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 10)}`

/** A code sent through the SMS test page by an admin, and the call that checks it: a code
 * verifies only for the account it was sent for. */
async function sentCodeCheck(): Promise<Call> {
  const phone = freshPhone()
  const admin = await makeUser('admin')
  const sent = await api('POST', '/sms-test/send-code', { cookie: admin.cookie, body: { phone } })
  return {
    method: 'POST',
    path: '/sms-test/verify',
    body: { phone, code: sent.body.data.mockCode },
    admin,
  }
}

/** Each admin-only call, with the records it acts on made fresh so that every run can succeed. */
const adminOnlyCalls: [string, () => Call | Promise<Call>][] = [
  [
    'POST /products',
    () => ({
      method: 'POST',
      path: '/products',
      body: { name: `Matrix ${unique()}`, price: 15000, category: 'Helmets' },
    }),
  ],
  [
    'PUT /products/{id}',
    async () => ({
      method: 'PUT',
      path: `/products/${(await makeProduct()).id}`,
      body: { price: 30000 },
    }),
  ],
  [
    'DELETE /products/{id}',
    async () => ({ method: 'DELETE', path: `/products/${(await makeProduct()).id}` }),
  ],
  [
    'PUT /products/{id}/fitments',
    async () => ({
      method: 'PUT',
      path: `/products/${(await makeProduct()).id}/fitments`,
      body: { fitments: [{ vehicleId: null }] },
    }),
  ],
  [
    'POST /products/fitments/from-texts',
    () => ({ method: 'POST', path: '/products/fitments/from-texts' }),
  ],
  ['GET /vehicles/all', () => ({ method: 'GET', path: '/vehicles/all' })],
  ['POST /vehicles', () => ({ method: 'POST', path: '/vehicles', body: vehicleInput() })],
  [
    'PUT /vehicles/{id}',
    async () => ({
      method: 'PUT',
      path: `/vehicles/${await freshVehicle()}`,
      body: vehicleInput(),
    }),
  ],
  [
    'DELETE /vehicles/{id}',
    async () => ({ method: 'DELETE', path: `/vehicles/${await freshVehicle()}` }),
  ],
  [
    'DELETE /products (bulk)',
    async () => ({
      method: 'DELETE',
      path: '/products',
      body: { productIds: [(await makeProduct()).id, (await makeProduct()).id] },
    }),
  ],
  ['GET /users', () => ({ method: 'GET', path: '/users' })],
  ['GET /users?search=', () => ({ method: 'GET', path: '/users?search=test&limit=5' })],
  [
    'PUT /users/{id} of another user',
    async () => ({
      method: 'PUT',
      path: `/users/${(await makeUser()).id}`,
      body: { firstName: 'Changed' },
    }),
  ],
  [
    'DELETE /users/{id} of another user',
    async () => ({ method: 'DELETE', path: `/users/${(await makeUser()).id}` }),
  ],
  [
    'POST /users/{id}/reset-password',
    async () => ({
      method: 'POST',
      path: `/users/${(await makeUser()).id}/reset-password`,
      body: { password: 'reset-123' },
    }),
  ],
  ['GET /orders/all', () => ({ method: 'GET', path: '/orders/all' })],
  [
    'GET /orders/all filtered',
    () => ({ method: 'GET', path: '/orders/all?status=pending&dateFrom=2026-01-01&customer=ali' }),
  ],
  ['GET /orders?limit=5', () => ({ method: 'GET', path: '/orders?limit=5' })],
  ['GET /orders/stats', () => ({ method: 'GET', path: '/orders/stats' })],
  [
    'PUT /orders/{id}',
    async () => ({
      method: 'PUT',
      path: `/orders/${await freshOrderId()}`,
      body: { status: 'shipped' },
    }),
  ],
  [
    'PATCH /orders',
    async () => ({
      method: 'PATCH',
      path: '/orders',
      body: { orderIds: [await freshOrderId()], status: 'delivered' },
    }),
  ],
  [
    'GET /orders/{id}/events',
    async () => ({ method: 'GET', path: `/orders/${await freshOrderId()}/events` }),
  ],
  [
    'GET /orders/{id}/payments',
    async () => ({ method: 'GET', path: `/orders/${await freshOrderId()}/payments` }),
  ],
  [
    'POST /orders/{id}/actions',
    async () => ({
      method: 'POST',
      path: `/orders/${await freshOrderId('cod')}/actions`,
      body: { action: 'cancel' },
    }),
  ],
  [
    'DELETE /orders/{id}',
    async () => ({ method: 'DELETE', path: `/orders/${await freshOrderId()}` }),
  ],
  [
    'DELETE /orders',
    async () => ({ method: 'DELETE', path: '/orders', body: { orderIds: [await freshOrderId()] } }),
  ],
  ['GET /stock-alerts/demand', () => ({ method: 'GET', path: '/stock-alerts/demand' })],
  ['GET /support (the inbox)', () => ({ method: 'GET', path: '/support' })],
  ['GET /emails (the outbox)', () => ({ method: 'GET', path: '/emails' })],
  ['GET /newsletter', () => ({ method: 'GET', path: '/newsletter' })],
  [
    'POST /sms-test/send-code',
    () => ({ method: 'POST', path: '/sms-test/send-code', body: { phone: freshPhone() } }),
  ],
  ['POST /sms-test/verify', async () => sentCodeCheck()],
  [
    'PUT /settings',
    async () => ({
      method: 'PUT',
      path: '/settings',
      body: (await api('GET', '/settings')).body.data,
    }),
  ],
  ['GET /analytics/summary', () => ({ method: 'GET', path: '/analytics/summary' })],
  [
    'GET /analytics/sessions/:id',
    async () => ({ method: 'GET', path: `/analytics/sessions/${await startedSession()}` }),
  ],
  ['POST /admin/orders/test', () => ({ method: 'POST', path: '/admin/orders/test' })],
  ['GET /settings/problem', () => ({ method: 'GET', path: '/settings/problem' })],
  ['POST /admin/cache/clear', () => ({ method: 'POST', path: '/admin/cache/clear' })],
  ['GET /admin/data/export', () => ({ method: 'GET', path: '/admin/data/export', download: true })],
  [
    'GET /admin/data/export/advanced',
    () => ({ method: 'GET', path: '/admin/data/export/advanced', download: true }),
  ],
  [
    'GET /admin/data/export/full',
    () => ({ method: 'GET', path: '/admin/data/export/full', download: true }),
  ],
  ['GET /admin/data/restore', () => ({ method: 'GET', path: '/admin/data/restore' })],
  ['GET /admin/data/stats', () => ({ method: 'GET', path: '/admin/data/stats' })],
  ['GET /admin/deliveries', () => ({ method: 'GET', path: '/admin/deliveries' })],
  [
    'POST /admin/deliveries/:id/retry',
    async () => {
      const failed = await env.DB.prepare(
        "INSERT INTO outbox (channel, kind, payload, status, created_at, failed_at) VALUES ('email', 'order-confirmation', '{}', 'failed', ?1, ?1) RETURNING id",
      )
        .bind(new Date().toISOString())
        .first<{ id: number }>()
      return { method: 'POST', path: `/admin/deliveries/${failed!.id}/retry` }
    },
  ],
  [
    'POST /admin/data/import',
    async () => ({
      method: 'POST',
      path: '/admin/data/import',
      body: toJsonFile(await exportStreamed((await makeUser('admin')).cookie, false)),
    }),
  ],
  [
    'POST /admin/data/import/streamed',
    async () => ({
      method: 'POST',
      path: '/admin/data/import/streamed',
      file: await encodeBackup(await exportStreamed((await makeUser('admin')).cookie, false)),
    }),
  ],
  ['DELETE /admin/data/products', () => ({ method: 'DELETE', path: '/admin/data/products' })],
  ['DELETE /admin/data/orders', () => ({ method: 'DELETE', path: '/admin/data/orders' })],
  ['DELETE /admin/data/users', () => ({ method: 'DELETE', path: '/admin/data/users' })],
  [
    'POST /admin/data/clear',
    () => ({
      method: 'POST',
      path: '/admin/data/clear',
      body: { confirm: 'DELETE EVERYTHING' },
    }),
  ],
  ['GET /admin/backups', () => ({ method: 'GET', path: '/admin/backups' })],
  ['POST /admin/backups', () => ({ method: 'POST', path: '/admin/backups' })],
  [
    'POST /admin/backups/{name}/restore',
    async () => ({
      method: 'POST',
      path: `/admin/backups/${(await storeBackup(db(), env.BUCKET, new Date(), 'manual')).name}/restore`,
    }),
  ],
]

/** The answer's status and JSON envelope; a download's file is left unread in `response`. */
async function call(
  c: Call,
  user?: TestUser,
): Promise<{ status: number; body: any; response?: Response }> {
  if (c.file) return importStreamed(user?.cookie ?? '', c.file)
  if (!c.download) return api(c.method, c.path, { body: c.body, cookie: user?.cookie })
  const response = await workerFetch(`${ORIGIN}/api${c.path}`, {
    method: c.method,
    headers: user ? { Cookie: user.cookie } : {},
  })
  if (response.headers.get('Content-Type') === 'application/gzip')
    return { status: response.status, body: null, response }
  return { status: response.status, body: await response.json() }
}

describe('admin-only calls', () => {
  it.each(adminOnlyCalls)('%s answers 401 to an anonymous caller', async (_name, make) => {
    const result = await call(await make())
    expect(result.status).toBe(401)
    expect(result.body).toEqual(refusal('SIGN_IN_REQUIRED'))
  })

  it.each(adminOnlyCalls)('%s answers 403 to a customer', async (_name, make) => {
    const customer = await makeUser()
    const result = await call(await make(), customer)
    expect(result.status).toBe(403)
    expect(result.body.success).toBe(false)
    expect(result.body.error).toEqual(expect.any(String))
  })

  it.each(adminOnlyCalls)('%s succeeds for an admin', async (_name, make) => {
    const made = await make()
    const result = await call(made, made.admin ?? (await makeUser('admin')))
    expect(result.status, result.body?.error).toBeGreaterThanOrEqual(200)
    expect(result.status).toBeLessThan(300)
    if (made.download) {
      // A file to save, not the envelope: an attachment, read to its trailer.
      const file = result.response!
      expect(file.headers.get('Content-Type')).toBe('application/gzip')
      expect(file.headers.get('Content-Disposition')).toMatch(
        /^attachment; filename=".+\.ndjson\.gz"$/,
      )
      const backup = await decodeBackup(await file.arrayBuffer())
      expect(backup.format).toBe('moto-parts-backup')
      expect(backup.end.sha256).toMatch(/^[0-9a-f]{64}$/)
    } else expect(result.body.success).toBe(true)
  })

  it('lets only admins download a stored backup (a file, not the envelope)', async () => {
    const { name } = await storeBackup(db(), env.BUCKET, new Date(), 'manual')
    const download = (cookie?: string) =>
      workerFetch(`${ORIGIN}/api/admin/backups/${name}`, {
        headers: cookie ? { Cookie: cookie } : {},
      })
    expect((await download()).status).toBe(401)
    expect((await download((await makeUser()).cookie)).status).toBe(403)
    const admin = await download((await makeUser('admin')).cookie)
    expect(admin.status).toBe(200)
    expect(admin.headers.get('Content-Type')).toBe('application/gzip')
    const file = await decodeBackup(await admin.arrayBuffer())
    expect(file).toMatchObject({ format: 'moto-parts-backup', version: '2.0.0' })
  })

  it('lets only admins upload images', async () => {
    const upload = (cookie?: string) => {
      const form = new FormData()
      // A well-formed PNG: uploads are judged by their bytes.
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png')
      return workerFetch(`${ORIGIN}/api/images`, {
        method: 'POST',
        body: form,
        headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
      })
    }
    expect((await upload()).status).toBe(401)
    expect((await upload((await makeUser()).cookie)).status).toBe(403)
    expect((await upload((await makeUser('admin')).cookie)).status).toBe(201)
  })

  it('leaves the product untouched when a customer tries to edit or delete it', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ price: 12000 })
    await api('PUT', `/products/${product.id}`, { cookie: customer.cookie, body: { price: 1 } })
    await api('DELETE', `/products/${product.id}`, { cookie: customer.cookie })
    const after = await api('GET', `/products/${product.id}`)
    expect(after.status).toBe(200)
    expect(after.body.data.price).toBe(12000)
  })

  it('leaves the shop settings untouched when a customer tries to change them', async () => {
    const customer = await makeUser()
    const settings = (await api('GET', '/settings')).body.data
    const result = await api('PUT', '/settings', {
      cookie: customer.cookie,
      body: { ...settings, taxRate: 0 },
    })
    expect(result.status).toBe(403)
    expect((await api('GET', '/settings')).body.data.taxRate).toBe(settings.taxRate)
  })

  it("does not change an order's status when a customer tries to", async () => {
    const customer = await makeUser()
    const order = await orderOf(customer, [{ id: (await makeProduct()).id, quantity: 1 }], 'cod')
    expect(
      (
        await api('PUT', `/orders/${order.id}`, {
          cookie: customer.cookie,
          body: { status: 'delivered' },
        })
      ).status,
    ).toBe(403)
    expect((await api('DELETE', `/orders/${order.id}`, { cookie: customer.cookie })).status).toBe(
      403,
    )
    const mine = await api('GET', `/orders/${customer.id}`, { cookie: customer.cookie })
    expect(mine.body.data[0]).toMatchObject({ id: order.id, status: 'pending' })
  })
})

describe("a customer's own records", () => {
  it('keeps each garage to its own account and refuses anonymous callers', async () => {
    const vehicleId = await freshVehicle()
    const [a, b] = [await makeUser(), await makeUser()]
    const bikes = [{ vehicleId, year: 2021 }]
    for (const [method, path] of [
      ['GET', '/garage'],
      ['PUT', '/garage'],
      ['POST', '/garage/merge'],
    ] as const) {
      const anonymous = await api(method, path, { body: method === 'GET' ? undefined : { bikes } })
      expect(anonymous.status, path).toBe(401)
    }
    expect((await api('PUT', '/garage', { cookie: a.cookie, body: { bikes } })).status).toBe(200)
    expect((await api('GET', '/garage', { cookie: b.cookie })).body.data).toEqual([])
    expect((await api('GET', '/garage', { cookie: a.cookie })).body.data).toHaveLength(1)
  })

  it("forbids reading another customer's orders and allows reading their own", async () => {
    const alice = await makeUser()
    const bob = await makeUser()
    await orderOf(bob, [{ id: (await makeProduct()).id, quantity: 1 }])
    const others = await api('GET', `/orders/${bob.id}`, { cookie: alice.cookie })
    expect(others.status).toBe(403)
    expect(others.body.success).toBe(false)
    const own = await api('GET', `/orders/${alice.id}`, { cookie: alice.cookie })
    expect(own.status).toBe(200)
    expect(own.body.data).toEqual([])
    expect((await api('GET', `/orders/${bob.id}`)).status).toBe(401)
  })

  it("forbids reading or editing another user's profile and allows their own", async () => {
    const alice = await makeUser()
    const bob = await makeUser()
    expect((await api('GET', `/users/${bob.id}`, { cookie: alice.cookie })).status).toBe(403)
    expect(
      (
        await api('PUT', `/users/${bob.id}`, {
          cookie: alice.cookie,
          body: { firstName: 'Hacked' },
        })
      ).status,
    ).toBe(403)
    const own = await api('GET', `/users/${alice.id}`, { cookie: alice.cookie })
    expect(own.status).toBe(200)
    expect(own.body.data).toMatchObject({ id: alice.id, email: alice.email })
    const edited = await api('PUT', `/users/${alice.id}`, {
      cookie: alice.cookie,
      body: { firstName: 'Alia' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.firstName).toBe('Alia')
    const bobAfter = await env.DB.prepare('SELECT first_name FROM users WHERE id = ?')
      .bind(bob.id)
      .first<{ first_name: string }>()
    expect(bobAfter!.first_name).toBe('Test')
    expect((await api('GET', `/users/${alice.id}`)).status).toBe(401)
  })

  it('lets an admin read any customer profile and orders', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const order = await orderOf(customer, [{ id: (await makeProduct()).id, quantity: 1 }])
    expect((await api('GET', `/users/${customer.id}`, { cookie: admin.cookie })).body.data.id).toBe(
      customer.id,
    )
    const orders = await api('GET', `/orders/${customer.id}`, { cookie: admin.cookie })
    expect(orders.body.data.map((o: { id: string }) => o.id)).toEqual([order.id])
  })

  it('does not let a customer make themselves admin', async () => {
    const customer = await makeUser()
    const result = await api('PUT', `/users/${customer.id}`, {
      cookie: customer.cookie,
      body: { role: 'admin' },
    })
    expect(result.status).toBe(403)
    expect(result.body.success).toBe(false)
    const row = await env.DB.prepare('SELECT role FROM users WHERE id = ?')
      .bind(customer.id)
      .first<{ role: string }>()
    expect(row!.role).toBe('customer')
    expect((await api('GET', '/users', { cookie: customer.cookie })).status).toBe(403)
  })

  it("does not let a customer take another account's email", async () => {
    const alice = await makeUser()
    const bob = await makeUser()
    const result = await api('PUT', `/users/${alice.id}`, {
      cookie: alice.cookie,
      body: { email: bob.email.toUpperCase(), currentPassword: alice.password },
    })
    expect(result.status).toBe(409)
    expect(result.body).toEqual(refusal('EMAIL_TAKEN'))
  })
})

describe('admin accounts', () => {
  it('cannot be deleted through the users API, not even by another admin or themselves', async () => {
    const admin = await makeUser('admin')
    const otherAdmin = await makeUser('admin')
    for (const target of [otherAdmin, admin]) {
      const result = await api('DELETE', `/users/${target.id}`, { cookie: admin.cookie })
      expect(result.status).toBe(403)
      expect(result.body).toEqual(refusal('ADMIN_NOT_DELETABLE'))
    }
    const count = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE id IN (?, ?)')
      .bind(admin.id, otherAdmin.id)
      .first<{ n: number }>()
    expect(count!.n).toBe(2)
  })

  it('cannot have their password reset through the users API', async () => {
    const admin = await makeUser('admin')
    const otherAdmin = await makeUser('admin')
    const result = await api('POST', `/users/${otherAdmin.id}/reset-password`, {
      cookie: admin.cookie,
      body: { password: 'taken-over' },
    })
    expect(result.status).toBe(403)
    expect(result.body.success).toBe(false)
    expect((await api('GET', '/auth/me', { cookie: otherAdmin.cookie })).status).toBe(200)
    await expect(signIn(otherAdmin.email, otherAdmin.password)).resolves.toMatch(/^session=/)
    await expect(signIn(otherAdmin.email, 'taken-over')).rejects.toThrow()
  })

  it('answers 404 for a user that does not exist', async () => {
    const admin = await makeUser('admin')
    for (const [method, path, body] of [
      ['GET', '/users/999999', undefined],
      ['PUT', '/users/999999', { firstName: 'X' }],
      ['DELETE', '/users/999999', undefined],
      ['POST', '/users/999999/reset-password', { password: 'k7#mq2vz-new' }],
    ] as const) {
      const result = await api(method, path, { cookie: admin.cookie, body })
      expect(result.status).toBe(404)
      expect(result.body).toEqual(refusal('USER_NOT_FOUND'))
    }
  })
})
