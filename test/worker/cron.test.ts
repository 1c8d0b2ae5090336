// The daily cron trigger: the scheduled handler writes the backup file to R2 and keeps 30, merges
// the full-text indexes, and
// cancels the cash-on-delivery orders nobody confirmed in time, returning their stock.
import { env } from 'cloudflare:workers'
import { deliverOutbox } from './deliveries'
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { expireCodOrders } from '../../worker/cron/expire-cod-orders'
import { readSettings, saveSettings } from '../../worker/db/queries/settings'
import worker from '../../worker/index'
import { BACKUP_PREFIX, BACKUPS_KEPT, backupName } from '../../worker/services/backup-store'
import { clearBackups, decodeBackup, oldBackups } from './backup-fixtures'
import {
  api,
  db,
  makeProduct,
  makeUser,
  orderBody,
  orderOf,
  stockOf,
  type TestUser,
  validShipping,
} from './helpers'
import { HOURLY_CRON } from '../../worker/cron/hourly-sweep'
import { optimizeStatement, SEARCH_INDEXES } from '../../worker/cron/search-index-upkeep'

let admin: TestUser

async function runCron(at: Date, cron = '0 0 * * *') {
  const controller = createScheduledController({ scheduledTime: at.getTime(), cron })
  const ctx = createExecutionContext()
  worker.scheduled(controller, env, ctx)
  await waitOnExecutionContext(ctx)
}

beforeEach(async () => {
  await clearBackups()
  admin = await makeUser('admin')
})

describe('the daily cron trigger', () => {
  it('writes the backup file of the whole shop to R2', async () => {
    const product = await makeProduct({ name: 'Cron Helmet' })
    const at = new Date('2026-07-06T00:00:00Z')
    await runCron(at)
    const object = await env.BUCKET.get(BACKUP_PREFIX + backupName(at))
    expect(object).not.toBeNull()
    expect(object!.customMetadata).toEqual({ kind: 'daily' })
    const file = await decodeBackup(await object!.arrayBuffer())
    expect(file).toMatchObject({ version: '2.0.0', timestamp: at.toISOString() })
    expect(file.products.map((p: any) => p.name)).toContain(product.name)
    expect(file.users.map((u: any) => u.email)).toContain(admin.email)
  })

  it('merges each full-text index into one segment, and searches still find what they did', async () => {
    // Each product, order and user written on its own leaves a segment of its own in the indexes.
    // FTS5 also merges as it goes (automerge: 4 segments of a level into one), so what the files
    // before this one left in the shared runtime decided whether these stayed apart (once they
    // became one). They start from one segment each, with that merging off until the test ends.
    const automerge = (index: string, segments: number) =>
      env.DB.prepare(`INSERT INTO ${index}(${index}, rank) VALUES ('automerge', ${segments})`).run()
    for (const index of SEARCH_INDEXES) {
      await env.DB.prepare(optimizeStatement(index)).run()
      await automerge(index, 0)
    }
    onTestFinished(async () => {
      for (const index of SEARCH_INDEXES) await automerge(index, 4)
    })
    for (let i = 0; i < 2; i++) await makeUser()
    const made = []
    for (const name of ['Segment Brake Lever', 'Segment Clutch Cable', 'Segment Chain Kit'])
      made.push(await makeProduct({ name }))
    for (const product of made.slice(0, 2)) {
      const placed = await api('POST', '/orders', {
        cookie: admin.cookie,
        body: orderBody([{ id: product.id, quantity: 1 }]),
      })
      expect(placed.status).toBe(201)
    }
    const segments = async (index: string) =>
      (await env.DB.prepare(`SELECT count(DISTINCT segid) AS n FROM ${index}_idx`).first<{
        n: number
      }>())!.n
    for (const index of SEARCH_INDEXES) expect(await segments(index), index).toBeGreaterThan(1)
    await runCron(new Date('2026-07-06T00:00:00Z'))
    for (const index of SEARCH_INDEXES) expect(await segments(index), index).toBe(1)
    const found = await api('GET', '/products?search=segment%20cable')
    expect(found.body.data.map((p: { id: number }) => p.id)).toEqual([made[1]!.id])
  })

  it('keeps the newest 30 backups and deletes older ones', async () => {
    await oldBackups(BACKUPS_KEPT)
    await runCron(new Date('2026-07-06T00:00:00Z'))
    const listed = await env.BUCKET.list({ prefix: BACKUP_PREFIX })
    expect(listed.objects).toHaveLength(BACKUPS_KEPT)
    const names = listed.objects.map((o) => o.key)
    expect(names).toContain(BACKUP_PREFIX + backupName(new Date('2026-07-06T00:00:00Z')))
    expect(names).not.toContain(BACKUP_PREFIX + backupName(new Date(Date.UTC(2026, 0, 2)))) // the oldest
    expect(names).toContain(BACKUP_PREFIX + backupName(new Date(Date.UTC(2026, 0, 3))))
  })
})

