// The delivery companies the shop hands parcels to (one module each in services/couriers), and the
// words of the shipment and the cash it owes: pure rules, no I/O.
import type { GovernorateId } from './iraq-address'
import { type Dinars, dinars } from './money'
import type { OrderStatus } from './order-status'

/** Couriers with a merchant API module. `hand` in the Cash ledger is cash recorded by an admin (a
 * courier without an API, or a hand-over at the shop). */
export const COURIER_IDS = ['alwaseet', 'boxy'] as const
export type CourierId = (typeof COURIER_IDS)[number]
export const HAND = 'hand' as const
export type CashCourier = CourierId | typeof HAND

export const isCourierId = (value: unknown): value is CourierId =>
  typeof value === 'string' && (COURIER_IDS as readonly string[]).includes(value)

/** creating: written before the courier is called (a second press finds it); created: the courier
 * has the parcel's reference; retrying: the courier could not be reached, the cron tries again;
 * failed: the courier refused it (the owner fixes the address and ships again); cancelled. */
export const SHIPMENT_STATES = ['creating', 'created', 'retrying', 'failed', 'cancelled'] as const
export type ShipmentState = (typeof SHIPMENT_STATES)[number]

/** What a courier's own status word means for the order (null: a step of its own that moves
 * nothing, shown on the tracking page only). */
export type CourierStep = Extract<
  OrderStatus,
  'shipped' | 'out_for_delivery' | 'postponed' | 'refused' | 'delivered' | 'returned'
> | null

/** A shipment the courier could not take yet is tried again after 5, 15, 45… minutes, at most
 * every 6 hours, 10 times in all. */
export const SHIPMENT_ATTEMPTS = 10
export function nextShipmentAttempt(attempts: number, now: Date): Date | null {
  if (attempts >= SHIPMENT_ATTEMPTS) return null
  const minutes = Math.min(5 * 3 ** Math.max(0, attempts - 1), 6 * 60)
  return new Date(now.getTime() + minutes * 60_000)
}

/** The net a courier owes for a delivered parcel: what it collected less its fee. */
export const netDue = (collected: Dinars, fee: Dinars): Dinars => (collected - fee) as Dinars

/** What a statement did not match. */
export const CASH_DIFFERENCE_KINDS = [
  'amount_changed',
  'paid_twice',
  'missing',
  'unknown_parcel',
] as const
export type CashDifferenceKind = (typeof CASH_DIFFERENCE_KINDS)[number]

/** A new shop ships by hand until the owner picks a courier per governorate; a courier whose
 * answer names no fee is charged at 5,000 IQD a parcel (Baghdad's usual rate); two parcels refused
 * in 90 days stop cash on delivery to that phone; a delivered parcel not on any statement after 7
 * days is a difference. */
export const DEFAULT_COURIER_SETTINGS = {
  byGovernorate: {} as Partial<Record<GovernorateId, CourierId>>,
  fees: { alwaseet: dinars(5000), boxy: dinars(5000) },
  refusalLimit: 2,
  refusalDays: 90,
  statementGraceDays: 7,
}
