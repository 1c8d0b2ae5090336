// The overview's order reads: the statistics and the most recent orders (the product counts come
// from the catalogue list).
import { useQuery } from '@tanstack/react-query'
import { adminOrderQueries } from '@/lib/queries/admin-orders'

export const useOrderStats = () => useQuery(adminOrderQueries.stats())

export const useRecentOrders = (limit = 5) => useQuery(adminOrderQueries.recent(limit))
