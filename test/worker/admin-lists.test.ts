// The admin lists a page at a time (orders, users, newsletter subscribers, support messages, the
// e-mail outbox): keyset pages newest first that neither skip nor repeat a row (rows sharing a
// timestamp, a row added between pages), the total, the searches and the orders' filters, bad
// cursors, the limit; and the products' bulk delete in one request.
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderCodec } from '../../worker/db/codecs/order'
import { insertOutboxEmail } from '../../worker/db/queries/email-outbox'
import { subscribe } from '../../worker/db/queries/newsletter'
import { insertOrder } from '../../worker/db/queries/order-placement'
import { findProducts } from '../../worker/db/queries/products'
import { orders } from '../../worker/db/schema'
import { insertSupportMessage } from '../../worker/db/queries/support'
import { insertUser } from '../../worker/db/queries/users'
import { seedOrder } from '../../seeds/seed-order'
import { dinars } from '../../worker/domain/money'
import { api, db, makeProduct, makeUser, refusal, type TestUser, unique } from './helpers'

type Key = string | number
interface PageBody {
  data: unknown[]
  meta: { total: number; nextCursor: string | null }
}
const metaOf = (result: { body: unknown }) => (result.body as PageBody).meta
interface Row {
  createdAt: string
}

/** Every page of `path` (its query string without limit and cursor), `limit` rows at a time;
 * `between` runs once, after the first page. */
async function pageThrough(
  admin: TestUser,
  path: string,
  limit: number,
  between?: () => Promise<unknown>,
) {
  const rows: Row[] = []
  const totals: number[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const sep = path.includes('?') ? '&' : '?'
    const at: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    const result = await api('GET', `${path}${sep}limit=${limit}${at}`, { cookie: admin.cookie })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    expect(result.body.data.length).toBeLessThanOrEqual(limit)
    rows.push(...(result.body.data as Row[]))
    totals.push(metaOf(result).total)
    cursor = metaOf(result).nextCursor
    if (pages++ === 0 && between) await between()
  } while (cursor)
  return { rows, totals, pages }
}

let product: Awaited<ReturnType<typeof makeProduct>> | undefined
/** An order straight in D1 at a chosen instant, shipped to the given person. */
async function orderAt(
  owner: TestUser,
  shipTo: { firstName: string; lastName: string; email: string; phone?: string },
  createdAt: string,
  status: 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' = 'pending',
  id = `ORD${unique().toUpperCase()}`,
) {
  product ??= await makeProduct()
  await insertOrder(
    db(),
    orderCodec.toRows(
      seedOrder({
        id,
        customer: { id: owner.id, phone: '+9647801234567', ...shipTo },
        lines: [
          {
            id: product.id,
            name: product.name,
            nameAr: product.nameAr,
            category: product.category,
            price: dinars(25_000),
            quantity: 1,
            image: '',
            selectedSize: null,
          },
        ],
        method: 'cod',
        status,
        trackingNumber: null,
        language: 'en',
        createdAt,
      }),
    ),
  )
  return id
}

/** A list, and how to add one of its rows at an instant, marked with `tag` so a search finds
 * only the rows of one test. */
interface List {
  name: string
  path: (tag: string) => string
  key: (row: Row) => Key
  add: (tag: string, at: Date) => Promise<unknown>
}

let owner: TestUser | undefined
const LISTS: List[] = [
  {
    name: 'orders',
    path: (tag) => `/orders/all?customer=${tag}`,
    key: (row) => (row as unknown as { id: string }).id,
    add: async (tag, at) => {
      owner ??= await makeUser()
      const shipTo = { firstName: 'Ali', lastName: tag, email: 'ali@example.iq' }
      return orderAt(owner, shipTo, at.toISOString())
    },
  },
  {
    name: 'users',
    path: (tag) => `/users?search=${tag}`,
    key: (row) => (row as unknown as { id: number }).id,
    add: (tag, at) =>
      insertUser(
        db(),
        {
          email: `${unique()}@example.iq`,
          firstName: 'Zainab',
          lastName: tag,
          phone: '',
          passwordHash: 'x',
        },
        at,
      ),
  },
  {
    name: 'newsletter subscribers',
    path: (tag) => `/newsletter?search=${tag}`,
    key: (row) => (row as unknown as { email: string }).email,
    add: (tag, at) => subscribe(db(), `${tag}-${unique()}@example.iq`, 'en', at),
  },
  {
    name: 'support messages',
    path: (tag) => `/support?search=${tag}`,
    key: (row) => (row as unknown as { id: number }).id,
    add: (tag, at) =>
      insertSupportMessage(
        db(),
        {
          name: `Omar ${tag}`,
          email: 'omar@example.iq',
          subject: 'general-question',
          message: 'Hi',
        },
        null,
        at,
      ),
  },
  {
    name: 'e-mail outbox',
    path: (tag) => `/emails?search=${tag}`,
    key: (row) => (row as unknown as { id: number }).id,
    add: (tag, at) =>
      insertOutboxEmail(
        db(),
        {
          to: 'customer@example.iq',
          subject: `Your order ${tag}`,
          text: 'Thanks',
          html: '<p>Thanks</p>',
          kind: 'order-confirmation',
          language: 'en',
        },
        at,
      ),
  },
]

