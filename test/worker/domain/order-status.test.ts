// Order status rules: what the status table lets each mover do, what its rows promise the rest of
// the shop (every rule the code reads of a status holds for the rows that claim it), the lists
// computed from any table, the initial status, the delivery estimate and the tracking number.
import { describe, expect, it } from 'vitest'
import {
  ADMIN_TARGET_STATUSES,
  adminMayMove,
  adminRefusalOf,
  AWAITING_CALL_STATUSES,
  AWAITING_PAYMENT_STATUSES,
  BULK_ORDER_STATUSES,
  CALL_OUTCOMES,
  CANCEL_AND_REFUND_STATUSES,
  CANCELLED_STATUS,
  CONFIRMED_STATUS,
  estimatedDelivery,
  FINISHED_STATUSES,
  HOLDING_STATUSES,
  initialOrderStatus,
  mayMove,
  messagesOfMove,
  ORDER_STATUS_RULES,
  ORDER_STATUSES,
  type OrderStatus,
  readStatusTable,
  RECEIVED_STATUSES,
  type StatusRule,
  TRACKING_NUMBER_STEPS,
  trackingNumber,
  UNSOLD_STATUSES,
  WAITING_STATUSES,
} from '../../../worker/domain/order-status'
import { PAYMENT_METHOD_IDS } from '../../../worker/domain/payment-methods'

const rule = (status: OrderStatus) => ORDER_STATUS_RULES[status]

