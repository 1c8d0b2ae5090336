// GET /api/orders/:userId: the signed-in customer's own orders, newest first.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export function useMyOrders(userId: number | undefined) {
  return useQuery({
    queryKey: ['orders', userId],
    queryFn: () => unwrap(api.orders[':userId'].$get({ param: { userId: String(userId) } })),
    enabled: userId !== undefined,
  })
}