/** Newest first, then the larger id (or e-mail) first: the lists' order. */
const newestFirst = (key: (row: Row) => Key) => (a: Row, b: Row) =>
  b.createdAt.localeCompare(a.createdAt) || (key(b) > key(a) ? 1 : key(b) < key(a) ? -1 : 0)

describe.each(LISTS)('the $name list', (list) => {
  /** Seven rows: four share one instant, so the page boundaries fall inside a tie. */
  async function sevenRows(tag: string) {
    const base = Date.now() - 3_600_000
    const instants = [0, 1000, 1000, 1000, 1000, 2000, 3000].map((ms) => new Date(base + ms))
    for (const at of instants) await list.add(tag, at)
  }

  it('pages newest first without skipping or repeating a row, with the total on each page', async () => {
    const admin = await makeUser('admin')
    const tag = `t${unique()}`
    await sevenRows(tag)
    const { rows, totals, pages } = await pageThrough(admin, list.path(tag), 3)
    expect(pages).toBe(3)
    expect(rows).toHaveLength(7)
    expect(new Set(rows.map(list.key)).size).toBe(7)
    expect(rows).toEqual([...rows].sort(newestFirst(list.key)))
    expect(totals).toEqual([7, 7, 7])
  })

  it('neither skips nor repeats a row when one is added between pages', async () => {
    const admin = await makeUser('admin')
    const tag = `t${unique()}`
    await sevenRows(tag)
    const before = await pageThrough(admin, list.path(tag), 50)
    const { rows } = await pageThrough(admin, list.path(tag), 2, () => list.add(tag, new Date()))
    expect(rows.map(list.key)).toEqual(before.rows.map(list.key))
    expect((await pageThrough(admin, list.path(tag), 50)).rows).toHaveLength(8)
  })

  it('finds nothing for a search nothing holds, and refuses a cursor it did not make', async () => {
    const admin = await makeUser('admin')
    const tag = `t${unique()}`
    await sevenRows(tag)
    const none = await api('GET', list.path(`${tag}-nothing`), { cookie: admin.cookie })
    expect(none.body).toMatchObject({ data: [], meta: { total: 0, nextCursor: null } })

    const path = list.path(tag)
    for (const cursor of ['garbage', btoa('["orders-not-this",1,2]'), btoa('[1,2')]) {
      const bad = await api('GET', `${path}&cursor=${encodeURIComponent(cursor)}`, {
        cookie: admin.cookie,
      })
      expect(bad.status).toBe(400)
      expect(bad.body).toEqual(refusal('PAGE_CURSOR_INVALID'))
    }
  })

  it('answers 50 rows unless asked, at most 200', async () => {
    const admin = await makeUser('admin')
    const tag = `t${unique()}`
    await sevenRows(tag)
    const path = list.path(tag)
    expect((await api('GET', `${path}&limit=201`, { cookie: admin.cookie })).status).toBe(400)
    expect((await api('GET', `${path}&limit=0`, { cookie: admin.cookie })).status).toBe(400)
    expect((await api('GET', `${path}&limit=200`, { cookie: admin.cookie })).status).toBe(200)
  })
})

describe('a cursor of one list', () => {
  it('is refused by another', async () => {
    const admin = await makeUser('admin')
    const tag = `t${unique()}`
    for (let i = 0; i < 2; i++) {
      await LISTS[1]!.add(tag, new Date())
      await LISTS[3]!.add(tag, new Date())
    }
    const users = await api('GET', `/users?search=${tag}&limit=1`, { cookie: admin.cookie })
    const cursor = encodeURIComponent(metaOf(users).nextCursor!)
    const support = await api('GET', `/support?search=${tag}&limit=1&cursor=${cursor}`, {
      cookie: admin.cookie,
    })
    expect(support.body).toEqual(refusal('PAGE_CURSOR_INVALID'))
  })
})

