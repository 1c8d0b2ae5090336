// Order status rules: the status table, the initial status, delivery estimate and tracking number
// format.
import { describe, expect, it } from 'vitest'
import {
  ADMIN_TARGET_STATUSES,
  adminMayMove,
  adminRefusalOf,
  BULK_ORDER_STATUSES,
  estimatedDelivery,
  HOLDING_STATUSES,
  initialOrderStatus,
  mayMove,
  messagesOfMove,
  ORDER_STATUS_RULES,
  ORDER_STATUSES,
  trackingNumber,
  WAITING_STATUSES,
} from '../../../worker/domain/order-status'

describe('order statuses', () => {
  it('are the five of the spec, without processing, after awaiting payment', () => {
    expect(ORDER_STATUSES).toEqual([
      'awaiting_payment',
      'pending',
      'confirmed',
      'shipped',
      'delivered',
      'cancelled',
    ])
  })

  it('have one row each in the status table, with its label key', () => {
    expect(Object.keys(ORDER_STATUS_RULES).sort()).toEqual([...ORDER_STATUSES].sort())
    for (const status of ORDER_STATUSES)
      expect(ORDER_STATUS_RULES[status].labelKey).toBe(`status.${status}`)
  })

  it('let no admin confirm an unpaid order, reopen a cancelled one or set awaiting payment', () => {
    expect(adminMayMove('awaiting_payment', 'confirmed')).toBe(false)
    expect(adminMayMove('awaiting_payment', 'shipped')).toBe(false)
    expect(adminMayMove('awaiting_payment', 'cancelled')).toBe(true)
    for (const to of ORDER_STATUSES) expect(adminMayMove('cancelled', to)).toBe(false)
    for (const from of ORDER_STATUSES) expect(adminMayMove(from, 'awaiting_payment')).toBe(false)
    expect(ADMIN_TARGET_STATUSES).not.toContain('awaiting_payment')
    expect(adminRefusalOf('cancelled')).toBe('ORDER_CANCELLED_FINAL')
    expect(adminRefusalOf('awaiting_payment')).toBe('ORDER_AWAITING_PAYMENT')
  })

  it('let a verified payment confirm or cancel an unpaid order, and revive one cancelled', () => {
    expect(mayMove('payment', 'awaiting_payment', 'confirmed')).toBe(true)
    expect(mayMove('payment', 'awaiting_payment', 'cancelled')).toBe(true)
    expect(mayMove('payment', 'cancelled', 'confirmed')).toBe(true)
    expect(mayMove('payment', 'pending', 'confirmed')).toBe(false)
  })

  it('let the shopper switch to cash on delivery, try again, or confirm by the SMS link only', () => {
    expect(mayMove('shopper', 'awaiting_payment', 'pending')).toBe(true)
    expect(mayMove('shopper', 'cancelled', 'pending')).toBe(true)
    expect(mayMove('shopper', 'cancelled', 'awaiting_payment')).toBe(true)
    expect(mayMove('shopper', 'pending', 'confirmed')).toBe(true)
    expect(mayMove('shopper', 'pending', 'cancelled')).toBe(false)
    expect(mayMove('shopper', 'confirmed', 'cancelled')).toBe(false)
  })

  it('let the crons cancel only what waits', () => {
    for (const from of ORDER_STATUSES)
      expect(mayMove('cron', from, 'cancelled')).toBe(ORDER_STATUS_RULES[from].waiting)
  })

  it('announce an order once the shop has to act on it, and tell the customer of a change', () => {
    expect(messagesOfMove('awaiting_payment', 'confirmed')).toBe('announce')
    expect(messagesOfMove('awaiting_payment', 'pending')).toBe('announce')
    expect(messagesOfMove('cancelled', 'confirmed')).toBe('announce')
    expect(messagesOfMove('awaiting_payment', 'cancelled')).toBe('status')
    expect(messagesOfMove('pending', 'shipped')).toBe('status')
    expect(messagesOfMove('cancelled', 'awaiting_payment')).toBe('none')
  })

  it('hold units and count as waiting while unpaid or unconfirmed', () => {
    expect(WAITING_STATUSES).toEqual(['awaiting_payment', 'pending'])
    expect(HOLDING_STATUSES).toEqual(['awaiting_payment', 'pending', 'confirmed'])
    expect(ORDER_STATUS_RULES.awaiting_payment.trackingStep).toBe('placed')
  })

  it('offer every status but pending for bulk updates', () => {
    expect(BULK_ORDER_STATUSES).toEqual(['confirmed', 'shipped', 'delivered', 'cancelled'])
  })

  it('start pending for cash on delivery and awaiting payment for online methods', () => {
    expect(initialOrderStatus('cod')).toBe('pending')
    for (const method of ['fib', 'zaincash', 'card', 'paypal'] as const)
      expect(initialOrderStatus(method)).toBe('awaiting_payment')
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
