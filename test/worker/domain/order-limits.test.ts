// The limits on unpaid orders: units per line, pending cash-on-delivery orders, hours to confirm.
import { describe, expect, it } from 'vitest'
import {
  codConfirmCutoff,
  lineOverLimit,
  maxLineQuantity,
} from '../../../worker/domain/order-limits'

describe('maxLineQuantity', () => {
  it('is the per-line limit, or the stock when less is left', () => {
    expect(maxLineQuantity(50, 10)).toBe(10)
    expect(maxLineQuantity(4, 10)).toBe(4)
    expect(maxLineQuantity(0, 10)).toBe(0)
  })

  it('is the limit when the stock is unknown, and never below zero', () => {
    expect(maxLineQuantity(undefined, 10)).toBe(10)
    expect(maxLineQuantity(null, 3)).toBe(3)
    expect(maxLineQuantity(-2, 10)).toBe(0)
  })
})

describe('lineOverLimit', () => {
  it('finds the first line above the limit', () => {
    const lines = [
      { id: 1, quantity: 10 },
      { id: 2, quantity: 11 },
      { id: 3, quantity: 12 },
    ]
    expect(lineOverLimit(lines, 10)).toBe(lines[1])
    expect(lineOverLimit(lines, 12)).toBeUndefined()
  })

  it('adds up a product sent twice in the same size, and keeps sizes apart', () => {
    const split = [
      { id: 1, quantity: 6, selectedSize: 'M' },
      { id: 1, quantity: 5, selectedSize: 'M' },
    ]
    expect(lineOverLimit(split, 10)).toBe(split[1])
    const sizes = [
      { id: 1, quantity: 10, selectedSize: 'M' },
      { id: 1, quantity: 10, selectedSize: 'L' },
    ]
    expect(lineOverLimit(sizes, 10)).toBeUndefined()
  })

  it('takes no size, an empty size and null as the same line', () => {
    const lines = [
      { id: 7, quantity: 4 },
      { id: 7, quantity: 4, selectedSize: '' },
      { id: 7, quantity: 4, selectedSize: null },
    ]
    expect(lineOverLimit(lines, 11)).toBe(lines[2])
  })
})

describe('codConfirmCutoff', () => {
  it('is codConfirmHours before now: pending cash-on-delivery orders placed earlier expire', () => {
    const now = new Date('2026-03-10T12:00:00.000Z')
    expect(codConfirmCutoff(now, 48).toISOString()).toBe('2026-03-08T12:00:00.000Z')
    expect(codConfirmCutoff(now, 1).toISOString()).toBe('2026-03-10T11:00:00.000Z')
  })
})
