// The status table of the test build (the status-extension project, test/status-extension.ts): the
// shop's table with a status of the tests' own, ready_for_pickup, as a new status would come: one
// row (an admin moves a confirmed order to it, its units stay held, it moves on to delivered or
// cancelled) and its label in English and Arabic (en.json and ar.json beside this file). Every list
// and rule is computed again from this table by the shop's own readStatusTable; the rest of the
// module is the shop's.
import * as shop from '../../../worker/domain/order-status'
import {
  type OrderStatus,
  readStatusTable,
  type StatusRule,
} from '../../../worker/domain/order-status'

export * from '../../../worker/domain/order-status'

/** The shop's own module, for the test to tell the rebuilt lists from the shop's. */
export const SHOP_TABLE = shop

export const READY_FOR_PICKUP = 'ready_for_pickup' as OrderStatus

const readyForPickup: StatusRule = {
  labelKey: `status.${READY_FOR_PICKUP}`,
  holdsStock: true,
  returnsUnits: false,
  setsTracking: false,
  announced: true,
  tellsCustomer: true,
  trackingStep: 'confirmed',
  final: false,
  moves: {
    admin: ['delivered', shop.CANCELLED_STATUS],
    payment: [],
    shopper: [],
    cron: [],
    courier: [],
  },
  waiting: false,
  awaitsPayment: false,
  awaitsCall: false,
  cancelAndRefund: false,
  withCourier: false,
  warnsOwner: false,
  owesCash: false,
  countsRefusal: false,
  textsCustomer: false,
}

/** The shop's rows, the new one after confirmed, from which an admin may now move to it. */
export const ORDER_STATUS_RULES = Object.fromEntries(
  Object.entries(shop.ORDER_STATUS_RULES).flatMap(([status, rule]) =>
    status === shop.CONFIRMED_STATUS
      ? [
          [
            status,
            { ...rule, moves: { ...rule.moves, admin: [...rule.moves.admin, READY_FOR_PICKUP] } },
          ],
          [READY_FOR_PICKUP, readyForPickup],
        ]
      : [[status, rule]],
  ),
) as Record<OrderStatus, StatusRule>

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_RULES) as OrderStatus[]

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
