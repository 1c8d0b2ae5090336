// Order statuses: one table says, for each, its label key, whether its units are off the shelf,
// the tracking page's step it shows, whether it is final, what it waits for, and the moves allowed
// from it; every list and rule the shop reads about statuses is computed from it (readStatusTable).
// A new status is a row here and its label in every language (test/web/order-status-labels.test.ts);
// test/worker/status-extension builds the shop with a status of its own to prove it.
import type { PaymentMethodId } from './payment-methods'

export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'confirmed',
  'shipped',
  'out_for_delivery',
  'postponed',
  'refused',
  'delivered',
  'returned',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The tracking page's steps, in order; a cancelled order ends at its cancellation instead of the
 * steps it never reached. */
export const TRACKING_STEPS = ['placed', 'confirmed', 'shipped', 'delivered'] as const
export const CANCELLED_STEP = 'cancelled'
/** The tracking page's steps an order can stand at. */
export type StatusTrackingStep = (typeof TRACKING_STEPS)[number] | typeof CANCELLED_STEP

/** Who moves an order: an admin (dashboard, bulk, bot buttons), a payment verified with its
 * provider, the shopper (switching an unpaid order to cash on delivery, trying again), the crons
 * (a cash-on-delivery order nobody confirmed, an online order not paid in time), the courier
 * carrying the parcel (its verified notification or the cron's poll). */
export const MOVERS = ['admin', 'payment', 'shopper', 'cron', 'courier'] as const
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
  /** It waits for the shopper's online payment: the payment page offers to pay, the payments cron
   * cancels it once the payment hold runs out. */
  awaitsPayment: boolean
  /** It waits for the shop's confirmation call (cash on delivery): the confirmation loop's buttons
   * (Confirm, Cancel, No answer) act on it, the SMS link asks the customer to confirm it, and the
   * hourly cron cancels it when nobody confirmed it in time. */
  awaitsCall: boolean
  /** Paid online, the admin chats' Cancel and refund button acts on it. */
  cancelAndRefund: boolean
  /** The parcel is with a courier: the courier's reports move it, the shop may ship it no more. */
  withCourier: boolean
  /** Moving into it tells the admin chats (a warning, beside the customer's message): a parcel the
   * customer refused, or one back at the shop. */
  warnsOwner: boolean
  /** A cash-on-delivery order moving into it leaves the courier owing the shop its cash (the Cash
   * ledger's row, written once per order). */
  owesCash: boolean
  /** Moving into it counts against the customer's phone (parcels refused at the door). */
  countsRefusal: boolean
  /** Moving into it sends the customer an SMS (the courier's driver is on the way). */
  textsCustomer: boolean
  /** Why an admin may not move it (the API's error code), where it refuses them. */
  adminRefusal?: 'ORDER_AWAITING_PAYMENT' | 'ORDER_CANCELLED_FINAL' | 'ORDER_RETURNED_FINAL'
}

/** No ordering is enforced among the shop's own statuses (spec); a payment only the provider
 * settles (awaiting_payment is no admin's to set), and a cancelled order is never reopened by the
 * shop. */
const SHOP_MOVES = ORDER_STATUSES.filter((s) => s !== 'awaiting_payment')
const shopMovesFrom = (from: OrderStatus) => SHOP_MOVES.filter((to) => to !== from)
const adminOnly = (from: OrderStatus) => ({
  admin: shopMovesFrom(from),
  payment: [],
  shopper: [],
  cron: [],
  courier: [],
})
/** Where a courier's reports move a parcel it carries (never back to the shop's own statuses). */
const courierMovesFrom = (from: OrderStatus) =>
  (['out_for_delivery', 'postponed', 'refused', 'delivered', 'returned'] as const).filter(
    (to) => to !== from,
  )
