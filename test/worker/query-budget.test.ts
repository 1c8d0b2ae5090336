// Each storefront read runs a fixed, small number of D1 statements (D1 runs one statement at a
// time per database, so a read that grows with the data or the page would queue every shopper):
// counted by the request log's meter (worker/lib/d1-meter.ts), uncached and from the cache.
import { describe, expect, it } from 'vitest'
import { makeProduct } from './helpers'
import { logLines, logged } from './request-lines'

async function statementsOf(path: string): Promise<number> {
  const [line] = await logLines(() => logged(path))
  expect(line?.status, path).toBe(200)
  return line?.d1Statements as number
}

const BUDGETS: [path: string, statements: number][] = [
  // The cache's version check, the page, its total, and the version again before the answer is
  // kept (middleware/catalogue-cache.ts: a write in between must not be cached as the old state).
  ['/products', 4],
  ['/products?search=brake&sort=relevance', 4],
  ['/products?category=Braking%20System&sort=price-asc&inStock=1', 4],
  // The version check, the product, its reviews, its related cards, its fitment rows, the
  // version again.
  ['/products/{id}', 6],
  // The version check, the counts, the version again.
  ['/products/categories', 3],
  // The version check, the names, the version again.
  ['/products/suggestions?q=bra', 3],
  ['/analytics/highlights', 2],
  ['/settings', 1],
]

describe('the D1 statement budget of each storefront read', () => {
  it('holds for every read, and a repeated catalogue read costs one statement', async () => {
    for (let i = 0; i < 30; i++)
      await makeProduct({ stock: 3, category: 'Braking System', name: `Brake Pads ${String(i)}` })
    const product = await makeProduct({ stock: 3, category: 'Braking System' })
    for (const [template, budget] of BUDGETS) {
      const path = template.replace('{id}', String(product.id))
      expect(await statementsOf(path), path).toBeLessThanOrEqual(budget)
    }
    // Asked again, the catalogue answers from its cache after its one version check.
    for (const path of ['/products', '/products?search=brake&sort=relevance'])
      expect(await statementsOf(path), path).toBe(1)
  })
})
