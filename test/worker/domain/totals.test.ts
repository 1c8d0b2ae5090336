// Order totals from shop settings: shipping boundary, tax, payment fees, all in fils.
import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../../worker/domain/default-settings'
import { deliveryZoneOf } from '../../../worker/domain/iraq-address'
import { asFils, toDinars } from '../../../worker/domain/money'
import {
  computeTotals,
  type PricingRules,
  type Totals,
  pricingRulesFrom,
  subtotalOf,
  totalsFromDinars,
} from '../../../worker/domain/totals'

const rules: PricingRules = pricingRulesFrom(DEFAULT_SETTINGS)
const line = (unitPrice: number, quantity = 1) => ({ unitPrice: asFils(unitPrice), quantity })

describe('pricingRulesFrom', () => {
  it('reads the default settings as the spec constants', () => {
    expect(rules).toEqual({
      taxRate: 8,
      deliveryFees: { baghdad: 9.99, otherGovernorates: 9.99 },
      freeShippingThreshold: 75,
      paymentFees: { cod: 2.99, fib: 0, zaincash: 0, card: 0, paypal: 0 },
    })
  })

  it('charges nothing for a method the settings do not list', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      paymentMethods: DEFAULT_SETTINGS.paymentMethods.filter((m) => m.id !== 'cod'),
    }
    expect(pricingRulesFrom(settings).paymentFees.cod).toBe(0)
  })
})

describe('computeTotals', () => {
  it('sums lines by quantity', () => {
    expect(subtotalOf([line(20_000, 2), line(5_500, 3)])).toBe(56_500)
    expect(subtotalOf([])).toBe(0)
  })

  it('charges shipping, tax and the cash-on-delivery fee on a small order', () => {
    expect(computeTotals([line(20_000, 2)], 'cod', 'baghdad', rules)).toEqual({
      subtotal: 40_000,
      shipping: 9_990,
      tax: 3_200,
      paymentFee: 2_990,
      total: 56_180,
    })
  })

  it('still charges shipping at exactly the 75 threshold', () => {
    expect(computeTotals([line(75_000)], 'card', 'baghdad', rules).shipping).toBe(9_990)
  })

  it('ships free one fil above the threshold', () => {
    const totals = computeTotals([line(75_001)], 'card', 'baghdad', rules)
    expect(totals.shipping).toBe(0)
    expect(totals.total).toBe(75_001 + 6_000)
  })

  it('charges no payment fee for card or paypal', () => {
    expect(computeTotals([line(10_000)], 'card', 'baghdad', rules).paymentFee).toBe(0)
    expect(computeTotals([line(10_000)], 'paypal', 'baghdad', rules).paymentFee).toBe(0)
  })

  it('charges nothing but the payment fee for an empty cart', () => {
    expect(computeTotals([], 'card', 'baghdad', rules)).toEqual({
      subtotal: 0,
      shipping: 0,
      tax: 0,
      paymentFee: 0,
      total: 0,
    })
  })

  it('works for zero-decimal dinar prices of realistic size', () => {
    const totals = computeTotals([line(125_000_000), line(45_000_000, 2)], 'cod', 'baghdad', rules)
    expect(totals).toEqual({
      subtotal: 215_000_000,
      shipping: 0,
      tax: 17_200_000,
      paymentFee: 2_990,
      total: 232_202_990,
    })
  })

  it('follows changed settings', () => {
    const custom: PricingRules = {
      taxRate: 15,
      deliveryFees: { baghdad: 5000, otherGovernorates: 8000 },
      freeShippingThreshold: 100_000,
      paymentFees: { cod: 1000, fib: 0, zaincash: 0, card: 0, paypal: 250 },
    }
    expect(computeTotals([line(50_000_000)], 'paypal', 'baghdad', custom)).toEqual({
      subtotal: 50_000_000,
      shipping: 5_000_000,
      tax: 7_500_000,
      paymentFee: 250_000,
      total: 62_750_000,
    })
  })

  it('charges the delivery fee of the order’s zone: Baghdad or any other governorate', () => {
    const zoned: PricingRules = { ...rules, deliveryFees: { baghdad: 5, otherGovernorates: 8 } }
    expect(computeTotals([line(20_000)], 'card', 'baghdad', zoned).shipping).toBe(5_000)
    const basra = computeTotals([line(20_000)], 'card', deliveryZoneOf('basra'), zoned)
    expect(basra.shipping).toBe(8_000)
    expect(basra.total).toBe(20_000 + 8_000 + 1_600)
    expect(deliveryZoneOf('baghdad')).toBe('baghdad')
    expect(deliveryZoneOf('erbil')).toBe('otherGovernorates')
    // Above the threshold delivery is free in every zone.
    expect(computeTotals([line(75_001)], 'card', 'otherGovernorates', zoned).shipping).toBe(0)
  })

  it('is always an integer sum of its parts', () => {
    for (const price of [1, 333, 9_990, 74_999, 75_000, 75_001, 123_457]) {
      const t = computeTotals([line(price, 3)], 'cod', 'baghdad', rules)
      expect(t.total).toBe(t.subtotal + t.shipping + t.tax + t.paymentFee)
      for (const part of Object.values(t)) expect(Number.isInteger(part)).toBe(true)
    }
  })
})

describe('totalsFromDinars', () => {
  it('reads dinar totals from the API as whole fils', () => {
    const totals = { subtotal: 40, shipping: 9.99, tax: 3.2, paymentFee: 2.99, total: 56.18 }
    expect(totalsFromDinars(totals)).toEqual({
      subtotal: 40_000,
      shipping: 9_990,
      tax: 3_200,
      paymentFee: 2_990,
      total: 56_180,
    })
  })

  it('gives back what computeTotals charged', () => {
    const charged = computeTotals([line(20_000, 2)], 'cod', 'baghdad', rules)
    const sent = Object.fromEntries(
      Object.entries(charged).map(([part, fils]) => [part, toDinars(fils)]),
    ) as Record<keyof Totals, number>
    expect(totalsFromDinars(sent)).toEqual(charged)
  })
})
