// The catalogue's cache and ETag belong to one database state: a reset, a restore or a point-in-time
// restore never meets an answer kept for another state; admins can clear the cache; the key is the
// parsed query (unknown parameters are refused); misses, suggestions and HEAD pass the doors, and
// HEAD never writes.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cataloguePage, readCatalogueVersion } from '../../worker/db/queries/catalogue'
import { catalogueCacheKey, keptFor } from '../../worker/middleware/catalogue-cache'
import { productQuerySchema } from '../../worker/schemas/product'
import { stopRuntimeClock } from './clock'
import { api, db, makeProduct, makeUser, ORIGIN, refusal } from './helpers'
import { emptyStorage } from './storage'
import { workerFetch, workerFetchSettled } from './worker-fetch'

beforeEach(emptyStorage)

const priceOf = async (id: number, headers: Record<string, string> = {}) => {
  const answer = await api('GET', `/products?ids=${id}`, { headers })
  const body = answer.body as { data?: { price: number }[] } | null
  return { answer, price: body?.data?.[0]?.price }
}

/** The kept copy of `GET /products?ids=<id>` that the current version would serve. */
async function cachedCopy(id: number) {
  const version = await readCatalogueVersion(db())
  const query = productQuerySchema.parse({ ids: String(id) })
  const key = catalogueCacheKey(ORIGIN, '/api/products', undefined, query)
  return keptFor(await caches.default.match(key), version)
}

/** A write straight in D1, as any write does (prices are kept in whole dinars). */
const setPrice = (id: number, price: number) =>
  env.DB.prepare('UPDATE products SET price = ? WHERE id = ?').bind(price, id).run()

