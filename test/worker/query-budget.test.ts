// Each storefront read runs a fixed, small number of D1 statements (D1 runs one statement at a
// time per database, so a read that grows with the data or the page would queue every shopper)
// and reads a bounded number of rows (D1's meta.rows_read, what it bills): counted by the request
// log's meter (worker/lib/d1-meter.ts), uncached and from the cache.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { drawCatalogueVersion } from '../../worker/db/queries/catalogue'
import { catalogueCacheKey } from '../../worker/middleware/catalogue-cache'
import {
  noQuerySchema,
  productQuerySchema,
  suggestionQuerySchema,
} from '../../worker/schemas/product'
import { db, insertProducts, makeProduct, makeUser, ORIGIN, orderBody } from './helpers'
import { logLines, logged } from './request-lines'

interface Cost {
  statements: number
  rowsRead: number
}

async function costOf(paths: string[]): Promise<Cost> {
  const lines = await logLines(async () => {
    for (const path of paths) await logged(path)
  })
  expect(
    lines.map((l) => l.status),
    paths.join(' '),
  ).toEqual(paths.map(() => 200))
  return {
    statements: lines.reduce((n, l) => n + (l.d1Statements as number), 0),
    rowsRead: lines.reduce((n, l) => n + (l.d1RowsRead as number), 0),
  }
}

/** The query of each catalogue read that can answer in one statement, by path. */
const ONE_STATEMENT_QUERIES: Record<string, z.ZodType> = {
  '/products': productQuerySchema,
  '/products/categories': noQuerySchema,
  '/products/suggestions': suggestionQuerySchema,
}

/** Drops the Workers cache's copy of a path. The test files of a vitest worker share one runtime
 * and its cache (test/worker/storage.ts): a copy an earlier file kept at its own catalogue version
 * is never served here, but telling it old costs a version read that an unseen read does not. */
async function forgetKept(path: string) {
  const url = new URL(path, ORIGIN)
  const schema = ONE_STATEMENT_QUERIES[url.pathname]
  if (!schema) return
  const query = schema.parse(Object.fromEntries(url.searchParams))
  await caches.default.delete(catalogueCacheKey(ORIGIN, `/api${url.pathname}`, undefined, query))
}

const CATEGORIES = [
  'Helmets',
  'Engine Parts',
  'Braking System',
  'Electrical',
  'Tires & Wheels',
  'Accessories',
]

/** 3,000 brake pads, chains and filters for three makes, so a common word matches a third of
 * them, in the six categories. */
const seedCatalogue = () => {
  const part = `CASE i % 3 WHEN 0 THEN 'Brake Pads' WHEN 1 THEN 'Chain Kit' ELSE 'Oil Filter' END`
  const make = `CASE i % 5 WHEN 0 THEN 'Honda' WHEN 1 THEN 'Yamaha' ELSE 'Suzuki' END`
  return insertProducts(3_000, {
    name: `${part} || ' for ' || ${make} || ' ' || i`,
    category: `CASE i % 6 ${CATEGORIES.map((c, k) => `WHEN ${String(k)} THEN '${c}'`).join(' ')} END`,
    text: `'Made to fit, tested in Baghdad heat, for ' || ${make}`,
  })
}

const HOME_PAGE = ['/settings', '/products', '/products/categories', '/analytics/highlights']

/** At 3,000 products. None but the filtered page grows with the catalogue: the totals are kept
 * by triggers or counted up to SEARCH_TOTAL_CAP (a row each), a search ranks at most BM25_MATCHES
 * by bm25 (two rows each: the match and its size), and a page reads its own cards. A search with
 * nothing else to filter on reads its total in its page's statement (the count that chooses its
 * ranking). */
const BUDGETS: [name: string, paths: string[], statements: number, rowsRead: number][] = [
  // The cache's version check, the page, its total, and the version again before the answer is
  // kept (middleware/catalogue-cache.ts: a write in between must not be cached as the old state).
  ['catalogue page', ['/products'], 4, 50],
  // 200 matches: the most a search ranks by bm25 (BM25_MATCHES), so the most one reads. Not seen
  // before: the page alone, with its total and the version it was read at.
  ['search', ['/products?search=honda%20brake%20pads&sort=relevance'], 1, 700],
  // 3,000 matches: ranked by where the words are, counted as far as 200.
  ['search of many matches', ['/products?search=for&sort=relevance'], 1, 300],
  // Counting the in-stock products of a category reads that category's rows (500).
  ['filtered page', ['/products?category=Braking%20System&sort=price-asc&inStock=1'], 4, 600],
  // The version check, the product, its reviews, its related cards, its fitment rows, the
  // version again.
  ['product page', ['/products/{id}'], 6, 20],
  // The counts with the version they were read at.
  ['categories', ['/products/categories'], 1, 10],
  // The names with the version they were read at.
  ['suggestions', ['/products/suggestions?q=bra'], 1, 300],
  ['highlights', ['/analytics/highlights'], 2, 5],
  ['settings', ['/settings'], 1, 1],
  // What the home page asks for: the settings, the first page, the counts, the highlights.
  ['home page', HOME_PAGE, 1 + 4 + 1 + 2, 60],
]

describe('the D1 budget of each storefront read', () => {
  let productId = 0
  beforeAll(async () => {
    await seedCatalogue()
    productId = (await makeProduct({ stock: 3, category: 'Braking System' })).id
  })
  // Every budget is for an answer read from D1, not from the cache.
  beforeEach(() => drawCatalogueVersion(db()))

  it.each(BUDGETS)(
    'holds for the %s at 3,000 products: statements and rows read',
    async (_, paths, statements, rowsRead) => {
      await Promise.all(paths.map(forgetKept))
      const cost = await costOf(paths.map((p) => p.replace('{id}', String(productId))))
      expect(cost.statements).toBeLessThanOrEqual(statements)
      expect(cost.rowsRead).toBeLessThanOrEqual(rowsRead)
    },
  )

  it('costs one version read more for a one-statement read kept before the last write', async () => {
    await costOf(['/products/categories'])
    await drawCatalogueVersion(db())
    expect((await costOf(['/products/categories'])).statements).toBe(2)
  })

  it('counts the rows D1 reads, not the rows it answers with', async () => {
    const cost = await costOf(['/products?category=Braking%20System&inStock=1&limit=1'])
    expect(cost.rowsRead).toBeGreaterThanOrEqual(500)
  })

  it('answers a repeated catalogue read from the cache with one statement of one row', async () => {
    for (const path of ['/products', '/products?search=brake%20pads&sort=relevance']) {
      await costOf([path])
      expect(await costOf([path]), path).toEqual({ statements: 1, rowsRead: 1 })
    }
  })
})

describe('the D1 budget of placing an order', () => {
  it('places a cash-on-delivery order in a fixed number of statements, whatever the shop holds', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const lines = await logLines(() =>
      logged(
        '/orders',
        {},
        { body: orderBody([{ id: product.id, quantity: 1 }]), cookie: customer.cookie },
      ),
    )
    expect(lines.map((l) => l.status)).toEqual([201])
    // Three round trips: the session (1 statement); the settings, the products, the phone's
    // refusals and the key's earlier order in one batch (5); and the order's own batch (13: the
    // state its rules met, the order, the stock and limit checks, the stock taken, the line, the
    // event, the customer's language and the two admin chats' messages). 16 statements in six
    // round trips before the reads were batched and the order no longer read back.
    expect(lines[0]?.d1Statements).toBeLessThanOrEqual(19)
  })
})
