// The dashboard's order reads (every order, the most recent, the statistics), shared by the
// overview and the orders tab; apart from orders.ts so that none of it loads with the storefront.
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { orderQueries } from './orders'

export const adminOrderQueries = {
  all: () => [...orderQueries.all(), 'admin'] as const,
  list: () =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'list'] as const,
      queryFn: () => unwrap(api.orders.all.$get()),
    }),
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
  stats: () =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'stats'] as const,
      queryFn: () => unwrap(api.orders.stats.$get()),
    }),
}
