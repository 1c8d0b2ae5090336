// The dashboard's order filters: status, dateFrom (from the start of that Baghdad day), dateTo
// (through the end of that Baghdad day), customer text over first name, last name and email;
// newest first.
import { SHOP_TIME_ZONE, zonedParts } from './baghdad-time'

export interface FilterableOrder {
  status: string
  createdAt: string
  shippingInfo: { firstName: string; lastName: string; email: string }
}

export interface OrderFilter {
  status?: string // 'all' or empty for every status
  dateFrom?: string // YYYY-MM-DD
  dateTo?: string // YYYY-MM-DD
  customer?: string
}

/** The instant a calendar date (YYYY-MM-DD) begins in the shop's time zone. */
export function shopDateStart(date: string, timeZone = SHOP_TIME_ZONE): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const utcMidnight = Date.UTC(y, m - 1, d)
  const p = zonedParts(new Date(utcMidnight), timeZone)
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - utcMidnight
  return utcMidnight - offset
}

const DAY_MS = 24 * 60 * 60 * 1000
const isDate = (s: string | undefined): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s)

export function filterOrders<T extends FilterableOrder>(
  orders: readonly T[],
  filter: OrderFilter,
): T[] {
  const from = isDate(filter.dateFrom) ? shopDateStart(filter.dateFrom) : -Infinity
  const to = isDate(filter.dateTo) ? shopDateStart(filter.dateTo) + DAY_MS : Infinity
  const text = filter.customer?.trim().toLowerCase() ?? ''
  return orders
    .filter((o) => {
      if (filter.status && filter.status !== 'all' && o.status !== filter.status) return false
      const at = Date.parse(o.createdAt)
      if (at < from || at >= to) return false
      if (!text) return true
      const { firstName, lastName, email } = o.shippingInfo
      return [firstName, lastName, email].some((field) => field.toLowerCase().includes(text))
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
}
