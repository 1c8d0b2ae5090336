// Order totals from shop settings: delivery boundary, tax, payment fees, all in whole dinars.
import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../../worker/domain/default-settings'
import { deliveryZoneOf } from '../../../worker/domain/iraq-address'
import { dinars } from '../../../worker/domain/money'
import {
  computeTotals,
  type PricingRules,
  pricingRulesFrom,
  subtotalOf,
} from '../../../worker/domain/totals'

const rules: PricingRules = pricingRulesFrom(DEFAULT_SETTINGS)
const line = (unitPrice: number, quantity = 1) => ({ unitPrice: dinars(unitPrice), quantity })

describe('pricingRulesFrom', () => {
  it('reads the default settings as a Baghdad shop’s opening fees', () => {
    expect(rules).toEqual({
      taxRate: 8,
      deliveryFees: { baghdad: 5_000, otherGovernorates: 10_000 },
      freeShippingThreshold: 150_000,
      paymentFees: { cod: 1_000, fib: 0, zaincash: 0, card: 0, paypal: 0 },
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

  it('charges delivery, tax and the cash-on-delivery fee on a small order', () => {
    expect(computeTotals([line(20_000, 2)], 'cod', 'baghdad', rules)).toEqual({
      subtotal: 40_000,
      shipping: 5_000,
      tax: 3_200,
      paymentFee: 1_000,
      total: 49_200,
    })
  })

  it('rounds the tax half up to a whole dinar', () => {
    // 8% of 12,345 is 987.6.
    expect(computeTotals([line(12_345)], 'cod', 'baghdad', rules)).toEqual({
      subtotal: 12_345,
      shipping: 5_000,
      tax: 988,
      paymentFee: 1_000,
      total: 19_333,
    })
    // 8% of 6,250 is exactly 500; 8% of 6,256 is 500.48; 8% of 6,257 is 500.56.
    expect(computeTotals([line(6_250)], 'card', 'baghdad', rules).tax).toBe(500)
    expect(computeTotals([line(6_256)], 'card', 'baghdad', rules).tax).toBe(500)
    expect(computeTotals([line(6_257)], 'card', 'baghdad', rules).tax).toBe(501)
  })

  it('still charges delivery at exactly the 150,000 threshold', () => {
    expect(computeTotals([line(150_000)], 'card', 'baghdad', rules).shipping).toBe(5_000)
    expect(computeTotals([line(75_000, 2)], 'card', 'baghdad', rules).shipping).toBe(5_000)
  })

  it('delivers free one dinar above the threshold', () => {
    const totals = computeTotals([line(150_001)], 'card', 'baghdad', rules)
    expect(totals.shipping).toBe(0)
    expect(totals.tax).toBe(12_000) // 12,000.08
    expect(totals.total).toBe(150_001 + 12_000)
  })

  it('charges no payment fee for the online methods', () => {
    for (const method of ['fib', 'zaincash', 'card', 'paypal'] as const)
      expect(computeTotals([line(10_000)], method, 'baghdad', rules).paymentFee).toBe(0)
  })

  it('charges nothing for an empty cart but the payment fee', () => {
    expect(computeTotals([], 'card', 'baghdad', rules)).toEqual({
      subtotal: 0,
      shipping: 0,
      tax: 0,
      paymentFee: 0,
      total: 0,
    })
    expect(computeTotals([], 'cod', 'baghdad', rules).total).toBe(1_000)
  })

  it('works for dinar prices of realistic size', () => {
    const totals = computeTotals([line(125_000), line(45_000, 2)], 'cod', 'baghdad', rules)
    expect(totals).toEqual({
      subtotal: 215_000,
      shipping: 0,
      tax: 17_200,
      paymentFee: 1_000,
      total: 233_200,
    })
  })

  it('follows changed settings', () => {
    const custom: PricingRules = {
      taxRate: 15,
      deliveryFees: { baghdad: dinars(3_000), otherGovernorates: dinars(8_000) },
      freeShippingThreshold: dinars(100_000),
      paymentFees: {
        cod: dinars(1_500),
        fib: dinars(0),
        zaincash: dinars(0),
        card: dinars(0),
        paypal: dinars(250),
      },
    }
    expect(computeTotals([line(50_000)], 'paypal', 'baghdad', custom)).toEqual({
      subtotal: 50_000,
      shipping: 3_000,
      tax: 7_500,
      paymentFee: 250,
      total: 60_750,
    })
  })

  it('charges the delivery fee of the order’s zone: Baghdad or any other governorate', () => {
    expect(computeTotals([line(20_000)], 'card', 'baghdad', rules).shipping).toBe(5_000)
    const basra = computeTotals([line(20_000)], 'card', deliveryZoneOf('basra'), rules)
    expect(basra.shipping).toBe(10_000)
    expect(basra.total).toBe(20_000 + 10_000 + 1_600)
    expect(deliveryZoneOf('baghdad')).toBe('baghdad')
    expect(deliveryZoneOf('erbil')).toBe('otherGovernorates')
    // Above the threshold delivery is free in every zone.
    expect(computeTotals([line(150_001)], 'card', 'otherGovernorates', rules).shipping).toBe(0)
  })

  it('is always an integer sum of its parts', () => {
    for (const price of [1, 333, 9_990, 12_345, 49_999, 50_000, 50_001, 123_457]) {
      const t = computeTotals([line(price, 3)], 'cod', 'baghdad', rules)
      expect(t.total).toBe(t.subtotal + t.shipping + t.tax + t.paymentFee)
      for (const part of Object.values(t)) expect(Number.isInteger(part)).toBe(true)
    }
  })
})
