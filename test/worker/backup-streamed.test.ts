// The streamed backup at more than a page and more than a part: a generated shop of several
// thousand rows, written by Back Up Now in three R2 parts (local R2 enforces R2's 5 MiB smallest
// part as Cloudflare does, so the shop holds over 10 MiB of incompressible text rather than a test
// shrinking the part), read a page at a time and restored through staging pages. A file that lies
// about itself (checksum, counts, a record in the middle), a file cut off half way, a swap that
// fails and a second restore at once all leave today's data as it was.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { errorText } from '../../worker/schemas/error-codes'
import { STAGE_RECORDS } from '../../worker/services/backup-restore'
import {
  BACKUP_PREFIX,
  MANIFEST_PREFIX,
  PART_BYTES,
  pruneStoredBackups,
} from '../../worker/services/backup-store'
import {
  clearBackups,
  decodeBackup,
  encodeBackup,
  encodeLines,
  exportStreamed,
  gzip,
  importStreamed,
  restoreStored,
  writeFullShop,
} from './backup-fixtures'
import { api, makeUser, type TestUser } from './helpers'

let admin: TestUser

/** Products, customers, inbox messages and subscribers by the thousand, straight into D1; each
 * product with 9,600 random hex characters, so the file compresses to about 5 kB a product. */
const GENERATED = { products: 2_200, users: 1_200, supportMessages: 1_100, subscribers: 1_100 }

/** The shop above; `small`: its products with 20 random characters each (a file of one part). */
async function generateShop({ small = false } = {}) {
  const randomBytes = small ? 10 : 2400
  const numbers = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)'
  const at = "'2026-05-01T00:00:00.000Z'"
  await env.DB.batch([
    env.DB.prepare(
      `${numbers} INSERT INTO products (id, name, description, description_ar, price, category,
         stock, search_name, search_text, created_at, updated_at)
       SELECT 10000 + i, 'Part ' || i, lower(hex(randomblob(?2))), lower(hex(randomblob(?2))),
         10000 + i * 250, 'Engine Parts', i % 40, 'part ' || i, '', ${at}, ${at} FROM n`,
    ).bind(GENERATED.products, randomBytes),
    env.DB.prepare(
      `${numbers} INSERT INTO users (id, email, first_name, last_name, password_hash, role,
         created_at, updated_at)
       SELECT 10000 + i, 'rider' || i || '@example.iq', 'Rider', 'Number', 'pbkdf2-sha256$1$' || i,
         'customer', ${at}, ${at} FROM n`,
    ).bind(GENERATED.users),
    env.DB.prepare(
      `${numbers} INSERT INTO support_messages (id, name, email, subject, message, user_id,
         created_at)
       SELECT 10000 + i, 'Rider', 'rider' || i || '@example.iq', 'general-question',
         'Question ' || i, 10000 + i, ${at} FROM n`,
    ).bind(GENERATED.supportMessages),
    env.DB.prepare(
      `${numbers} INSERT INTO newsletter_subscribers (email, language, created_at)
       SELECT 'reader' || i || '@example.iq', 'ar', ${at} FROM n`,
    ).bind(GENERATED.subscribers),
  ])
}

/** What a restore must give back, table by table: a SHA-256 of every row (the products without
 * their search columns, which a restore derives again from the texts; backup-roundtrip.test.ts
 * checks them on the fixture shop). */
const TABLES = {
  products:
    'SELECT id, name, name_ar, description, description_ar, price, category, stock, created_at FROM products ORDER BY id',
  users: 'SELECT * FROM users ORDER BY id',
  orders: 'SELECT * FROM orders ORDER BY id',
  order_items: 'SELECT * FROM order_items ORDER BY id',
  reviews: 'SELECT * FROM reviews ORDER BY id',
  support_messages: 'SELECT * FROM support_messages ORDER BY id',
  newsletter_subscribers: 'SELECT * FROM newsletter_subscribers ORDER BY email',
  cash_ledger: 'SELECT * FROM cash_ledger ORDER BY order_id',
  settings: 'SELECT * FROM settings ORDER BY key',
  sessions: 'SELECT * FROM sessions ORDER BY id',
}

