// Rules of the offline order queue as pure functions: an order placed without a connection waits
// here with its idempotency key, is sent when the API answers, and leaves the queue only once the
// server has answered for it, so a retry can only ever return the order already placed.
import { fromLegacyShipping, type LegacyShipping } from '@domain/iraq-address'
import type { OrderCreateInput } from '@schemas/order'
import type { Problem } from '@/lib/error-messages'
import type { CartLine } from '@/stores/cart-rules'

export interface PendingOrder {
  /** The Idempotency-Key the order is sent with, every time. */
  key: string
  userId: number
  createdAt: string
  body: Pick<OrderCreateInput, 'items' | 'shippingInfo' | 'paymentInfo'>
  /** What the shopper ordered and the total the checkout showed, for the "waiting" card; the total
   * is in dinars like the API's prices, as earlier builds stored it. */
  lines: CartLine[]
  total: number
  /** Set when the server refused the order (e.g. out of stock): shown, never re-sent. A plain
   * text was stored by builds before error codes. */
  error?: Problem | string
}

/** Adding the same key twice (a double click, a second tab) keeps one entry. */
export function enqueue(queue: readonly PendingOrder[], order: PendingOrder): PendingOrder[] {
  return queue.some((o) => o.key === order.key) ? [...queue] : [...queue, order]
}

export function remove(queue: readonly PendingOrder[], key: string): PendingOrder[] {
  return queue.filter((o) => o.key !== key)
}

export function markRefused(
  queue: readonly PendingOrder[],
  key: string,
  error: Problem,
): PendingOrder[] {
  return queue.map((o) => (o.key === key ? { ...o, error } : o))
}

/** The orders still to send for this shopper, oldest first; refused ones wait for the shopper. */
export function toSend(queue: readonly PendingOrder[], userId: number): PendingOrder[] {
  return queue
    .filter((o) => o.userId === userId && !o.error)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

export const ordersOf = (queue: readonly PendingOrder[], userId: number | undefined) =>
  queue.filter((o) => o.userId === userId)

/**
 * What a failed send means: 'wait' keeps the order for the next attempt (the API is out of reach,
 * busy, or the session must be renewed first); 'refused' is the server's final word on this order.
 */
export function sendFailure(status: number, unreachable: boolean): 'wait' | 'refused' {
  const passing =
    status === 0 || status === 401 || status === 408 || status === 429 || status >= 500
  return unreachable || passing ? 'wait' : 'refused'
}

/**
 * An order queued by a build before the Iraqi address form carries the old US-style fields
 * (address, state, zip code): it is sent in the new form, losing nothing (fromLegacyShipping).
 */
export function withIraqiAddress(order: PendingOrder): PendingOrder {
  const shipping = order.body.shippingInfo as PendingOrder['body']['shippingInfo'] | LegacyShipping
  if (!('zipCode' in shipping)) return order
  return { ...order, body: { ...order.body, shippingInfo: fromLegacyShipping(shipping) } }
}
