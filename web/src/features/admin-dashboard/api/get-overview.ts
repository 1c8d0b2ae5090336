// The overview's reads: every product (for the stock counts) and the order statistics, plus the
// five most recent orders.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export function useOverviewProducts() {
  return useQuery({
    queryKey: ['products', 'admin'],
    queryFn: () => unwrap(api.products.$get({ query: {} })),
  })
}

export function useOrderStats() {
  return useQuery({
    queryKey: ['admin', 'orders', 'stats'],
    queryFn: () => unwrap(api.orders.stats.$get()),
  })
}

export function useRecentOrders(limit = 5) {
  return useQuery({
    queryKey: ['admin', 'orders', 'recent', limit],
    queryFn: () => unwrap(api.orders.$get({ query: { limit: String(limit) } })),
  })
}