describe('the cache and the database state', () => {
  it('never serves an answer kept for another state after the version row goes back (reset, restore, time travel)', async () => {
    const product = await makeProduct({ price: 1000 })
    const before = await readCatalogueVersion(db())
    const first = await priceOf(product.id)
    expect(first.price).toBe(1000)
    await vi.waitFor(async () => expect(await cachedCopy(product.id)).toBeDefined())
    // A database made again (db:reset) or restored to an earlier point holds an earlier version;
    // the next write then must not land on a version whose answers are already kept.
    await env.DB.prepare('UPDATE catalogue_version SET version = ? WHERE id = 1')
      .bind(before - 1)
      .run()
    await setPrice(product.id, 3000)
    const after = await priceOf(product.id)
    expect(after.price).toBe(3000)
    expect(after.answer.headers.get('ETag')).not.toBe(first.answer.headers.get('ETag'))
    // A browser holding the old ETag is answered afresh, not with 304.
    const revalidated = await priceOf(product.id, {
      'If-None-Match': first.answer.headers.get('ETag')!,
    })
    expect(revalidated.answer.status).toBe(200)
    expect(revalidated.price).toBe(3000)
  })

  it('draws a version at random on every write: no two writes give the same one', async () => {
    const product = await makeProduct()
    const seen = new Set<number>()
    for (let i = 0; i < 5; i++) {
      await setPrice(product.id, 1000 + i)
      seen.add(await readCatalogueVersion(db()))
    }
    expect(seen.size).toBe(5)
  })

  it('tells which version a search read in one statement saw, and keeps it under that version', async () => {
    const product = await makeProduct({ name: 'Ridgeline Brake Lever', price: 1000 })
    const search = productQuerySchema.parse({ search: 'ridgeline' })
    const before = await cataloguePage(db(), search)
    expect(before.rows.map((r) => r.id)).toEqual([product.id])
    expect(before.readAt).toBe(await readCatalogueVersion(db()))
    // A filter counts its total in a statement of its own: no one statement saw the whole answer.
    const filtered = productQuerySchema.parse({ search: 'ridgeline', category: product.category })
    expect((await cataloguePage(db(), filtered)).readAt).toBeNull()
    await setPrice(product.id, 2000)
    const after = await cataloguePage(db(), search)
    expect(after.readAt).toBe(await readCatalogueVersion(db()))
    expect(after.readAt).not.toBe(before.readAt)

    expect((await api('GET', '/products?search=ridgeline')).status).toBe(200)
    const key = catalogueCacheKey(ORIGIN, '/api/products', undefined, search)
    const keptAt = async () => keptFor(await caches.default.match(key), after.readAt!)
    await vi.waitFor(async () => expect(await keptAt()).toBeDefined())
    const kept = await (await keptAt())!.json<{ data: { price: number }[] }>()
    expect(kept.data[0]?.price).toBe(2000)
  })

  it('serves a search kept under an older version never again, and answers its current ETag with 304', async () => {
    const product = await makeProduct({ name: 'Saltmarsh Clutch Cable', price: 1000 })
    const search = async (headers: Record<string, string> = {}) => {
      const answer = await api('GET', '/products?search=saltmarsh', { headers })
      const body = answer.body as { data?: { price: number }[] } | null
      return { answer, price: body?.data?.[0]?.price }
    }
    const first = await search()
    expect(first.price).toBe(1000)
    const key = catalogueCacheKey(
      ORIGIN,
      '/api/products',
      undefined,
      productQuerySchema.parse({ search: 'saltmarsh' }),
    )
    await vi.waitFor(async () => expect(await caches.default.match(key)).toBeDefined())
    await setPrice(product.id, 2500)
    // The copy kept before the write is still there, and not served: the price is today's.
    expect(await caches.default.match(key)).toBeDefined()
    const second = await search()
    expect(second.price).toBe(2500)
    const etag = second.answer.headers.get('ETag')!
    expect(etag).not.toBe(first.answer.headers.get('ETag'))
    expect(etag).toBe(`"catalogue-${String(await readCatalogueVersion(db()))}"`)
    expect((await search({ 'If-None-Match': etag })).answer.status).toBe(304)
    expect((await search({ 'If-None-Match': first.answer.headers.get('ETag')! })).price).toBe(2500)
  })

  it('lets admins clear the cache: the old ETag and the kept answer are not used again', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ price: 1000 })
    const first = await priceOf(product.id)
    await vi.waitFor(async () => expect(await cachedCopy(product.id)).toBeDefined())
    const etag = first.answer.headers.get('ETag')!
    expect((await api('POST', '/admin/cache/clear', { cookie: customer.cookie })).status).toBe(403)
    expect((await api('POST', '/admin/cache/clear')).status).toBe(401)
    const cleared = await api('POST', '/admin/cache/clear', { cookie: admin.cookie })
    expect(cleared.status).toBe(200)
    expect(await cachedCopy(product.id)).toBeUndefined()
    const again = await priceOf(product.id, { 'If-None-Match': etag })
    expect(again.answer.status).toBe(200)
    expect(again.answer.headers.get('ETag')).not.toBe(etag)
  })
})

/**
 * Calls until the first 429 (at most 300 calls) and answers how many passed before it, all in one
 * minute of the limiter's (the runtime's clock stands still meanwhile: test/worker/clock.ts).
 */
async function passedBeforeRefusal(call: (i: number) => Promise<number>) {
  stopRuntimeClock()
  for (let i = 0; i < 300; i++) {
    const status = await call(i)
    if (status === 429) return i
    expect(status, `call ${i}`).toBeLessThan(400)
  }
  return Infinity
}

