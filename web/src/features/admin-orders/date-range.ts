// The orders filter's two days kept in order: a "from" day chosen after the "to" day moves the "to"
// day with it (and the other way round), so the list never asks for a range that ends before it
// starts (the server refuses one: FILTER_DATE_RANGE).
import type { OrderFilter } from '@/lib/queries/admin-orders'

export function withDay(filter: OrderFilter, key: 'dateFrom' | 'dateTo', day: string): OrderFilter {
  const next = { ...filter, [key]: day }
  if (!day || !next.dateFrom || !next.dateTo || next.dateFrom <= next.dateTo) return next
  return key === 'dateFrom' ? { ...next, dateTo: day } : { ...next, dateFrom: day }
}
