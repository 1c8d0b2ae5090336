import { describe, expect, it } from 'vitest'
import { dinars } from '../../worker/domain/money'
import { subtotalOf } from '../../worker/domain/totals'
import {
  addLine,
  type CartProduct,
  clampQuantity,
  itemCount,
  lineKey,
  maxQuantity,
  needsSize,
  pricedLines,
  removeLine,
  setLineQuantity,
} from '../../web/src/stores/cart-rules'
import { addAllToCart, needingSize, toggleWishlist } from '../../web/src/stores/wishlist-rules'
import { lineAvailability } from '../../web/src/lib/cart-today'

const product = (overrides: Partial<CartProduct> = {}): CartProduct => ({
  id: 1001,
  name: 'Full-Face Sport Helmet',
  nameAr: 'خوذة رياضية كاملة الوجه',
  price: dinars(285000),
  originalPrice: dinars(325000),
  image: '/images/products/helmets/full-face.svg',
  images: [],
  stock: 4,
  inStock: true,
  sizes: ['M', 'L'],
  category: 'Helmets',
  ...overrides,
})

describe('the cart', () => {
  it('adds a new line with quantity one, and raises the quantity when the same product and size come again', () => {
    let lines = addLine([], product(), 'L')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ quantity: 1, selectedSize: 'L' })
    lines = addLine(lines, product(), 'L')
    expect(lines).toHaveLength(1)
    expect(lines[0]!.quantity).toBe(2)
  })

  it('keeps the same product in another size as its own line', () => {
    const lines = addLine(addLine([], product(), 'L'), product(), 'M')
    expect(lines.map((l) => lineKey(l.product.id, l.selectedSize))).toEqual(['1001:L', '1001:M'])
    expect(itemCount(lines)).toBe(2)
  })

  it('never holds more than the stock, nor less than one', () => {
    let lines = addLine([], product({ stock: 2 }), 'L', 5)
    expect(lines[0]!.quantity).toBe(2)
    lines = addLine(lines, product({ stock: 2 }), 'L')
    expect(lines[0]!.quantity).toBe(2)
    expect(clampQuantity(0, { stock: 3 })).toBe(1)
    expect(clampQuantity(2.7, { stock: 3 })).toBe(2)
  })

  it("never holds more than the shop's per-line limit, 10 until the settings say otherwise", () => {
    const plenty = product({ stock: 50 })
    let lines = addLine([], plenty, 'L', 8)
    lines = addLine(lines, plenty, 'L', 8)
    expect(lines[0]!.quantity).toBe(10)
    expect(setLineQuantity(lines, '1001:L', 30)[0]!.quantity).toBe(10)
    expect(maxQuantity(plenty)).toBe(10)
    expect(clampQuantity(50, {})).toBe(10)

    expect(addLine([], plenty, 'L', 8, 3)[0]!.quantity).toBe(3)
    expect(setLineQuantity(lines, '1001:L', 30, 25)[0]!.quantity).toBe(25)
    expect(maxQuantity(plenty, 25)).toBe(25)
    expect(maxQuantity(product({ stock: 4 }), 25)).toBe(4)
  })

  it('removes a line when its quantity is set to zero or less, and on Remove', () => {
    const lines = addLine(addLine([], product(), 'L'), product({ id: 1007, sizes: [] }), null)
    expect(setLineQuantity(lines, '1001:L', 0).map((l) => l.product.id)).toEqual([1007])
    expect(setLineQuantity(lines, '1001:L', -3).map((l) => l.product.id)).toEqual([1007])
    expect(setLineQuantity(lines, '1001:L', 3)[0]!.quantity).toBe(3)
    expect(removeLine(lines, '1007:').map((l) => l.product.id)).toEqual([1001])
  })

  it('asks for a size first only when the product has sizes', () => {
    expect(needsSize(product(), null)).toBe(true)
    expect(needsSize(product(), 'M')).toBe(false)
    expect(needsSize(product({ sizes: [] }), null)).toBe(false)
  })
})

describe("a cart line against today's catalogue", () => {
  const line = (quantity: number) => addLine([], product({ stock: 9 }), 'M', quantity)[0]!
  const today = (stock: number, inStock = stock > 0) => [{ id: 1001, stock, inStock }]

  it('is whole while the stock and the per-line limit hold its quantity', () => {
    expect(lineAvailability(line(3), today(3))).toEqual({ kind: 'all' })
    expect(lineAvailability(line(3), today(50), 3)).toEqual({ kind: 'all' })
  })

  it('says how many can be ordered when fewer are left, or the limit is lower', () => {
    expect(lineAvailability(line(4), today(2))).toEqual({ kind: 'fewer', most: 2 })
    expect(lineAvailability(line(4), today(50), 3)).toEqual({ kind: 'fewer', most: 3 })
  })

  it('is sold out at no stock, when marked out of stock, or gone from the shop', () => {
    expect(lineAvailability(line(1), today(0))).toEqual({ kind: 'none' })
    expect(lineAvailability(line(1), today(5, false))).toEqual({ kind: 'none' })
    expect(lineAvailability(line(1), [])).toEqual({ kind: 'none' })
  })

  it('knows nothing against a catalogue not read yet', () => {
    expect(lineAvailability(line(4), undefined)).toEqual({ kind: 'all' })
  })
})

describe('the cart in whole dinars', () => {
  it('prices each line at the dinar price the API sent, so the subtotal is an exact sum', () => {
    const lines = [
      { product: product({ id: 1, price: dinars(12_500) }), quantity: 3, selectedSize: 'M' },
      { product: product({ id: 2, price: dinars(7_250) }), quantity: 1, selectedSize: 'M' },
    ]
    expect(pricedLines(lines)).toEqual([
      { unitPrice: 12_500, quantity: 3 },
      { unitPrice: 7_250, quantity: 1 },
    ])
    expect(subtotalOf(pricedLines(lines))).toBe(44_750)
  })
})

describe('the wishlist', () => {
  it('toggles a product in and out, once per id', () => {
    const once = toggleWishlist([], product())
    expect(once.map((p) => p.id)).toEqual([1001])
    expect(toggleWishlist(once, product())).toEqual([])
  })

  it('Add All to Cart adds what is in stock, and leaves a product sold in sizes to the shopper', () => {
    const list = [
      product(),
      product({ id: 1006, stock: 0, inStock: false }),
      product({ id: 1007, sizes: [] }),
      product({ id: 1008, sizes: [], stock: 0, inStock: false }),
    ]
    const lines = addAllToCart([], list)
    // The helmet went in as M, its first size, whatever the rider's head.
    expect(lines.map((l) => lineKey(l.product.id, l.selectedSize))).toEqual(['1007:'])
    expect(needingSize(list).map((p) => p.id)).toEqual([1001])
  })
})
