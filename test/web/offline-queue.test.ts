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
} from '../../web/src/features/offline/outbox-rules'

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
      phone: '+9647705551234',
      address: 'Street 14',
      city: 'Baghdad',
      state: 'Baghdad',
      zipCode: '10013',
    },
    paymentInfo: { method: 'cod' },
  },
  lines: [],
  total: 48603,
  ...overrides,
})

describe('the offline order queue', () => {
  it('keeps one entry per idempotency key, however often the same order is queued', () => {
    const queue = enqueue(enqueue([], pending('k-1')), pending('k-1', { total: 1 }))
    expect(queue).toHaveLength(1)
    expect(queue[0]!.total).toBe(48603)
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
    expect(markRefused(queue, 'b', 'Cart is empty')[1]).toMatchObject({
      key: 'b',
      error: 'Cart is empty',
    })
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
    expect(meansApiUnreachable(0, 'Network error: Cannot reach API')).toBe(true)
    expect(meansApiUnreachable(200, 'API endpoint not found')).toBe(true)
    expect(meansApiUnreachable(404, 'API endpoint not found')).toBe(true)
    expect(meansApiUnreachable(404, 'Invalid JSON response from server')).toBe(true)
    expect(meansApiUnreachable(405, 'HTTP 405 Method Not Allowed')).toBe(true)

    expect(meansApiUnreachable(404, 'Product not found')).toBe(false)
    expect(meansApiUnreachable(200, 'Invalid JSON response from server')).toBe(false)
    expect(meansApiUnreachable(401, 'Please sign in to continue')).toBe(false)
    expect(meansApiUnreachable(500, 'Something went wrong. Please try again.')).toBe(false)
  })
})
