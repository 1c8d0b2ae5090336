// GET /api/orders/all: every order, newest first, for the orders table.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export function useAllOrders() {
  return useQuery({
    queryKey: ['admin', 'orders', 'all'],
    queryFn: () => unwrap(api.orders.all.$get()),
  })
}
