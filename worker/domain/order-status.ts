// Order statuses: one table says, for each, its label key, whether its units are off the shelf,
// the tracking page's step it shows, whether it is final, and the moves allowed from it. A new
// status is a row here and its label in every language (test/web/order-status-labels.test.ts).
import type { PaymentMethodId } from './payment-methods'

export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The tracking page's steps an order can stand at. */
export type StatusTrackingStep = 'placed' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled'

export interface StatusRule {
  /** The i18n key of its label (namespace `orders`), e.g. `status.pending`. */
  labelKey: `status.${OrderStatus}`
  /** Its units are held in the shop for it (taken off the shelf, not yet shipped): deleting the
   * order gives them back. */
  holdsStock: boolean
  /** The step of the tracking page it stands at. */
  trackingStep: StatusTrackingStep
  /** Nothing moves it any more. */
  final: boolean
  /** The statuses an admin (dashboard, bot, bulk) may move it to. */
  adminMoves: readonly OrderStatus[]
  /** The status a verified payment moves it to, if a payment is what it waits for. */
  paidMove?: OrderStatus
  /** The statuses the shopper may move it to (switching an unpaid order to cash on delivery). A
   * cancelled unpaid order is also revived by a late payment or the shopper trying again, when its
   * units are still there (services/payments). */
  shopperMoves?: readonly OrderStatus[]
  /** It waits for the shop or the shopper, and counts against the waiting-orders limit. */
  waiting: boolean
}

/** No ordering is enforced among the shop's own statuses (spec); a payment only the provider
 * settles, and a cancelled order is never reopened. */
const SHOP_MOVES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const
const shopMovesFrom = (from: OrderStatus) => SHOP_MOVES.filter((to) => to !== from)

export const ORDER_STATUS_RULES: Record<OrderStatus, StatusRule> = {
  // An online order whose money has not been verified with the provider yet: its units are
  // held (under the cash-on-delivery limits) until the payment hold runs out.
  awaiting_payment: {
    labelKey: 'status.awaiting_payment',
    holdsStock: true,
    trackingStep: 'placed',
    final: false,
    adminMoves: ['cancelled'],
    paidMove: 'confirmed',
    shopperMoves: ['pending'],
    waiting: true,
  },
  pending: {
    labelKey: 'status.pending',
    holdsStock: true,
    trackingStep: 'placed',
    final: false,
    adminMoves: shopMovesFrom('pending'),
    waiting: true,
  },
  confirmed: {
    labelKey: 'status.confirmed',
    holdsStock: true,
    trackingStep: 'confirmed',
    final: false,
    adminMoves: shopMovesFrom('confirmed'),
    waiting: false,
  },
  shipped: {
    labelKey: 'status.shipped',
    holdsStock: false,
    trackingStep: 'shipped',
    final: false,
    adminMoves: shopMovesFrom('shipped'),
    waiting: false,
  },
  delivered: {
    labelKey: 'status.delivered',
    holdsStock: false,
    trackingStep: 'delivered',
    final: false,
    adminMoves: shopMovesFrom('delivered'),
    waiting: false,
  },
  cancelled: {
    labelKey: 'status.cancelled',
    holdsStock: false,
    trackingStep: 'cancelled',
    final: true,
    adminMoves: [],
    waiting: false,
  },
}

/** The statuses whose units are held in the shop. */
export const HOLDING_STATUSES = ORDER_STATUSES.filter((s) => ORDER_STATUS_RULES[s].holdsStock)

/** Statuses an admin may set (dashboard, bot, bulk): every status some status moves to. */
export const ADMIN_TARGET_STATUSES = SHOP_MOVES

/** Statuses offered by the dashboard's bulk update (pending is not). */
export const BULK_ORDER_STATUSES = ['confirmed', 'shipped', 'delivered', 'cancelled'] as const

/** May an admin move an order from `from` to `to`? (Staying put is not a move.) */
export const adminMayMove = (from: OrderStatus, to: OrderStatus) =>
  ORDER_STATUS_RULES[from].adminMoves.includes(to)

/** The statuses an admin may move to `to` from. */
export const adminMovesTo = (to: OrderStatus): OrderStatus[] =>
  ORDER_STATUSES.filter((from) => adminMayMove(from, to))

/** The statuses whose orders wait (for the shop's call or the shopper's payment). */
export const WAITING_STATUSES = ORDER_STATUSES.filter((s) => ORDER_STATUS_RULES[s].waiting)

/** Cash on delivery waits for the shop's confirmation; an online order for its payment. */
export function initialOrderStatus(method: PaymentMethodId): OrderStatus {
  return method === 'cod' ? 'pending' : 'awaiting_payment'
}

export const ESTIMATED_DELIVERY_DAYS = 7

export function estimatedDelivery(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ESTIMATED_DELIVERY_DAYS * 24 * 60 * 60 * 1000)
}

/** `digits` is 8 random decimal digits, supplied by the caller. */
export function trackingNumber(digits: string): string {
  if (!/^\d{8}$/.test(digits)) throw new Error('tracking number needs 8 digits')
  return `TRK${digits}`
}
