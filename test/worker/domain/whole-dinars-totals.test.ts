// The totals of random carts (a seeded generator, so a failure can be replayed): every line is a
// whole number of dinars, tax is the subtotal's rate rounded half up once, and the total is the
// exact sum of the lines the checkout shows, whatever the prices, quantities, rates and fees.
import { describe, expect, it } from 'vitest'
import { dinars, type Dinars, percentOf } from '../../../worker/domain/money'
import type { DeliveryZone } from '../../../worker/domain/iraq-address'
import { PAYMENT_METHOD_IDS } from '../../../worker/domain/payment-methods'
import { computeTotals, type PricingRules } from '../../../worker/domain/totals'

/** mulberry32: small, fast and the same on every machine. */
function generator(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SEED = 20261128
const ZONES: readonly DeliveryZone[] = ['baghdad', 'otherGovernorates']

describe('random carts', () => {
  const random = generator(SEED)
  const upTo = (n: number) => Math.floor(random() * (n + 1))
  const pick = <T>(list: readonly T[]) => list[upTo(list.length - 1)] as T

  it('add up exactly, 5,000 of them', () => {
    for (let i = 0; i < 5000; i++) {
      const rules: PricingRules = {
        // Whole and fractional percentages, as the settings allow (0 to 100).
        taxRate: pick([0, 8, 7.5, 12.25, 15, 100]),
        deliveryFees: { baghdad: dinars(upTo(20_000)), otherGovernorates: dinars(upTo(30_000)) },
        freeShippingThreshold: dinars(upTo(400_000)),
        paymentFees: Object.fromEntries(
          PAYMENT_METHOD_IDS.map((m) => [m, dinars(upTo(5_000))]),
        ) as PricingRules['paymentFees'],
      }
      const lines = Array.from({ length: 1 + upTo(6) }, () => ({
        unitPrice: dinars(1 + upTo(2_000_000)),
        quantity: 1 + upTo(20),
      }))
      const method = pick(PAYMENT_METHOD_IDS)
      const zone = pick(ZONES)
      const t = computeTotals(lines, method, zone, rules)
      const where = `cart ${i} of seed ${SEED}`

      for (const amount of Object.values(t)) expect(Number.isSafeInteger(amount), where).toBe(true)
      expect(t.subtotal + t.shipping + t.tax + t.paymentFee, where).toBe(t.total)
      expect(t.subtotal, where).toBe(lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0))
      // Half up: the exact tax (in hundredths of a percent) less than half a dinar away, and an
      // exact half goes up.
      const exact = (t.subtotal * Math.round(rules.taxRate * 100)) / 10_000
      expect(t.tax - exact, where).toBeLessThanOrEqual(0.5)
      expect(t.tax - exact, where).toBeGreaterThan(-0.5)
      expect(t.shipping, where).toBe(
        t.subtotal > rules.freeShippingThreshold ? 0 : rules.deliveryFees[zone],
      )
      expect(t.paymentFee, where).toBe(rules.paymentFees[method])
    }
  })
})

describe('tax rounding', () => {
  it('rounds half a dinar up and less down', () => {
    const tax = (amount: number, rate: number) => percentOf(dinars(amount), rate)
    expect(tax(12_345, 8)).toBe(988) // 987.6
    expect(tax(12_340, 8)).toBe(987) // 987.2
    expect(tax(12_350, 8)).toBe(988) // 988.0
    expect(tax(6_250, 8)).toBe(500) // 500.0
    expect(tax(10_006, 7.5)).toBe(750) // 750.45
    expect(tax(10_000 + 20, 2.5)).toBe(251) // 250.5: the half goes up
  })

  it('refuses a fraction of a dinar as an amount', () => {
    expect(() => dinars(9.99)).toThrow(RangeError)
    expect(() => dinars(Number.NaN)).toThrow(RangeError)
    const whole: Dinars = dinars(285_000)
    expect(whole).toBe(285_000)
  })
})