async function fingerprint() {
  const out: Record<string, { rows: number; sha256: string }> = {}
  for (const [table, sql] of Object.entries(TABLES)) {
    const rows = (await env.DB.prepare(sql).all()).results
    const bytes = new TextEncoder().encode(JSON.stringify(rows))
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
    out[table] = { rows: rows.length, sha256: Array.from(digest, (b) => b.toString(16)).join('') }
  }
  return out
}

async function wipe() {
  await env.DB.batch(
    [
      'DELETE FROM orders',
      'DELETE FROM courier_place_map',
      'DELETE FROM cash_ledger',
      'DELETE FROM courier_statements',
      'DELETE FROM cash_differences',
      'DELETE FROM phone_refusals',
      'DELETE FROM reviews',
      'DELETE FROM products',
      'DELETE FROM vehicles',
      'DELETE FROM support_messages',
      'DELETE FROM newsletter_subscribers',
      "DELETE FROM users WHERE role != 'admin'",
    ].map((sql) => env.DB.prepare(sql)),
  )
}

const status = async () =>
  (await api('GET', '/admin/data/restore', { cookie: admin.cookie })).body.data

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM users').run()
  await wipe()
  await clearBackups()
  admin = await makeUser('admin')
  await writeFullShop()
})

describe('a streamed backup of several thousand rows', () => {
  it('is written in equal parts of 5 MiB, read a page at a time, and restores every row', async () => {
    await generateShop()
    const before = await fingerprint()
    expect(before.products?.rows).toBe(GENERATED.products + 2)

    const made = await api('POST', '/admin/backups', { cookie: admin.cookie })
    expect(made.status, made.body.error).toBe(201)
    const { name, size } = made.body.data
    // Three parts: two of PART_BYTES and the rest.
    expect(size).toBeGreaterThan(2 * PART_BYTES)
    expect(size).toBeLessThan(3 * PART_BYTES)
    const manifest = await (await env.BUCKET.get(`${MANIFEST_PREFIX}${name}.json`))!.json<any>()
    expect(manifest.counts).toMatchObject({
      products: GENERATED.products + 2,
      users: GENERATED.users + 3,
      supportMessages: GENERATED.supportMessages + 1,
      newsletterSubscribers: GENERATED.subscribers + 1,
      orders: 1,
      settings: 1,
    })
    expect(manifest.bytes).toBeGreaterThan(size)

    await wipe()
    const restored = await api('POST', `/admin/backups/${name}/restore`, { cookie: admin.cookie })
    expect(restored.status, restored.body.error).toBe(200)
    expect(restored.body.data).toMatchObject({
      products: GENERATED.products + 2,
      supportMessages: GENERATED.supportMessages + 1,
      newsletterSubscribers: GENERATED.subscribers + 1,
      skippedUsers: 1,
    })
    expect(await fingerprint()).toEqual(before)
    const total = Object.values<number>(manifest.counts).reduce((a, b) => a + b, 0)
    expect(await status()).toMatchObject({
      state: 'done',
      source: name,
      recordsRead: total,
      recordsTotal: total,
    })
    // The staging tables went with the restore.
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM sqlite_master WHERE name LIKE 'staging_%'",
    ).first()
    expect(left).toEqual({ n: 0 })
  }, 120_000)

  it('cut off half way is refused, and nothing changes', async () => {
    await generateShop({ small: true })
    const bytes = await encodeBackup(await exportStreamed(admin.cookie))
    const before = await fingerprint()
    // The first half of the file, arriving as an upload does, 16 kB at a time.
    const half = bytes.slice(0, bytes.byteLength >> 1)
    let at = 0
    const arriving = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= half.byteLength) controller.close()
        else controller.enqueue(half.slice(at, (at += 16 * 1024)))
      },
    })
    const result = await importStreamed(admin.cookie, arriving)
    expect(result.status).toBe(400)
    expect(result.body.code).toMatch(/^BACKUP_(DAMAGED|INCOMPLETE)$/)
    // (The local runtime's decompressor drops what it had decompressed when the input ends early,
    // so this one fails at its first read; the next test fails after thousands of records.)
    expect(await status()).toMatchObject({ state: 'failed', error: { code: result.body.code } })
    expect(await fingerprint()).toEqual(before)
  }, 120_000)
})