describe('the first page of a list without a search', () => {
  it('holds 50 rows and names the rest', async () => {
    const admin = await makeUser('admin')
    const tag = `t${unique()}`
    for (let i = 0; i < 55; i++) await LISTS[2]!.add(tag, new Date(Date.now() - i * 1000))
    const first = await api('GET', '/newsletter', { cookie: admin.cookie })
    expect(first.body.data).toHaveLength(50)
    expect(metaOf(first).total).toBeGreaterThanOrEqual(55)
    expect(metaOf(first).nextCursor).toEqual(expect.any(String))
  })
})

describe('the orders filters', () => {
  const ids = (rows: { id: string }[]) => rows.map((o) => o.id)
  async function filtered(admin: TestUser, query: string) {
    const result = await api('GET', `/orders/all?${query}`, { cookie: admin.cookie })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return ids(result.body.data as { id: string }[])
  }

  /** Four orders of one test around Baghdad midnights (the dashboard's date rule). */
  async function fourOrders() {
    const customer = await makeUser()
    const tag = `t${unique()}`
    const ali = { firstName: 'Ali', lastName: `Hassan${tag}`, email: `ali.${tag}@example.iq` }
    const zainab = { firstName: 'Zainab', lastName: `Kareem${tag}`, email: `z.${tag}@example.iq` }
    const omar = { firstName: 'Omar', lastName: `Salim${tag}`, email: `OMAR.${tag}@Example.iq` }
    const a = await orderAt(customer, ali, '2026-07-01T09:00:00.000Z', 'pending')
    // 23:59:59 on 2 July in Baghdad
    const b = await orderAt(customer, zainab, '2026-07-02T20:59:59.000Z', 'shipped')
    // 00:00 on 3 July in Baghdad
    const c = await orderAt(customer, omar, '2026-07-02T21:00:00.000Z', 'delivered')
    // 00:00 on 1 July in Baghdad
    const d = await orderAt(customer, ali, '2026-06-30T21:00:00.000Z', 'pending')
    return { tag, a, b, c, d }
  }

  it('filter by status', async () => {
    const admin = await makeUser('admin')
    const { tag, a, b, c, d } = await fourOrders()
    expect(await filtered(admin, `customer=${tag}`)).toEqual([c, b, a, d])
    expect(await filtered(admin, `customer=${tag}&status=pending`)).toEqual([a, d])
    expect(await filtered(admin, `customer=${tag}&status=delivered`)).toEqual([c])
    const bad = await api('GET', '/orders/all?status=processing', { cookie: admin.cookie })
    expect(bad.status).toBe(400)
  })

  it('include the whole of dateFrom and dateTo in Baghdad time', async () => {
    const admin = await makeUser('admin')
    const { tag, a, b, c, d } = await fourOrders()
    expect(await filtered(admin, `customer=${tag}&dateFrom=2026-07-01&dateTo=2026-07-02`)).toEqual([
      b,
      a,
      d,
    ])
    expect(await filtered(admin, `customer=${tag}&dateFrom=2026-07-03`)).toEqual([c])
    expect(await filtered(admin, `customer=${tag}&dateTo=2026-06-30`)).toEqual([])
    expect(await filtered(admin, `customer=${tag}&dateTo=2026-07-01`)).toEqual([a, d])
    const bad = await api('GET', '/orders/all?dateFrom=1%20July', { cookie: admin.cookie })
    expect(bad.status).toBe(400)
  })

  it('match the customer text case-insensitively in first name, last name, e-mail or order id', async () => {
    const admin = await makeUser('admin')
    const { tag, a, b, c, d } = await fourOrders()
    expect(await filtered(admin, `customer=kareem${tag}`)).toEqual([b])
    expect(
      await filtered(admin, `customer=${encodeURIComponent(` omar.${tag}@EXAMPLE `)}`),
    ).toEqual([c])
    expect(await filtered(admin, `customer=ALI.${tag}`)).toEqual([a, d])
    expect(await filtered(admin, `customer=${b.slice(-6).toLowerCase()}`)).toEqual([b])
    expect(await filtered(admin, `customer=hassan${tag}&status=pending&dateTo=2026-06-30`)).toEqual(
      [],
    )
    // A character that means something to LIKE, or to a full-text query, means nothing here.
    expect(await filtered(admin, `customer=${tag}%25`)).toEqual([])
    expect(await filtered(admin, `customer=${encodeURIComponent(`${tag}" OR "ali`)}`)).toEqual([])
    expect(await filtered(admin, `customer=${encodeURIComponent(`Kareem${tag}*`)}`)).toEqual([])
  })

  it('find a name typed whole, in Arabic, or in two letters', async () => {
    const admin = await makeUser('admin')
    const { tag, a, b, d } = await fourOrders()
    expect(await filtered(admin, `customer=${encodeURIComponent(`ALI HASSAN${tag}`)}`)).toEqual([
      a,
      d,
    ])
    const customer = await makeUser()
    const arabic = { firstName: 'مصطفى', lastName: `الجبوري${tag}`, email: `m.${tag}@example.iq` }
    const e = await orderAt(customer, arabic, '2026-07-04T09:00:00.000Z')
    expect(await filtered(admin, `customer=${encodeURIComponent(`الجبوري${tag}`)}`)).toEqual([e])
    expect(
      await filtered(
        admin,
        `customer=${encodeURIComponent(`مصطفى الجب`)}&dateFrom=2026-07-04&dateTo=2026-07-04`,
      ),
    ).toContain(e)
    // Under three characters a trigram cannot look it up: every order is read, as before.
    const short = await filtered(
      admin,
      `customer=${b.slice(-2)}&dateFrom=2026-07-02&dateTo=2026-07-02`,
    )
    expect(short).toContain(b)
  })

  it('find an order by the phone, typed the ways Iraqis write it', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const tag = `t${unique()}`
    // Eight digits of this test's own, so no other order shares the number.
    const digits = String(Date.now() % 1e8).padStart(8, '0')
    const shipTo = (phone: string) => ({
      firstName: 'Ali',
      lastName: `Phone${tag}`,
      email: `p.${tag}@example.iq`,
      phone,
    })
    const spaced = await orderAt(
      customer,
      shipTo(`+964 77${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`),
      '2026-07-05T09:00:00.000Z',
    )
    const compact = await orderAt(customer, shipTo(`+96478${digits}`), '2026-07-05T10:00:00.000Z')
    const national = `077${digits}`
    const arabicIndic = (text: string) =>
      text.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)))
    for (const typed of [
      national,
      `0${national.slice(1, 4)} ${national.slice(4, 7)} ${national.slice(7)}`,
      `+964 ${national.slice(1)}`,
      `00964${national.slice(1)}`,
      arabicIndic(national),
      national.slice(0, 8),
    ])
      expect(await filtered(admin, `customer=${encodeURIComponent(typed)}`), typed).toEqual([
        spaced,
      ])
    expect(await filtered(admin, `customer=${encodeURIComponent(`078${digits}`)}`)).toEqual([
      compact,
    ])
    expect(await filtered(admin, `customer=${encodeURIComponent(`079${digits}`)}`)).toEqual([])
    // Changed by the admin (the shipping details): found by the new number, not the old.
    const edited = await db()
      .update(orders)
      .set({ shippingInfo: sql`json_set(${orders.shippingInfo}, '$.phone', '+964 750 000 0000')` })
      .where(eq(orders.id, compact))
      .returning({ id: orders.id })
    expect(edited).toHaveLength(1)
    expect(await filtered(admin, `customer=07500000000&dateFrom=2026-07-05`)).toContain(compact)
    expect(await filtered(admin, `customer=${encodeURIComponent(`078${digits}`)}`)).toEqual([])
  })

  it('forget a deleted order', async () => {
    const admin = await makeUser('admin')
    const { tag, a, b, c, d } = await fourOrders()
    const removed = await api('DELETE', `/orders/${b}`, { cookie: admin.cookie })
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    expect(await filtered(admin, `customer=${tag}`)).toEqual([c, a, d])
    expect(await filtered(admin, `customer=${b}`)).toEqual([])
  })

  it('count what they match in meta.total', async () => {
    const admin = await makeUser('admin')
    const { tag } = await fourOrders()
    const page = await api('GET', `/orders/all?customer=${tag}&status=pending&limit=1`, {
      cookie: admin.cookie,
    })
    expect(page.body.data).toHaveLength(1)
    expect(metaOf(page)).toMatchObject({ total: 2, nextCursor: expect.any(String) })
  })

  it('keep the unfiltered and per-status totals in step with orders placed, moved and deleted', async () => {
    const admin = await makeUser('admin')
    const { b, c } = await fourOrders()
    const totals = async () => {
      const counted = await db().all<{ status: string; n: number }>(
        sql`select status, count(*) as n from orders group by status`,
      )
      const total = async (query: string) =>
        metaOf(await api('GET', `/orders/all?limit=1${query}`, { cookie: admin.cookie })).total
      return {
        kept: {
          all: await total(''),
          pending: await total('&status=pending'),
          shipped: await total('&status=shipped'),
          delivered: await total('&status=delivered'),
        },
        counted: {
          all: counted.reduce((n, r) => n + r.n, 0),
          pending: counted.find((r) => r.status === 'pending')?.n ?? 0,
          shipped: counted.find((r) => r.status === 'shipped')?.n ?? 0,
          delivered: counted.find((r) => r.status === 'delivered')?.n ?? 0,
        },
      }
    }
    const before = await totals()
    expect(before.kept).toEqual(before.counted)
    const moved = await api('PUT', `/orders/${b}`, {
      cookie: admin.cookie,
      body: { status: 'delivered' },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect((await api('DELETE', `/orders/${c}`, { cookie: admin.cookie })).status).toBe(200)
    const after = await totals()
    expect(after.kept).toEqual(after.counted)
    expect(after.kept).toEqual({
      all: before.kept.all - 1,
      pending: before.kept.pending,
      shipped: before.kept.shipped - 1,
      delivered: before.kept.delivered,
    })
  })
})