describe('the status table', () => {
  it('has one row per status, each labelled under its own key', () => {
    expect(Object.keys(ORDER_STATUS_RULES)).toEqual([...ORDER_STATUSES])
    const keys = ORDER_STATUSES.map((s) => rule(s).labelKey)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('moves nothing to where it is, and only to statuses it knows', () => {
    for (const from of ORDER_STATUSES)
      for (const moves of Object.values(rule(from).moves)) {
        expect(moves).not.toContain(from)
        for (const to of moves) expect(ORDER_STATUSES).toContain(to)
      }
  })

  it('lets no admin confirm an unpaid order, reopen a cancelled one or set awaiting payment', () => {
    expect(adminMayMove('awaiting_payment', 'confirmed')).toBe(false)
    expect(adminMayMove('awaiting_payment', 'shipped')).toBe(false)
    expect(adminMayMove('awaiting_payment', 'cancelled')).toBe(true)
    for (const to of ORDER_STATUSES) expect(adminMayMove('cancelled', to)).toBe(false)
    for (const from of ORDER_STATUSES) expect(adminMayMove(from, 'awaiting_payment')).toBe(false)
    expect(ADMIN_TARGET_STATUSES).not.toContain('awaiting_payment')
    expect(adminRefusalOf('cancelled')).toBe('ORDER_CANCELLED_FINAL')
    expect(adminRefusalOf('awaiting_payment')).toBe('ORDER_AWAITING_PAYMENT')
  })

  it('gives the reason wherever it refuses an admin a status they may set elsewhere', () => {
    for (const from of ORDER_STATUSES) {
      const closed = ADMIN_TARGET_STATUSES.filter((to) => to !== from && !adminMayMove(from, to))
      expect(rule(from).adminRefusal !== undefined, from).toBe(closed.length > 0)
    }
  })

  it('lets a verified payment confirm or cancel an unpaid order, and revive one cancelled', () => {
    for (const from of AWAITING_PAYMENT_STATUSES) {
      expect(mayMove('payment', from, CONFIRMED_STATUS)).toBe(true)
      expect(mayMove('payment', from, CANCELLED_STATUS)).toBe(true)
    }
    expect(mayMove('payment', CANCELLED_STATUS, CONFIRMED_STATUS)).toBe(true)
    expect(mayMove('payment', 'pending', 'confirmed')).toBe(false)
  })

  it('lets the shopper switch to cash on delivery, try again, confirm (SMS link, WhatsApp) or cancel (WhatsApp) a waiting order', () => {
    const cod = initialOrderStatus('cod')
    for (const from of [...AWAITING_PAYMENT_STATUSES, CANCELLED_STATUS])
      expect(mayMove('shopper', from, cod)).toBe(true)
    expect(mayMove('shopper', CANCELLED_STATUS, initialOrderStatus('card'))).toBe(true)
    for (const from of AWAITING_CALL_STATUSES) {
      expect(mayMove('shopper', from, CONFIRMED_STATUS)).toBe(true)
      expect(mayMove('shopper', from, CANCELLED_STATUS)).toBe(true)
    }
    expect(mayMove('shopper', 'confirmed', 'cancelled')).toBe(false)
  })

  it('lets the crons cancel only what waits', () => {
    for (const from of ORDER_STATUSES)
      expect(mayMove('cron', from, CANCELLED_STATUS)).toBe(rule(from).waiting)
  })

  it("lets the confirmation loop's buttons and Cancel and refund do what they say", () => {
    for (const from of AWAITING_CALL_STATUSES)
      for (const to of Object.values(CALL_OUTCOMES)) expect(adminMayMove(from, to)).toBe(true)
    for (const from of CANCEL_AND_REFUND_STATUSES)
      expect(adminMayMove(from, CANCELLED_STATUS)).toBe(true)
  })

  it('announces an order once the shop has to act on it, and tells the customer of a change', () => {
    expect(messagesOfMove('awaiting_payment', 'confirmed')).toBe('announce')
    expect(messagesOfMove('awaiting_payment', 'pending')).toBe('announce')
    expect(messagesOfMove('cancelled', 'confirmed')).toBe('announce')
    expect(messagesOfMove('awaiting_payment', 'cancelled')).toBe('status')
    expect(messagesOfMove('pending', 'shipped')).toBe('status')
    expect(messagesOfMove('cancelled', 'awaiting_payment')).toBe('none')
  })

  it('holds the units of what waits, and sells nothing of what gave them back', () => {
    for (const s of WAITING_STATUSES) expect(HOLDING_STATUSES).toContain(s)
    for (const s of UNSOLD_STATUSES) {
      expect(HOLDING_STATUSES).not.toContain(s)
      expect(FINISHED_STATUSES).toContain(s)
    }
    expect(UNSOLD_STATUSES).toContain(CANCELLED_STATUS)
    for (const s of [...AWAITING_PAYMENT_STATUSES, ...AWAITING_CALL_STATUSES])
      expect(WAITING_STATUSES).toContain(s)
    for (const s of RECEIVED_STATUSES) expect(FINISHED_STATUSES).toContain(s)
  })

  it('offers the bulk update what an admin may set, never back to waiting', () => {
    for (const s of BULK_ORDER_STATUSES) {
      expect(ADMIN_TARGET_STATUSES).toContain(s)
      expect(rule(s).waiting).toBe(false)
    }
    expect(BULK_ORDER_STATUSES).toContain(CONFIRMED_STATUS)
    expect(BULK_ORDER_STATUSES).not.toContain('pending')
  })

  it('shows the tracking number at the step of the status that sets it', () => {
    expect(TRACKING_NUMBER_STEPS).toEqual(['shipped'])
  })

  it('starts cash on delivery waiting for the call and online methods for their payment', () => {
    expect(rule(initialOrderStatus('cod')).awaitsCall).toBe(true)
    for (const method of PAYMENT_METHOD_IDS.filter((m) => m !== 'cod'))
      expect(rule(initialOrderStatus(method)).awaitsPayment).toBe(true)
  })
})

describe('readStatusTable', () => {
  // A table with one more status, as a new row would add it.
  const extra = 'ready_for_pickup' as OrderStatus
  const rules = {
    ...ORDER_STATUS_RULES,
    confirmed: {
      ...ORDER_STATUS_RULES.confirmed,
      moves: { ...ORDER_STATUS_RULES.confirmed.moves, admin: ['shipped', extra] },
    },
    [extra]: {
      ...ORDER_STATUS_RULES.confirmed,
      labelKey: `status.${extra}`,
      trackingStep: 'delivered',
      moves: { admin: ['cancelled'], payment: [], shopper: [], cron: [] },
    },
  } satisfies Record<OrderStatus, StatusRule>
  const table = readStatusTable(rules)

  it('computes every list and rule from the table it is given', () => {
    expect(table.isOrderStatus(extra)).toBe(true)
    expect(table.ADMIN_TARGET_STATUSES).toContain(extra)
    expect(table.BULK_ORDER_STATUSES).toContain(extra)
    expect(table.HOLDING_STATUSES).toContain(extra)
    expect(table.RECEIVED_STATUSES).toContain(extra)
    expect(table.adminMayMove('confirmed', extra)).toBe(true)
    expect(table.adminMayMove('confirmed', 'delivered')).toBe(false)
    expect(table.movesTo('admin', 'cancelled')).toContain(extra)
    expect(table.trackingStepOf(extra)).toBe('delivered')
  })

  it("gives the shop's table the shop's lists", () => {
    const shop = readStatusTable(ORDER_STATUS_RULES)
    expect(shop.HOLDING_STATUSES).toEqual(HOLDING_STATUSES)
    expect(shop.BULK_ORDER_STATUSES).toEqual(BULK_ORDER_STATUSES)
    expect(shop.isOrderStatus(extra)).toBe(false)
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