describe('a streamed file that is not what it says', () => {
  const refused = async (bytes: Uint8Array, code: string, params?: object) => {
    const before = await fingerprint()
    for (const restore of [importStreamed, restoreStored]) {
      const result = await restore(admin.cookie, bytes)
      expect(result.status, result.body.error).toBe(400)
      expect(result.body.code).toBe(code)
      if (params) expect(result.body.params).toEqual(params)
      expect(await fingerprint()).toEqual(before)
    }
    expect(await status()).toMatchObject({ state: 'failed', error: { code } })
  }

  it('with a checksum that does not match is refused', async () => {
    const file = await exportStreamed(admin.cookie)
    file.products[0].stock = 99 // a record changed after it was written
    await refused(await encodeBackup(file, file.end), 'BACKUP_DAMAGED')
  })

  it('with a count that does not match is refused', async () => {
    const file = await exportStreamed(admin.cookie)
    file.users.pop()
    const { end } = await decodeBackup(await encodeBackup(file))
    await refused(
      await encodeBackup(file, { ...end, counts: { ...end.counts, users: 3 } }),
      'BACKUP_COUNT_MISMATCH',
      {
        list: 'users',
        found: 2,
        expected: 3,
      },
    )
  })

  it('with an invalid record in the middle is refused, naming it, after pages were staged', async () => {
    await generateShop({ small: true })
    const file = await exportStreamed(admin.cookie)
    file.products[1500].price = -5
    const before = await fingerprint()
    const result = await importStreamed(admin.cookie, await encodeBackup(file))
    expect(result.status).toBe(400)
    expect(result.body.error).toBe(
      `Invalid backup file format: products[1500].price: ${errorText('PRICE_TOO_LOW')}`,
    )
    // It stopped half way through the staging (the users and 1,500 products were written).
    const failed = await status()
    expect(failed).toMatchObject({ state: 'failed', error: { code: 'INVALID_BACKUP_FIELD' } })
    expect(failed.recordsRead).toBeGreaterThanOrEqual(5 * STAGE_RECORDS)
    expect(await fingerprint()).toEqual(before)
  }, 60_000)

  it('whose manifest in R2 disagrees with it is refused', async () => {
    const made = await api('POST', '/admin/backups', { cookie: admin.cookie })
    const { name } = made.body.data
    const key = `${MANIFEST_PREFIX}${name}.json`
    const manifest = await (await env.BUCKET.get(key))!.json<any>()
    await env.BUCKET.put(
      key,
      JSON.stringify({ ...manifest, counts: { ...manifest.counts, products: 7 } }),
    )
    const before = await fingerprint()
    const result = await api('POST', `/admin/backups/${name}/restore`, { cookie: admin.cookie })
    expect(result.status).toBe(400)
    expect(result.body.params).toEqual({ list: 'products', found: 2, expected: 7 })
    expect(await fingerprint()).toEqual(before)
    // A manifest that is not one refuses too.
    await env.BUCKET.put(key, '{"format":"zip"}')
    const unreadable = await api('POST', `/admin/backups/${name}/restore`, { cookie: admin.cookie })
    expect(unreadable.status).toBe(400)
    expect(unreadable.body.code).toBe('BACKUP_DAMAGED')
    expect(await fingerprint()).toEqual(before)
  })

  it('that is not gzip, or has a line that is not a record, is refused', async () => {
    await refused(new TextEncoder().encode('{"format":"moto-parts-backup"}\n'), 'BACKUP_DAMAGED')
    const file = await exportStreamed(admin.cookie)
    const lines = (await encodeLines(file)).split('\n')
    lines.splice(3, 0, '{"list":"spaceships","entry":{}}')
    await refused(await gzip(lines.join('\n')), 'BACKUP_LINE_INVALID', { line: 4 })
  })

  it('whose rows fail the swap (two products of one id) is refused, and nothing changes', async () => {
    const file = await exportStreamed(admin.cookie)
    file.products.push({ ...file.products[0], name: 'Twin' })
    const before = await fingerprint()
    const result = await importStreamed(admin.cookie, await encodeBackup(file))
    expect(result.status).toBe(422)
    expect(result.body.code).toBe('RESTORE_FAILED')
    expect(await fingerprint()).toEqual(before)
    expect(await status()).toMatchObject({ state: 'failed', error: { code: 'RESTORE_FAILED' } })
  })
})

