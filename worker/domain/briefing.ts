// The owner's morning briefing as figures: what the bot, the cron and the dashboard's Today card
// all show. A section with nothing in it is null (or an empty list) and is left out.
import type { CashCourier } from './couriers'
import type { Dinars } from './money'

export interface OrderSum {
  orders: number
  total: Dinars
}

export interface LowStockProduct {
  id: number
  name: string
  nameAr: string
  stock: number
  /** Days of sales the stock covers at the last 28 days' pace; null when nothing sold. */
  daysCovered: number | null
}

export interface Briefing {
  /** Yesterday in Baghdad, YYYY-MM-DD: the day the takings are of. */
  day: string
  yesterday: { cod: OrderSum; online: OrderSum } | null
  awaitingCall: OrderSum | null
  /** Cash-on-delivery orders whose confirmation SMS went out and that the customer has not answered. */
  awaitingCustomer: number | null
  awaitingPayment: OrderSum | null
  refundsByHand: { currency: string; refunds: number; amount: number }[]
  cashOwed: { courier: CashCourier; parcels: number; owed: Dinars }[]
  parcels: { refused: number; returned: number; stillRefused: number } | null
  lowStock: { level: number; total: number; listed: LowStockProduct[] } | null
  failedMessages: number | null
  /** Yesterday's searches that found nothing, most frequent first (at most five), each with the
   * search put right that shoppers were offered instead (null: none). */
  searchMisses: { query: string; count: number; instead: string | null }[]
}

/** Whole days `stock` lasts when `sold` units went in `days` days; null when none sold. */
export function daysCovered(stock: number, sold: number, days: number): number | null {
  if (sold <= 0) return null
  return Math.floor((stock * days) / sold)
}

/** True when no section has anything in it. */
export const briefingEmpty = (b: Briefing) =>
  !b.yesterday &&
  !b.awaitingCall &&
  !b.awaitingCustomer &&
  !b.awaitingPayment &&
  b.refundsByHand.length === 0 &&
  b.cashOwed.length === 0 &&
  !b.parcels &&
  !b.lowStock &&
  !b.failedMessages &&
  b.searchMisses.length === 0
