// Exact money: fils integers, explicit half-up rounding.
import { describe, expect, it } from 'vitest'
import { percentOf, toDinars, toFils } from '../../../worker/domain/money'

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

describe('percentOf', () => {
  it('takes 8% of a subtotal in fils', () => {
    expect(percentOf(40_000, 8)).toBe(3200)
    expect(percentOf(125_000_000, 8)).toBe(10_000_000)
  })

  it('rounds half a fil up', () => {
    expect(percentOf(5, 10)).toBe(1) // 0.5 fils
    expect(percentOf(15, 10)).toBe(2) // 1.5 fils
    expect(percentOf(20, 7.5)).toBe(2) // 1.5 fils
    expect(percentOf(6, 8)).toBe(0) // 0.48 fils
    expect(percentOf(7, 8)).toBe(1) // 0.56 fils
    expect(percentOf(18, 8)).toBe(1) // 1.44 fils
  })

  it('accepts fractional rates given as percentages', () => {
    expect(percentOf(10_000, 7.25)).toBe(725)
    expect(percentOf(100_000, 0.1)).toBe(100)
  })

  it('is zero for a zero amount or a zero rate', () => {
    expect(percentOf(0, 8)).toBe(0)
    expect(percentOf(123_456, 0)).toBe(0)
  })

  it('returns whole fils', () => {
    for (let amount = 0; amount < 500; amount += 7)
      expect(Number.isInteger(percentOf(amount, 8))).toBe(true)
  })
})