const NOTHING_OWED = {
  withCourier: false,
  warnsOwner: false,
  owesCash: false,
  countsRefusal: false,
  textsCustomer: false,
}

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
      courier: [],
    },
    waiting: true,
    awaitsPayment: true,
    awaitsCall: false,
    cancelAndRefund: false,
    ...NOTHING_OWED,
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
    // The customer confirms their cash-on-delivery order through the SMS link or WhatsApp's
    // Confirm button (or cancels it with its Cancel button); the hourly cron cancels one nobody
    // confirmed in time.
    moves: { ...adminOnly('pending'), shopper: ['confirmed', 'cancelled'], cron: ['cancelled'] },
    waiting: true,
    awaitsPayment: false,
    awaitsCall: true,
    cancelAndRefund: false,
    ...NOTHING_OWED,
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
    awaitsPayment: false,
    awaitsCall: false,
    // Not once shipped: a stale press on a shipped or delivered order moves nothing.
    cancelAndRefund: true,
    ...NOTHING_OWED,
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
    moves: { ...adminOnly('shipped'), courier: courierMovesFrom('shipped') },
    waiting: false,
    awaitsPayment: false,
    awaitsCall: false,
    cancelAndRefund: false,
    ...NOTHING_OWED,
    withCourier: true,
  },
  // The courier's driver has the parcel on the way to the customer today.
  out_for_delivery: {
    labelKey: 'status.out_for_delivery',
    holdsStock: false,
    returnsUnits: false,
    setsTracking: true,
    announced: true,
    tellsCustomer: true,
    trackingStep: 'shipped',
    final: false,
    moves: { ...adminOnly('out_for_delivery'), courier: courierMovesFrom('out_for_delivery') },
    waiting: false,
    awaitsPayment: false,
    awaitsCall: false,
    cancelAndRefund: false,
    ...NOTHING_OWED,
    withCourier: true,
    textsCustomer: true,
  },
  // The customer asked for another day (or was not there): the courier tries again.
  postponed: {
    labelKey: 'status.postponed',
    holdsStock: false,
    returnsUnits: false,
    setsTracking: true,
    announced: true,
    tellsCustomer: true,
    trackingStep: 'shipped',
    final: false,
    moves: { ...adminOnly('postponed'), courier: courierMovesFrom('postponed') },
    waiting: false,
    awaitsPayment: false,
    awaitsCall: false,
    cancelAndRefund: false,
    ...NOTHING_OWED,
    withCourier: true,
  },
  // Refused at the door: the parcel is still with the courier, on its way back; its units come
  // back on the shelf only when it is back at the shop (returned).
  refused: {
    labelKey: 'status.refused',
    holdsStock: false,
    returnsUnits: false,
    setsTracking: false,
    announced: true,
    tellsCustomer: true,
    trackingStep: 'cancelled',
    final: false,
    moves: { ...adminOnly('refused'), courier: ['returned'] },
    waiting: false,
    awaitsPayment: false,
    awaitsCall: false,
    cancelAndRefund: false,
    ...NOTHING_OWED,
    withCourier: true,
    warnsOwner: true,
    countsRefusal: true,
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
    awaitsPayment: false,
    awaitsCall: false,
    cancelAndRefund: false,
    ...NOTHING_OWED,
    owesCash: true,
  },
  // The parcel is back at the shop (refused, or not deliverable): its units are back on the shelf.
  returned: {
    labelKey: 'status.returned',
    holdsStock: false,
    returnsUnits: true,
    setsTracking: false,
    announced: true,
    tellsCustomer: true,
    trackingStep: 'cancelled',
    final: true,
    moves: { admin: [], payment: [], shopper: [], cron: [], courier: [] },
    waiting: false,
    awaitsPayment: false,
    awaitsCall: false,
    cancelAndRefund: false,
    ...NOTHING_OWED,
    warnsOwner: true,
    adminRefusal: 'ORDER_RETURNED_FINAL',
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
      courier: [],
    },
    waiting: false,
    awaitsPayment: false,
    awaitsCall: false,
    cancelAndRefund: false,
    ...NOTHING_OWED,
    adminRefusal: 'ORDER_CANCELLED_FINAL',
  },
}

/** Where an order the shop will fulfil goes: paid online, or confirmed by the shop's call (the
 * confirmation loop's Confirm) or by the customer's SMS link. */
export const CONFIRMED_STATUS: OrderStatus = 'confirmed'

/** Where an order that will not be fulfilled goes: cancelled by the shop, declined or not paid in
 * time, not confirmed in time. Its paid payment is refunded. */
export const CANCELLED_STATUS: OrderStatus = 'cancelled'

/** What the confirmation loop's buttons do to an order waiting for the shop's call. */
export const CALL_OUTCOMES = { confirm: CONFIRMED_STATUS, cancel: CANCELLED_STATUS } as const

/**
 * Every list and rule the shop reads about statuses, computed from a status table alone: the
 * shop's is ORDER_STATUS_RULES (above); a test build computes them again from a table with a
 * status of its own (test/worker/status-extension).
 */
