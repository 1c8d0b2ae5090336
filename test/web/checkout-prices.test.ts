// Checkout shows each line at today's catalogue price, so the lines add up to the subtotal the
// server will charge even when a price changed after the product went into the cart.
import { describe, expect, it } from 'vitest'
import { lineTotal, sumFils, toFils } from '../../worker/domain/money'
import type { Product, ShopSettings } from '../../web/src/lib/api-types'
import type { CartLine } from '../../web/src/stores/cart-rules'
import {
  atCurrentPrices,
  checkoutTotals,
} from '../../web/src/features/checkout/hooks/use-checkout-totals'

const line = (id: number, price: number, quantity: number): CartLine => ({
  product: { id, name: `Part ${id}`, price, stock: 10, inStock: true, sizes: [] } as never,
  quantity,
  selectedSize: null,
})

const settings = {
  taxRate: 8,
  deliveryFees: { baghdad: 9.99, otherGovernorates: 9.99 },
  freeShippingThreshold: 75,
  paymentMethods: [{ id: 'card', fee: 0, available: true }],
} as unknown as ShopSettings

describe('checkout prices', () => {
  it('reprices lines whose catalogue price changed and keeps the others as they are', () => {
    const lines = [line(1, 20, 2), line(2, 5, 1)]
    const catalogue = [
      { id: 1, price: 25 },
      { id: 2, price: 5 },
    ] as Product[]
    const priced = atCurrentPrices(lines, catalogue)
    expect(priced.map((l) => l.product.price)).toEqual([25, 5])
    expect(priced[1]).toBe(lines[1])
    const totals = checkoutTotals(priced, 'card', 'baghdad', settings)
    const lineSum = sumFils(priced.map((l) => lineTotal(toFils(l.product.price), l.quantity)))
    expect(totals.subtotal).toBe(lineSum)
  })

  it('keeps the cart price when the catalogue is not loaded or no longer has the product', () => {
    const lines = [line(1, 20, 1)]
    expect(atCurrentPrices(lines, undefined)).toEqual(lines)
    expect(atCurrentPrices(lines, [] as Product[])).toEqual(lines)
  })
})
