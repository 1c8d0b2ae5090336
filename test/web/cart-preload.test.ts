// The checkout's products are asked for by index.html's inline script, which runs these two
// functions' source before the app (web/first-screen-preloads.ts), and by the app's own query: both
// must read the stored cart the same way and ask the same addresses.
import { describe, expect, it } from 'vitest'
import { MAX_IDS_PER_CALL, MAX_PAGE_SIZE } from '../../worker/domain/catalogue'
import { productIdPages } from '../../web/src/lib/queries/product-id-pages'
import { savedCartIds } from '../../web/src/stores/cart-storage'

const line = (id: unknown, selectedSize?: string) => ({
  product: { id },
  quantity: 1,
  selectedSize,
})

describe("the checkout's cart, read before the app", () => {
  it('takes the product ids of the stored lines, and nothing from storage it cannot read', () => {
    expect(savedCartIds([line(1008), line(1001, 'M'), line(1001, 'L')])).toEqual([1008, 1001, 1001])
    for (const unreadable of [null, 'x', 42, { product: { id: 1 } }, undefined])
      expect(savedCartIds(unreadable)).toEqual([])
    expect(savedCartIds([line('1008'), line(1.5), null, {}, { product: null }, line(7)])).toEqual([
      7,
    ])
  })

  it('asks each id once, ascending, a page of ids per call', () => {
    expect(productIdPages([1008, 1001, 1001], MAX_IDS_PER_CALL, MAX_PAGE_SIZE)).toEqual([
      { ids: '1001,1008', limit: String(MAX_PAGE_SIZE) },
    ])
    const many = Array.from({ length: MAX_IDS_PER_CALL + 1 }, (_, i) => 2000 - i)
    const pages = productIdPages(many, MAX_IDS_PER_CALL, MAX_PAGE_SIZE)
    expect(pages.map((page) => page.ids.split(',').length)).toEqual([MAX_IDS_PER_CALL, 1])
    expect(pages[1]?.ids).toBe('2000')
    expect(productIdPages([], MAX_IDS_PER_CALL, MAX_PAGE_SIZE)).toEqual([])
  })

  it('runs from its own source, as the inline script runs it', () => {
    // Nothing outside the functions may be named in them: the inline script has none of it.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- as the page runs it
    const run = new Function(
      `return (${productIdPages.toString()})((${savedCartIds.toString()})(arguments[0]), 50, 100)`,
    ) as (cart: unknown) => unknown
    expect(run([line(3), line(2)])).toEqual([{ ids: '2,3', limit: '100' }])
  })
})
