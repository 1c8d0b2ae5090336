// Order status rules: the initial status, delivery estimate and tracking number format.
import { describe, expect, it } from 'vitest'
import {
  BULK_ORDER_STATUSES,
  estimatedDelivery,
  initialOrderStatus,
  ORDER_STATUSES,
  trackingNumber,
} from '../../../worker/domain/order-status'

describe('order statuses', () => {
  it('are the five of the spec, without processing', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'])
  })

  it('offer every status but pending for bulk updates', () => {
    expect(BULK_ORDER_STATUSES).toEqual(['confirmed', 'shipped', 'delivered', 'cancelled'])
  })

  it('start pending for cash on delivery and confirmed for paid orders', () => {
    expect(initialOrderStatus('cod')).toBe('pending')
    expect(initialOrderStatus('card')).toBe('confirmed')
    expect(initialOrderStatus('paypal')).toBe('confirmed')
  })
})

describe('estimatedDelivery', () => {
  it('is exactly 7 days after the order', () => {
    const createdAt = new Date('2026-02-25T10:11:12.345Z')
    expect(estimatedDelivery(createdAt).toISOString()).toBe('2026-03-04T10:11:12.345Z')
  })
})

describe('trackingNumber', () => {
  it('is TRK followed by the 8 digits', () => {
    expect(trackingNumber('01234567')).toBe('TRK01234567')
    expect(trackingNumber('99999999')).toMatch(/^TRK\d{8}$/)
  })

  it.each([['1234567'], ['123456789'], ['1234567a'], ['']])('refuses %j', (digits) => {
    expect(() => trackingNumber(digits)).toThrow()
  })
})