describe('the cache key and the doors of catalogue reads', () => {
  it('refuses an unknown query parameter on every cached read', async () => {
    const product = await makeProduct()
    for (const path of [
      '/products?nocache=1',
      '/products?search=brake&x=1',
      `/products/${product.id}?x=1`,
      '/products/categories?x=1',
      '/products/suggestions?q=br&x=1',
      '/vehicles?x=1',
    ]) {
      const answer = await api('GET', path)
      expect(answer.status, path).toBe(400)
      expect(answer.body.code, path).toBe('INVALID_REQUEST')
    }
  })

  it('keys the cache on the parsed query: the same query in another spelling is a hit, not a miss', async () => {
    // One minute of the limiter's: the 150 calls below would pass a door of 120 misses in it.
    stopRuntimeClock()
    await makeProduct()
    const address = '10.91.0.1'
    const headers = { 'CF-Connecting-IP': address }
    expect((await api('GET', '/products?sort=newest&limit=24', { headers })).status).toBe(200)
    const version = await readCatalogueVersion(db())
    const key = catalogueCacheKey(
      ORIGIN,
      '/api/products',
      undefined,
      productQuerySchema.parse({ sort: 'newest' }),
    )
    await vi.waitFor(async () =>
      expect(keptFor(await caches.default.match(key), version)).toBeDefined(),
    )
    // 150 hits in other spellings, past the 120 misses an address may make a minute.
    const spellings = ['limit=24&sort=newest', 'sort=newest', 'sort=newest&limit=024']
    for (let i = 0; i < 150; i++) {
      const answer = await api('GET', `/products?${spellings[i % 3]}`, { headers })
      expect(answer.status, `call ${i}`).toBe(200)
    }
  })

  it('puts misses behind a door per address (120 a minute): another address is not affected', async () => {
    await makeProduct()
    const headers = { 'CF-Connecting-IP': '10.91.0.2' }
    const passed = await passedBeforeRefusal(
      async (i) => (await api('GET', `/products?search=miss${i}`, { headers })).status,
    )
    expect(passed).toBe(120)
    const refused = await api('GET', '/products?search=another', { headers })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual(refusal('TOO_MANY_REQUESTS'))
    expect(refused.headers.get('Retry-After')).toBe('60')
    const other = await api('GET', '/products?search=another', {
      headers: { 'CF-Connecting-IP': '10.91.0.3' },
    })
    expect(other.status).toBe(200)
    // About 120 calls: beside the browser tests they may take more than 30 s.
  }, 120_000)

  it('puts suggestions behind a door per address (120 a minute), cached or not', async () => {
    const headers = { 'CF-Connecting-IP': '10.91.0.4' }
    const passed = await passedBeforeRefusal(
      async () => (await api('GET', '/products/suggestions?q=br', { headers })).status,
    )
    expect(passed).toBe(120)
    // About 120 calls: beside the browser tests they may take more than 30 s.
  }, 120_000)
})

describe('HEAD', () => {
  it('passes the same doors as GET', async () => {
    const headers = { 'CF-Connecting-IP': '10.91.0.5' }
    const passed = await passedBeforeRefusal(async () => {
      const status = (await head('/api/track/0123456789abcdef0123456789abcdef', '10.91.0.5')).status
      return status === 404 ? 200 : status
    })
    expect(passed).toBe(60)
    // GET shares the count.
    expect((await api('GET', '/track/0123456789abcdef0123456789abcdef', { headers })).status).toBe(
      429,
    )
    // About 120 calls: beside the browser tests they may take more than 30 s.
  }, 120_000)

  it('is never a write: it does not start the back-in-stock sweep', async () => {
    const product = await makeProduct({ stock: 4 })
    await env.DB.prepare(
      "INSERT INTO stock_alerts (product_id, email, language, created_at) VALUES (?, 'r@example.iq', 'en', ?)",
    )
      .bind(product.id, new Date().toISOString())
      .run()
    // Answered once whatever they started after the response has finished.
    const settled = { settled: true }
    expect((await head(`/api/products/${product.id}`, '10.91.0.6', settled)).status).toBe(200)
    expect((await head('/api/products', '10.91.0.6', settled)).status).toBe(200)
    const left = await env.DB.prepare('SELECT count(*) AS n FROM stock_alerts').first<{
      n: number
    }>()
    expect(left?.n).toBe(1)
  })
})

const head = (path: string, address: string, { settled = false } = {}) =>
  (settled ? workerFetchSettled : workerFetch)(`${ORIGIN}${path}`, {
    method: 'HEAD',
    headers: { 'CF-Connecting-IP': address },
  })
