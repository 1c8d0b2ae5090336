// Exact money: whole dinars, one door from a plain number, explicit half-up rounding.
import { describe, expect, it } from 'vitest'
import {
  averageOf,
  difference,
  dinars,
  isWholeDinars,
  lineTotal,
  percentOf,
  roundHalfUp,
  sumDinars,
  ZERO_DINARS,
} from '../../../worker/domain/money'

describe('dinars', () => {
  it('takes a whole number of dinars as it is', () => {
    expect(dinars(285_000)).toBe(285_000)
    expect(dinars(0)).toBe(0)
    expect(dinars(-1_000)).toBe(-1_000)
    expect(ZERO_DINARS).toBe(0)
  })

  it('refuses a fraction, NaN, an infinity and an unsafe integer', () => {
    expect(() => dinars(9.99)).toThrow(RangeError)
    expect(() => dinars(0.5)).toThrow(RangeError)
    expect(() => dinars(0.1 + 0.2)).toThrow(RangeError)
    expect(() => dinars(Number.NaN)).toThrow(RangeError)
    expect(() => dinars(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => dinars(2 ** 53)).toThrow(RangeError)
  })

  it('names the amount it refuses', () => {
    expect(() => dinars(9.99)).toThrow('Not a whole number of dinars: 9.99')
  })
})

describe('isWholeDinars', () => {
  it('is true for a safe integer only', () => {
    expect(isWholeDinars(5_000)).toBe(true)
    expect(isWholeDinars(0)).toBe(true)
    expect(isWholeDinars(9.99)).toBe(false)
    expect(isWholeDinars(Number.NaN)).toBe(false)
    expect(isWholeDinars(2 ** 53)).toBe(false)
  })

  it('is false for what is not a number', () => {
    expect(isWholeDinars('5000')).toBe(false)
    expect(isWholeDinars(null)).toBe(false)
    expect(isWholeDinars(undefined)).toBe(false)
  })
})

describe('roundHalfUp', () => {
  it('rounds half a dinar and more away from zero', () => {
    expect(roundHalfUp(9.99)).toBe(10)
    expect(roundHalfUp(2.5)).toBe(3)
    expect(roundHalfUp(2.49)).toBe(2)
    expect(roundHalfUp(27_500.25)).toBe(27_500)
    expect(roundHalfUp(-2.5)).toBe(-3)
    expect(roundHalfUp(-2.49)).toBe(-2)
  })

  it('keeps a whole amount, and never gives negative zero', () => {
    expect(roundHalfUp(75)).toBe(75)
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true)
    expect(Object.is(roundHalfUp(0), 0)).toBe(true)
  })
})

describe('lineTotal', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(lineTotal(dinars(20_000), 2)).toBe(40_000)
    expect(lineTotal(dinars(285_000), 3)).toBe(855_000)
  })

  it('is zero for no units or a free item', () => {
    expect(lineTotal(dinars(45_000), 0)).toBe(0)
    expect(lineTotal(ZERO_DINARS, 5)).toBe(0)
  })
})

describe('sumDinars', () => {
  it('adds amounts', () => {
    expect(sumDinars([dinars(40_000), dinars(5_000), dinars(3_200), dinars(1_000)])).toBe(49_200)
  })

  it('is zero for nothing', () => {
    expect(sumDinars([])).toBe(0)
  })
})

describe('difference', () => {
  it('takes one amount from another', () => {
    expect(difference(dinars(50_000), dinars(1_000))).toBe(49_000)
    expect(difference(dinars(1_000), dinars(5_000))).toBe(-4_000)
  })
})

describe('averageOf', () => {
  it('is the mean, half a dinar rounded up', () => {
    expect(averageOf(dinars(90_000), 3)).toBe(30_000)
    expect(averageOf(dinars(10), 4)).toBe(3) // 2.5
    expect(averageOf(dinars(10), 3)).toBe(3) // 3.33
    expect(averageOf(dinars(11), 3)).toBe(4) // 3.67
  })

  it('is zero for no orders', () => {
    expect(averageOf(dinars(50_000), 0)).toBe(0)
    expect(averageOf(ZERO_DINARS, 0)).toBe(0)
  })
})

describe('percentOf', () => {
  it('takes 8% of a subtotal', () => {
    expect(percentOf(dinars(40_000), 8)).toBe(3_200)
    expect(percentOf(dinars(125_000), 8)).toBe(10_000)
  })

  it('rounds half a dinar up', () => {
    expect(percentOf(dinars(12_345), 8)).toBe(988) // 987.6
    expect(percentOf(dinars(5), 10)).toBe(1) // 0.5
    expect(percentOf(dinars(15), 10)).toBe(2) // 1.5
    expect(percentOf(dinars(20), 7.5)).toBe(2) // 1.5
    expect(percentOf(dinars(6), 8)).toBe(0) // 0.48
    expect(percentOf(dinars(7), 8)).toBe(1) // 0.56
    expect(percentOf(dinars(18), 8)).toBe(1) // 1.44
  })

  it('accepts fractional rates given as percentages', () => {
    expect(percentOf(dinars(10_000), 7.25)).toBe(725)
    expect(percentOf(dinars(100_000), 0.1)).toBe(100)
  })

  it('is zero for a zero amount or a zero rate', () => {
    expect(percentOf(ZERO_DINARS, 8)).toBe(0)
    expect(percentOf(dinars(123_456), 0)).toBe(0)
  })

  it('returns whole dinars', () => {
    for (let amount = 0; amount < 500; amount += 7)
      expect(Number.isInteger(percentOf(dinars(amount), 8))).toBe(true)
  })
})
