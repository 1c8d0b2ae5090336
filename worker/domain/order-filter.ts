// The dashboard's order filters' dates: dateFrom counts from the start of that Baghdad day, dateTo
// through the end of that Baghdad day, whatever the admin's own clock says.
import { SHOP_TIME_ZONE, zonedParts } from './baghdad-time'

/** The instant a calendar date (YYYY-MM-DD) begins in the shop's time zone. */
export function shopDateStart(date: string, timeZone = SHOP_TIME_ZONE): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const utcMidnight = Date.UTC(y, m - 1, d)
  const p = zonedParts(new Date(utcMidnight), timeZone)
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - utcMidnight
  return utcMidnight - offset
}

/** The day after a calendar date (YYYY-MM-DD), as a calendar date. */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** The instants (ISO) orders of the Baghdad days dateFrom to dateTo fall in: from ≤ t < until. */
export function orderDateRange(filter: { dateFrom?: string; dateTo?: string }): {
  from?: string
  until?: string
} {
  return {
    ...(filter.dateFrom && { from: new Date(shopDateStart(filter.dateFrom)).toISOString() }),
    ...(filter.dateTo && {
      until: new Date(shopDateStart(nextDay(filter.dateTo))).toISOString(),
    }),
  }
}
