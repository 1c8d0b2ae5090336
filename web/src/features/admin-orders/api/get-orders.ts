// GET /api/orders/all: the orders matching the tab's filters, newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query'
import { adminOrderQueries, type OrderFilter } from '@/lib/queries/admin-orders'

export const useOrderPages = (filter: OrderFilter) =>
  useInfiniteQuery(adminOrderQueries.list(filter))