describe('a streamed file read from a shop that kept selling', () => {
  it('settles rows that name what the file lacks as their foreign keys settle a deletion', async () => {
    const file = await exportStreamed(admin.cookie)
    const layla = file.users.find((u: { id: number }) => u.id === 4101)
    // Layla registered after the users were read, then ordered, paid and reviewed.
    file.users = file.users.filter((u: { id: number }) => u.id !== 4101)
    // And the sold-out product was deleted after its back-in-stock request was read.
    file.products = file.products.filter((p: { id: number }) => p.id !== 4002)
    const result = await importStreamed(admin.cookie, await encodeBackup(file))
    expect(result.status, result.body.error).toBe(200)
    const read = async (sql: string) => (await env.DB.prepare(sql).all()).results
    // Her order and review stay, without their customer (`set null`)...
    expect(await read('SELECT id, user_id FROM orders')).toEqual([
      { id: file.orders[0].id, user_id: null },
    ])
    expect(await read('SELECT user_id FROM reviews')).toEqual([{ user_id: null }])
    expect(await read(`SELECT count(*) AS n FROM users WHERE email = '${layla.email}'`)).toEqual([
      { n: 0 },
    ])
    // ...and her garage, and the request for the product not in the file, go (`cascade`).
    expect(await read('SELECT * FROM garage_bikes')).toEqual([])
    expect(await read('SELECT * FROM stock_alerts')).toEqual([])
  })
})

describe('restores one at a time', () => {
  it('refuses a second restore while one runs, and takes over from one that died', async () => {
    const bytes = await encodeBackup(await exportStreamed(admin.cookie))
    const now = new Date().toISOString()
    await env.DB.prepare(
      `INSERT OR REPLACE INTO backup_restores (id, state, source, started_by, started_at, updated_at)
       VALUES (1, 'reading', 'other.ndjson.gz', 'owner@example.iq', ?1, ?1)`,
    )
      .bind(now)
      .run()
    const busy = await importStreamed(admin.cookie, bytes)
    expect(busy.status).toBe(409)
    expect(busy.body.code).toBe('RESTORE_RUNNING')
    // Still the other one's.
    expect(await status()).toMatchObject({ state: 'reading', source: 'other.ndjson.gz' })
    // A restore silent for over ten minutes died with its Worker.
    const old = new Date(Date.now() - 11 * 60 * 1000).toISOString()
    await env.DB.prepare('UPDATE backup_restores SET updated_at = ?').bind(old).run()
    const taken = await importStreamed(admin.cookie, bytes)
    expect(taken.status, taken.body.error).toBe(200)
  })
})

describe('a stored backup downloaded and kept', () => {
  it('streams the stored object and deletes its manifest with it when pruned', async () => {
    const made = await api('POST', '/admin/backups', { cookie: admin.cookie })
    const { name } = made.body.data
    const listed = await env.BUCKET.list({ prefix: BACKUP_PREFIX })
    expect(listed.objects.map((o) => o.key)).toEqual([BACKUP_PREFIX + name])
    expect(await pruneStoredBackups(env.BUCKET, 0)).toEqual([name])
    expect(await env.BUCKET.get(`${MANIFEST_PREFIX}${name}.json`)).toBeNull()
  })
})
