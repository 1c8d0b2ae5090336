// Exact money: fils integers, explicit half-up rounding.
import { describe, expect, it } from 'vitest'
import {
  asFils,
  lineTotal,
  percentOf,
  sumFils,
  toDinars,
  toFils,
  ZERO_FILS,
} from '../../../worker/domain/money'

describe('toFils', () => {
  it('turns dinars into whole fils without floating-point error', () => {
    expect(toFils(9.99)).toBe(9990)
    expect(toFils(2.99)).toBe(2990)
    expect(toFils(0.1 + 0.2)).toBe(300)
    expect(toFils(1.005)).toBe(1005)
    expect(toFils(125000)).toBe(125_000_000)
  })

  it('keeps zero at zero', () => {
    expect(toFils(0)).toBe(0)
    expect(toDinars(0)).toBe(0)
  })

  it('round-trips through toDinars', () => {
    for (const dinars of [9.99, 0.001, 75, 75.001, 27500.25, 999999.999])
      expect(toDinars(toFils(dinars))).toBe(dinars)
  })
})

describe('asFils', () => {
  it('takes a stored whole number of fils as it is', () => {
    expect(asFils(45_000_500)).toBe(45_000_500)
    expect(asFils(0)).toBe(0)
  })

  it('refuses a fraction of a fil', () => {
    expect(() => asFils(9.99)).toThrow(RangeError)
    expect(() => asFils(Number.NaN)).toThrow(RangeError)
  })
})

describe('lineTotal', () => {
  it('multiplies the unit price in fils by the quantity', () => {
    expect(lineTotal(toFils(20_000), 2)).toBe(40_000_000)
    expect(lineTotal(toFils(9.99), 3)).toBe(29_970)
  })

  it('has no floating-point error where dinars would', () => {
    expect(0.1 * 3).not.toBe(0.3)
    expect(lineTotal(toFils(0.1), 3)).toBe(toFils(0.3))
    expect(lineTotal(toFils(1.15), 100)).toBe(115_000)
  })

  it('is zero for no units or a free item', () => {
    expect(lineTotal(toFils(45_000), 0)).toBe(0)
    expect(lineTotal(ZERO_FILS, 5)).toBe(0)
  })
})

describe('sumFils', () => {
  it('adds amounts exactly', () => {
    expect(sumFils([toFils(0.1), toFils(0.2)])).toBe(toFils(0.3))
    expect(sumFils([asFils(40_000), asFils(9_990), asFils(3_200), asFils(2_990)])).toBe(56_180)
  })

  it('is zero for nothing', () => {
    expect(sumFils([])).toBe(0)
  })
})

describe('percentOf', () => {
  it('takes 8% of a subtotal in fils', () => {
    expect(percentOf(asFils(40_000), 8)).toBe(3200)
    expect(percentOf(asFils(125_000_000), 8)).toBe(10_000_000)
  })

  it('rounds half a fil up', () => {
    expect(percentOf(asFils(5), 10)).toBe(1) // 0.5 fils
    expect(percentOf(asFils(15), 10)).toBe(2) // 1.5 fils
    expect(percentOf(asFils(20), 7.5)).toBe(2) // 1.5 fils
    expect(percentOf(asFils(6), 8)).toBe(0) // 0.48 fils
    expect(percentOf(asFils(7), 8)).toBe(1) // 0.56 fils
    expect(percentOf(asFils(18), 8)).toBe(1) // 1.44 fils
  })

  it('accepts fractional rates given as percentages', () => {
    expect(percentOf(asFils(10_000), 7.25)).toBe(725)
    expect(percentOf(asFils(100_000), 0.1)).toBe(100)
  })

  it('is zero for a zero amount or a zero rate', () => {
    expect(percentOf(asFils(0), 8)).toBe(0)
    expect(percentOf(asFils(123_456), 0)).toBe(0)
  })

  it('returns whole fils', () => {
    for (let amount = 0; amount < 500; amount += 7)
      expect(Number.isInteger(percentOf(asFils(amount), 8))).toBe(true)
  })
})