describe('the users search', () => {
  it('matches the full name and the e-mail, ignoring case', async () => {
    const admin = await makeUser('admin')
    const tag = `t${unique()}`
    const made = await insertUser(
      db(),
      {
        email: `${tag}@example.iq`,
        firstName: 'Noor',
        lastName: `Jabbar${tag}`,
        phone: '',
        passwordHash: 'x',
      },
      new Date(),
    )
    for (const search of [`noor jabbar${tag}`, `JABBAR${tag}`, `${tag}@EXAMPLE.iq`]) {
      const result = await api('GET', `/users?search=${encodeURIComponent(search)}`, {
        cookie: admin.cookie,
      })
      expect(result.body.data.map((u: { id: number }) => u.id)).toEqual([made!.id])
      expect(result.body.data[0]).not.toHaveProperty('passwordHash')
    }
  })

  it('finds an account by its new name once renamed, and no longer by the old one', async () => {
    const admin = await makeUser('admin')
    const user = await makeUser()
    const tag = `t${unique()}`
    const renamed = await api('PUT', `/users/${user.id}`, {
      cookie: admin.cookie,
      body: { firstName: 'Hayder', lastName: `Obaidi${tag}` },
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    const found = async (search: string) =>
      (
        await api('GET', `/users?search=${encodeURIComponent(search)}`, { cookie: admin.cookie })
      ).body.data.map((u: { id: number }) => u.id)
    expect(await found(`hayder obaidi${tag}`)).toEqual([user.id])
    const deleted = await api('DELETE', `/users/${user.id}`, { cookie: admin.cookie })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(await found(`obaidi${tag}`)).toEqual([])
  })
})

describe('the newsletter export', () => {
  it('holds every subscriber, not a page', async () => {
    const admin = await makeUser('admin')
    const tag = `t${unique()}`
    for (let i = 0; i < 60; i++) await subscribe(db(), `${tag}-${i}@example.iq`, 'en', new Date())
    const page = await api('GET', '/newsletter', { cookie: admin.cookie })
    expect(page.body.data).toHaveLength(50)
    const json = await api('GET', '/newsletter/export?format=json', { cookie: admin.cookie })
    const emails = (json.body as unknown as { email: string }[]).map((s) => s.email)
    expect(emails.filter((e) => e.startsWith(tag))).toHaveLength(60)
  })
})

describe('bulk product delete', () => {
  it('deletes the selected products in one request and names the ones not found', async () => {
    const admin = await makeUser('admin')
    const [one, two, three] = [await makeProduct(), await makeProduct(), await makeProduct()]
    const result = await api('DELETE', '/products', {
      cookie: admin.cookie,
      body: { productIds: [one.id, two.id, one.id, 999_999] },
    })
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({
      deletedCount: 2,
      errors: [{ id: 999_999, code: 'PRODUCT_NOT_FOUND' }],
    })
    expect((await api('GET', `/products/${one.id}`)).status).toBe(404)
    expect((await api('GET', `/products/${two.id}`)).status).toBe(404)
    expect((await api('GET', `/products/${three.id}`)).status).toBe(200)
  })

  it('deletes more products than one statement binds', async () => {
    const admin = await makeUser('admin')
    const made = []
    for (let i = 0; i < 120; i++) made.push((await makeProduct()).id)
    const result = await api('DELETE', '/products', {
      cookie: admin.cookie,
      body: { productIds: made },
    })
    expect(result.body.data).toEqual({ deletedCount: 120, errors: [] })
    expect(await findProducts(db(), made.slice(0, 60))).toEqual([])
    expect(await findProducts(db(), made.slice(60))).toEqual([])
  })

  it('refuses an empty selection', async () => {
    const admin = await makeUser('admin')
    const result = await api('DELETE', '/products', {
      cookie: admin.cookie,
      body: { productIds: [] },
    })
    expect(result.status).toBe(400)
  })
})
