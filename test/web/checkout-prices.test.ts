// Checkout shows each line at today's catalogue price, so the lines add up to the subtotal the
// server will charge even when a price changed after the product went into the cart.
import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../worker/domain/default-settings'
import { dinars, lineTotal, sumDinars } from '../../worker/domain/money'
import type { Product, ShopSettings } from '../../web/src/lib/api-types'
import type { CartLine } from '../../web/src/stores/cart-rules'
import { atCurrentPrices } from '../../web/src/lib/cart-today'
import { checkoutTotals } from '../../web/src/features/checkout/hooks/use-checkout-totals'

const line = (id: number, price: number, quantity: number): CartLine => ({
  product: {
    id,
    name: `Part ${id}`,
    price: dinars(price),
    stock: 10,
    inStock: true,
    sizes: [],
  } as never,
  quantity,
  selectedSize: null,
})

const settings = {
  taxRate: 8,
  deliveryFees: { baghdad: 5_000, otherGovernorates: 10_000 },
  freeShippingThreshold: 150_000,
  paymentMethods: [{ id: 'card', fee: 0, available: true }],
} as unknown as ShopSettings

describe('checkout prices', () => {
  it('reprices lines whose catalogue price changed and keeps the others as they are', () => {
    const lines = [line(1, 20_000, 2), line(2, 5_000, 1)]
    const catalogue = [
      { id: 1, price: 25_000 },
      { id: 2, price: 5_000 },
    ] as Product[]
    const priced = atCurrentPrices(lines, catalogue)
    expect(priced.map((l) => l.product.price)).toEqual([25_000, 5_000])
    expect(priced[1]).toBe(lines[1])
    const totals = checkoutTotals(priced, 'card', 'baghdad', settings)
    const lineSum = sumDinars(priced.map((l) => lineTotal(l.product.price, l.quantity)))
    expect(totals.subtotal).toBe(lineSum)
    expect(totals).toEqual({
      subtotal: 55_000,
      shipping: 5_000,
      tax: 4_400,
      paymentFee: 0,
      total: 64_400,
    })
  })

  it('charges the default fees in whole dinars: delivery by zone, 8% tax, the COD fee', () => {
    // The pricing fields of the API's settings are the shop's own (the API adds readiness).
    const defaults = DEFAULT_SETTINGS as unknown as ShopSettings
    const lines = [line(1, 12_345, 1)]
    expect(checkoutTotals(lines, 'cod', 'baghdad', defaults)).toEqual({
      subtotal: 12_345,
      shipping: 5_000,
      tax: 988,
      paymentFee: 1_000,
      total: 19_333,
    })
    expect(checkoutTotals(lines, 'cod', 'otherGovernorates', defaults).shipping).toBe(10_000)
    const large = [line(1, 150_001, 1)]
    expect(checkoutTotals(large, 'cod', 'otherGovernorates', defaults).shipping).toBe(0)
  })

  it('keeps the cart price when the catalogue is not loaded or no longer has the product', () => {
    const lines = [line(1, 20_000, 1)]
    expect(atCurrentPrices(lines, undefined)).toEqual(lines)
    expect(atCurrentPrices(lines, [] as Product[])).toEqual(lines)
  })
})
