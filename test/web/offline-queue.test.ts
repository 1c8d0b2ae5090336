import { describe, expect, it } from 'vitest'
import { meansApiUnreachable } from '../../web/src/lib/connection'
import {
  enqueue,
  markRefused,
  ordersOf,
  type PendingOrder,
  remove,
  sendFailure,
  toSend,
  withIraqiAddress,
} from '../../web/src/features/offline/outbox-rules'
import { dinars } from '../../worker/domain/money'
import type { ErrorCode } from '../../worker/schemas/error-codes'

const pending = (key: string, overrides: Partial<PendingOrder> = {}): PendingOrder => ({
  key,
  userId: 7,
  createdAt: '2026-05-01T10:00:00.000Z',
  body: {
    items: [{ id: 1010, quantity: 1, selectedSize: null }],
    shippingInfo: {
      firstName: 'Zainab',
      lastName: 'Kareem',
      email: 'zainab@example.iq',
      phone: '+964 770 555 1234',
      governorate: 'baghdad',
      city: 'Karrada',
      area: 'Street 14',
      landmark: 'Near Kahramana Square',
    },
    paymentInfo: { method: 'cod' },
  },
  lines: [],
  total: dinars(48_603),
  ...overrides,
})

describe('the offline order queue', () => {
  it('sends an order queued with the old US-style address in the Iraqi form, losing nothing', () => {
    const old = pending('old')
    Object.assign(old.body, {
      shippingInfo: {
        firstName: 'Zainab',
        lastName: 'Kareem',
        email: 'zainab@example.iq',
        phone: '07705551234',
        address: 'Street 14',
        city: 'Basra',
        state: 'Basra',
        zipCode: '61001',
      },
    })
    expect(withIraqiAddress(old).body.shippingInfo).toEqual({
      firstName: 'Zainab',
      lastName: 'Kareem',
      email: 'zainab@example.iq',
      phone: '07705551234',
      governorate: 'basra',
      city: 'Basra',
      area: 'Street 14, 61001',
      landmark: '',
    })
    // An order queued in the new form is left as it is.
    const current = pending('new')
    expect(withIraqiAddress(current)).toBe(current)
  })

  it('keeps one entry per idempotency key, however often the same order is queued', () => {
    const queue = enqueue(enqueue([], pending('k-1')), pending('k-1', { total: dinars(1) }))
    expect(queue).toHaveLength(1)
    expect(queue[0]!.total).toBe(48_603)
  })

  it('sends the shopper’s own waiting orders, oldest first, and never refused ones', () => {
    const queue = [
      pending('late', { createdAt: '2026-05-01T12:00:00.000Z' }),
      pending('other-shopper', { userId: 8 }),
      pending('refused', { error: 'Sintered Front Brake Pads is out of stock' }),
      pending('early', { createdAt: '2026-05-01T09:00:00.000Z' }),
    ]
    expect(toSend(queue, 7).map((o) => o.key)).toEqual(['early', 'late'])
    expect(ordersOf(queue, 7).map((o) => o.key)).toEqual(['late', 'refused', 'early'])
    expect(ordersOf(queue, undefined)).toEqual([])
  })

  it('drops an order only once the server has answered for it', () => {
    const queue = [pending('a'), pending('b')]
    expect(remove(queue, 'a').map((o) => o.key)).toEqual(['b'])
    const refused = { code: 'CART_EMPTY', params: {}, message: 'Cart is empty' } as const
    expect(markRefused(queue, 'b', refused)[1]).toMatchObject({ key: 'b', error: refused })
    expect(queue[1]!.error).toBeUndefined()
  })

  it('waits after a failure that can pass, and gives up only on the server’s refusal', () => {
    expect(sendFailure(0, true)).toBe('wait')
    expect(sendFailure(404, true)).toBe('wait')
    expect(sendFailure(401, false)).toBe('wait')
    expect(sendFailure(429, false)).toBe('wait')
    expect(sendFailure(503, false)).toBe('wait')
    expect(sendFailure(409, false)).toBe('refused')
    expect(sendFailure(422, false)).toBe('refused')
    expect(sendFailure(404, false)).toBe('refused')
  })
})

describe('offline mode', () => {
  it('starts when the API cannot be reached, not when it refuses', () => {
    const failed = (status: number, code: ErrorCode | null) => meansApiUnreachable({ status, code })
    expect(failed(0, 'NETWORK')).toBe(true)
    expect(failed(200, 'ENDPOINT_NOT_FOUND')).toBe(true)
    expect(failed(404, 'ENDPOINT_NOT_FOUND')).toBe(true)
    expect(failed(404, 'INVALID_JSON')).toBe(true)
    expect(failed(405, null)).toBe(true)

    expect(failed(404, 'PRODUCT_NOT_FOUND')).toBe(false)
    expect(failed(200, 'INVALID_JSON')).toBe(false)
    expect(failed(401, 'SIGN_IN_REQUIRED')).toBe(false)
    expect(failed(500, 'INTERNAL')).toBe(false)
  })
})