const HOUR_MS = 60 * 60 * 1000

async function statusOf(id: string) {
  const row = await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
    .bind(id)
    .first<{ status: string }>()
  return row?.status
}

/** A cash-on-delivery order of `quantity` units, shipped to a number of its own. */
async function codOrder(productId: number, quantity: number) {
  const phone = `+964 772 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  const result = await api('POST', '/orders', {
    cookie: (await makeUser()).cookie,
    body: {
      ...orderBody([{ id: productId, quantity }], 'cod'),
      shippingInfo: { ...validShipping, phone },
    },
  })
  expect(result.status).toBe(201)
  return result.body.data as { id: string; createdAt: string }
}

const hoursAfter = (order: { createdAt: string }, hours: number) =>
  new Date(Date.parse(order.createdAt) + hours * HOUR_MS)

describe('unconfirmed cash-on-delivery orders', () => {
  it('are cancelled after 48 hours and their units go back on the shelf', async () => {
    const product = await makeProduct({ stock: 10 })
    const order = await codOrder(product.id, 3)
    expect(await expireCodOrders(db(), hoursAfter(order, 47))).not.toContainEqual(
      expect.objectContaining({ id: order.id }),
    )
    expect(await statusOf(order.id)).toBe('pending')
    expect(await stockOf(product.id)).toBe(7)

    const cancelled = await expireCodOrders(db(), hoursAfter(order, 49))
    expect(cancelled).toContainEqual({ id: order.id, from: 'pending', to: 'cancelled' })
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(10)

    await expireCodOrders(db(), hoursAfter(order, 72))
    expect(await stockOf(product.id)).toBe(10)
  })

  it('leave confirmed and paid orders alone', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct({ stock: 10 })
    const confirmed = await codOrder(product.id, 1)
    await api('PUT', `/orders/${confirmed.id}`, {
      cookie: admin.cookie,
      body: { status: 'confirmed' },
    })
    const paid = await orderOf(await makeUser(), [{ id: product.id, quantity: 2 }], 'card')
    await expireCodOrders(db(), hoursAfter(paid, 100))
    expect(await statusOf(confirmed.id)).toBe('confirmed')
    expect(await statusOf(paid.id)).toBe('confirmed')
    expect(await stockOf(product.id)).toBe(7)
  })

  it('wait as many hours as the codConfirmHours setting says', async () => {
    const original = await readSettings(db())
    const product = await makeProduct({ stock: 10 })
    const order = await codOrder(product.id, 1)
    try {
      await saveSettings(db(), { ...original, codConfirmHours: 2 })
      await expireCodOrders(db(), hoursAfter(order, 1))
      expect(await statusOf(order.id)).toBe('pending')
      await expireCodOrders(db(), hoursAfter(order, 3))
      expect(await statusOf(order.id)).toBe('cancelled')
    } finally {
      await saveSettings(db(), original)
    }
  })

  it('are swept by the hourly trigger, which e-mails each customer the cancellation', async () => {
    const product = await makeProduct({ stock: 10 })
    const order = await codOrder(product.id, 2)
    await runCron(hoursAfter(order, 49), HOURLY_CRON)
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(10)
    await deliverOutbox()
    const sent = await env.DB.prepare('SELECT kind, subject FROM email_outbox WHERE subject LIKE ?')
      .bind(`%${order.id.slice(-6)}%`)
      .all<{ kind: string; subject: string }>()
    expect(sent.results).toContainEqual({
      kind: 'status-update',
      subject: `Your order #${order.id.slice(-6)} is now Cancelled`,
    })
  })
})

describe('the hourly sweep', () => {
  it('removes expired sessions and old sign-in counts, and keeps live ones', async () => {
    const live = await makeUser()
    const expired = await makeUser()
    await env.DB.prepare(
      "UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?",
    )
      .bind(expired.id)
      .run()
    await env.DB.prepare(
      "INSERT INTO login_failures (email, source, failures, window_start) VALUES ('old@shop.test', 'client:10.0.0.1', 3, '2000-01-01T00:00:00.000Z')",
    ).run()
    await runCron(new Date(), HOURLY_CRON)
    const count = (sql: string, ...args: unknown[]) =>
      env.DB.prepare(sql)
        .bind(...args)
        .first<{ n: number }>()
        .then((r) => r!.n)
    expect(await count('SELECT count(*) AS n FROM sessions WHERE user_id = ?', live.id)).toBe(1)
    expect(await count('SELECT count(*) AS n FROM sessions WHERE user_id = ?', expired.id)).toBe(0)
    expect(
      await count("SELECT count(*) AS n FROM login_failures WHERE email = 'old@shop.test'"),
    ).toBe(0)
  })
})
