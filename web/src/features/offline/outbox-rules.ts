// Rules of the offline order queue as pure functions: an order placed without a connection waits
// here with its idempotency key, is sent when the API answers, and leaves the queue only once the
// server has answered for it, so a retry can only ever return the order already placed.
import { fromLegacyShipping, type LegacyShipping } from '@domain/iraq-address'
import type { OrderCreateInput } from '@schemas/order'
import type { Problem } from '@/lib/error-messages'
import { type Dinars, isWholeDinars, roundHalfUp } from '@domain/money'
import { type CartLine, cartWithWholeDinars } from '@/stores/cart-rules'

export interface PendingOrder {
  /** The Idempotency-Key the order is sent with, every time. */
  key: string
  userId: number
  createdAt: string
  body: Pick<OrderCreateInput, 'items' | 'shippingInfo' | 'paymentInfo'>
  /** What the shopper ordered and the total the checkout showed, for the "waiting" card. */
  lines: CartLine[]
  total: Dinars
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
 * An order queued by a build before whole dinars shows a float total and prices: rounded half up
 * once (the server charges its own totals; the body sends no amount).
 */
export function withWholeDinars(order: PendingOrder): PendingOrder {
  const lines = cartWithWholeDinars(order.lines)
  if (lines === order.lines && isWholeDinars(order.total)) return order
  return { ...order, lines, total: roundHalfUp(order.total) }
}

/** Every upgrade an order stored by an earlier build needs, oldest first. */
const upgradeStoredOrder = (order: PendingOrder) => withWholeDinars(withIraqiAddress(order))

/** The stored queue upgraded: the same array when nothing changed. */
export function upgradeStoredQueue(queue: PendingOrder[]): PendingOrder[] {
  const upgraded = queue.map(upgradeStoredOrder)
  return upgraded.some((o, i) => o !== queue[i]) ? upgraded : queue
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
