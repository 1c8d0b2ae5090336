// The dashboard's order reads (pages of the orders tab, the most recent, the statistics), shared
// by the overview and the orders tab; apart from orders.ts so that none of it loads with the
// storefront.
import { queryOptions } from '@tanstack/react-query'
import type { OrderStatus } from '@domain/order-status'
import { api, unwrap, unwrapPage } from '@/lib/api-client'
import { orderQueries } from './orders'
import { pagedQuery, queryOf } from './pages'

/** The orders tab's filters, applied by the server (GET /api/orders/all). */
export interface OrderFilter {
  status?: OrderStatus | ''
  dateFrom?: string // YYYY-MM-DD, a Baghdad calendar day
  dateTo?: string
  customer?: string // first or last name, e-mail, or order id
}

export const adminOrderQueries = {
  all: () => [...orderQueries.all(), 'admin'] as const,
  /** The orders matching a filter, newest first, a page at a time. */
  list: (filter: OrderFilter) => {
    const query = queryOf(filter)
    return pagedQuery([...adminOrderQueries.all(), 'list', query] as const, (cursor) =>
      unwrapPage(api.orders.all.$get({ query: { ...query, ...(cursor && { cursor }) } })),
    )
  },
  recent: (limit: number) =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'recent', limit] as const,
      queryFn: () => unwrap(api.orders.$get({ query: { limit: String(limit) } })),
    }),
  events: (orderId: string) =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'events', orderId] as const,
      queryFn: () => unwrap(api.orders[':id'].events.$get({ param: { id: orderId } })),
    }),
  /** The payment panel: the order's payments and every payment event. */
  payments: (orderId: string) =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'payments', orderId] as const,
      queryFn: () => unwrap(api.orders[':id'].payments.$get({ param: { id: orderId } })),
    }),
  /** The refunds left to the owner (GET /api/admin/refunds): under the order reads, so an order
   * cancelled or changed in the dashboard refreshes them too. */
  refundsByHand: () =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'refunds-by-hand'] as const,
      queryFn: () => unwrap(api.admin.refunds.$get()),
    }),
  stats: () =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'stats'] as const,
      queryFn: () => unwrap(api.orders.stats.$get()),
    }),
}
