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

/** Who moves an order: an admin (dashboard, bulk, bot buttons), a payment verified with its
 * provider, the shopper (switching an unpaid order to cash on delivery, trying again), the crons
 * (a cash-on-delivery order nobody confirmed, an online order not paid in time). */
export const MOVERS = ['admin', 'payment', 'shopper', 'cron'] as const
export type Mover = (typeof MOVERS)[number]

export interface StatusRule {
  /** The i18n key of its label (namespace `orders`), e.g. `status.pending`. */
  labelKey: `status.${OrderStatus}`
  /** Its units are held in the shop for it (taken off the shelf, not yet shipped): deleting the
   * order gives them back. */
  holdsStock: boolean
  /** Moving into it puts the order's units back on the shelf (once); moving out of it takes them
   * again, all of them or the move does not happen. */
  returnsUnits: boolean
  /** Moving into it gives the order a tracking number when it has none. */
  setsTracking: boolean
  /** The shop has been told of the order (the admin chats' new-order message): moving from a
   * status that has not into one that has announces the order as placed (the customer's
   * confirmation e-mail and the admin chats' message) instead of a status change. */
  announced: boolean
  /** Moving into it writes the customer's status e-mail and rewrites the admin chats' messages. */
  tellsCustomer: boolean
  /** The step of the tracking page it stands at. */
  trackingStep: StatusTrackingStep
  /** Nothing but a late payment or the shopper's retry of an unpaid order moves it any more. */
  final: boolean
  /** Where each mover may move it. */
  moves: Record<Mover, readonly OrderStatus[]>
  /** It waits for the shop or the shopper, and counts against the waiting-orders limit. */
  waiting: boolean
  /** Why an admin may not move it (the API's error code), where it refuses them. */
  adminRefusal?: 'ORDER_AWAITING_PAYMENT' | 'ORDER_CANCELLED_FINAL'
}

/** No ordering is enforced among the shop's own statuses (spec); a payment only the provider
 * settles, and a cancelled order is never reopened by the shop. */
const SHOP_MOVES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const
const shopMovesFrom = (from: OrderStatus) => SHOP_MOVES.filter((to) => to !== from)
const adminOnly = (from: OrderStatus) => ({
  admin: shopMovesFrom(from),
  payment: [],
  shopper: [],
  cron: [],
})

export const ORDER_STATUS_RULES: Record<OrderStatus, StatusRule> = {
  // An online order whose money has not been verified with the provider yet: its units are
  // held (under the cash-on-delivery limits) until the payment hold runs out.
  awaiting_payment: {
    labelKey: 'status.awaiting_payment',
    holdsStock: true,
    returnsUnits: false,
    setsTracking: false,
    announced: false,
    // The shopper is on the payment page: no e-mail for a payment tried again.
    tellsCustomer: false,
    trackingStep: 'placed',
    final: false,
    moves: {
      admin: ['cancelled'],
      payment: ['confirmed', 'cancelled'],
      shopper: ['pending'],
      cron: ['cancelled'],
    },
    waiting: true,
    adminRefusal: 'ORDER_AWAITING_PAYMENT',
  },
  pending: {
    labelKey: 'status.pending',
    holdsStock: true,
    returnsUnits: false,
    setsTracking: false,
    announced: true,
    tellsCustomer: true,
    trackingStep: 'placed',
    final: false,
    // The customer confirms their cash-on-delivery order through the SMS link; the hourly cron
    // cancels one nobody confirmed in time.
    moves: { ...adminOnly('pending'), shopper: ['confirmed'], cron: ['cancelled'] },
    waiting: true,
  },
  confirmed: {
    labelKey: 'status.confirmed',
    holdsStock: true,
    returnsUnits: false,
    setsTracking: false,
    announced: true,
    tellsCustomer: true,
    trackingStep: 'confirmed',
    final: false,
    moves: adminOnly('confirmed'),
    waiting: false,
  },
  shipped: {
    labelKey: 'status.shipped',
    holdsStock: false,
    returnsUnits: false,
    setsTracking: true,
    announced: true,
    tellsCustomer: true,
    trackingStep: 'shipped',
    final: false,
    moves: adminOnly('shipped'),
    waiting: false,
  },
  delivered: {
    labelKey: 'status.delivered',
    holdsStock: false,
    returnsUnits: false,
    setsTracking: false,
    announced: true,
    tellsCustomer: true,
    trackingStep: 'delivered',
    final: false,
    moves: adminOnly('delivered'),
    waiting: false,
  },
  cancelled: {
    labelKey: 'status.cancelled',
    holdsStock: false,
    returnsUnits: true,
    setsTracking: false,
    // A cancelled order brought back (paid late, or the shopper switching to cash on delivery)
    // is announced as a new one.
    announced: false,
    tellsCustomer: true,
    trackingStep: 'cancelled',
    final: true,
    moves: {
      admin: [],
      // Paid after it was cancelled (not paid in time, declined before): revived while its units
      // are still there.
      payment: ['confirmed'],
      // Trying again, or paying cash on delivery instead.
      shopper: ['awaiting_payment', 'pending'],
      cron: [],
    },
    waiting: false,
    adminRefusal: 'ORDER_CANCELLED_FINAL',
  },
}

/** May `by` move an order from `from` to `to`? (Staying put is not a move.) */
export const mayMove = (by: Mover, from: OrderStatus, to: OrderStatus) =>
  ORDER_STATUS_RULES[from].moves[by].includes(to)

/** The statuses `by` may move to `to` from. */
export const movesTo = (by: Mover, to: OrderStatus): OrderStatus[] =>
  ORDER_STATUSES.filter((from) => mayMove(by, from, to))

/** What a move tells: the order announced as placed, a status change, or nothing. */
export function messagesOfMove(from: OrderStatus, to: OrderStatus): 'announce' | 'status' | 'none' {
  const [before, after] = [ORDER_STATUS_RULES[from], ORDER_STATUS_RULES[to]]
  if (!before.announced && after.announced) return 'announce'
  return after.tellsCustomer ? 'status' : 'none'
}

/** The statuses whose units are held in the shop. */
export const HOLDING_STATUSES = ORDER_STATUSES.filter((s) => ORDER_STATUS_RULES[s].holdsStock)

/** Statuses an admin may set (dashboard, bot, bulk): every status some status moves to. */
export const ADMIN_TARGET_STATUSES = ORDER_STATUSES.filter((to) => movesTo('admin', to).length > 0)

/** Statuses offered by the dashboard's bulk update (pending is not). */
export const BULK_ORDER_STATUSES = ['confirmed', 'shipped', 'delivered', 'cancelled'] as const

/** The API's code for an admin's move refused from `from`. */
export const adminRefusalOf = (from: OrderStatus) =>
  ORDER_STATUS_RULES[from].adminRefusal ?? 'ORDER_CANCELLED_FINAL'

/** May an admin move an order from `from` to `to`? */
export const adminMayMove = (from: OrderStatus, to: OrderStatus) => mayMove('admin', from, to)

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