export function readStatusTable(rules: Record<OrderStatus, StatusRule>) {
  const statuses = Object.keys(rules) as OrderStatus[]
  const where = (test: (rule: StatusRule) => boolean) => statuses.filter((s) => test(rules[s]))
  /** May `by` move an order from `from` to `to`? (Staying put is not a move.) */
  const mayMove = (by: Mover, from: OrderStatus, to: OrderStatus) =>
    rules[from].moves[by].includes(to)
  /** The statuses `by` may move to `to` from. */
  const movesTo = (by: Mover, to: OrderStatus): OrderStatus[] =>
    statuses.filter((from) => mayMove(by, from, to))
  /** Statuses an admin may set (dashboard, bot, bulk): every status some status moves to. */
  const adminTargets = statuses.filter((to) => movesTo('admin', to).length > 0)
  const stepOf = (s: OrderStatus) => rules[s].trackingStep
  return {
    /** Is `value` one of the statuses (a message's payload, read back)? */
    isOrderStatus: (value: unknown): value is OrderStatus =>
      typeof value === 'string' && Object.hasOwn(rules, value),
    mayMove,
    movesTo,
    /** What a move tells: the order announced as placed, a status change, or nothing. */
    messagesOfMove: (from: OrderStatus, to: OrderStatus): 'announce' | 'status' | 'none' => {
      const [before, after] = [rules[from], rules[to]]
      if (!before.announced && after.announced) return 'announce'
      return after.tellsCustomer ? 'status' : 'none'
    },
    /** May an admin move an order from `from` to `to`? */
    adminMayMove: (from: OrderStatus, to: OrderStatus) => mayMove('admin', from, to),
    /** The API's code for an admin's move refused from `from`. */
    adminRefusalOf: (from: OrderStatus) => rules[from].adminRefusal ?? 'ORDER_CANCELLED_FINAL',
    /** The tracking page's step of an order in `status`. */
    trackingStepOf: stepOf,
    ADMIN_TARGET_STATUSES: adminTargets,
    /** Offered by the dashboard's bulk update: what an admin may set, but never back to waiting. */
    BULK_ORDER_STATUSES: adminTargets.filter((s) => !rules[s].waiting),
    /** The statuses whose units are held in the shop. */
    HOLDING_STATUSES: where((r) => r.holdsStock),
    /** The statuses whose orders wait (for the shop's call or the shopper's payment). */
    WAITING_STATUSES: where((r) => r.waiting),
    AWAITING_PAYMENT_STATUSES: where((r) => r.awaitsPayment),
    AWAITING_CALL_STATUSES: where((r) => r.awaitsCall),
    CANCEL_AND_REFUND_STATUSES: where((r) => r.cancelAndRefund),
    /** The parcel is with a courier (the courier's reports move it). */
    WITH_COURIER_STATUSES: where((r) => r.withCourier),
    /** Ready to hand to a courier: held in the shop, waiting for no one, and an admin may move it
     * to a status whose parcel is with the courier. */
    SHIPPABLE_STATUSES: where((r) => r.holdsStock && !r.waiting).filter((from) =>
      statuses.some((to) => rules[to].withCourier && mayMove('admin', from, to)),
    ),
    /** Moving into them warns the admin chats. */
    OWNER_WARNING_STATUSES: where((r) => r.warnsOwner),
    /** A cash-on-delivery order in them leaves the courier owing its cash. */
    CASH_OWED_STATUSES: where((r) => r.owesCash),
    /** Parcels refused at the door: they count against the customer's phone. */
    REFUSAL_STATUSES: where((r) => r.countsRefusal),
    /** Sold nothing: their units went back on the shelf (revenue and best sellers leave them out). */
    UNSOLD_STATUSES: where((r) => r.returnsUnits),
    /** At the end of the tracking page's steps (delivered) or cancelled: no delivery estimate any
     * more, and the tracking link's detailed view ends some weeks later. */
    FINISHED_STATUSES: statuses.filter(
      (s) => stepOf(s) === TRACKING_STEPS.at(-1) || stepOf(s) === CANCELLED_STEP,
    ),
    /** The customer has the goods (the last tracking step): they may review them. */
    RECEIVED_STATUSES: statuses.filter((s) => stepOf(s) === TRACKING_STEPS.at(-1)),
    /** The tracking steps an order stands at when it gets its tracking number. */
    TRACKING_NUMBER_STEPS: [...new Set(where((r) => r.setsTracking).map(stepOf))],
  }
}

export const {
  isOrderStatus,
  mayMove,
  movesTo,
  messagesOfMove,
  adminMayMove,
  adminRefusalOf,
  trackingStepOf,
  ADMIN_TARGET_STATUSES,
  BULK_ORDER_STATUSES,
  HOLDING_STATUSES,
  WAITING_STATUSES,
  AWAITING_PAYMENT_STATUSES,
  AWAITING_CALL_STATUSES,
  CANCEL_AND_REFUND_STATUSES,
  WITH_COURIER_STATUSES,
  SHIPPABLE_STATUSES,
  OWNER_WARNING_STATUSES,
  CASH_OWED_STATUSES,
  REFUSAL_STATUSES,
  UNSOLD_STATUSES,
  FINISHED_STATUSES,
  RECEIVED_STATUSES,
  TRACKING_NUMBER_STEPS,
} = readStatusTable(ORDER_STATUS_RULES)

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
