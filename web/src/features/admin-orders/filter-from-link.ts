// The Orders tab opened from a link: one order (`?order=`, the Cash view's parcels) or a status and
// a Baghdad day (`?status=&day=`, the Overview's Today rows), so a row that counts orders opens
// those orders rather than every order. Anything else in the address is ignored.
import { ORDER_STATUSES, type OrderStatus } from '@domain/order-status'
import type { OrderFilter } from '@/lib/queries/admin-orders'

const isStatus = (value: string | null): value is OrderStatus =>
  ORDER_STATUSES.some((s) => s === value)

export function filterFromLink(search: string): OrderFilter {
  const params = new URLSearchParams(search)
  const order = params.get('order')
  if (order) return { customer: order }
  const status = params.get('status')
  const day = params.get('day')
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? { dateFrom: day, dateTo: day } : {}),
  }
}
