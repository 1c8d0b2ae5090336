// The shopper's own orders (GET /api/orders/:userId), and the root key every order read lives
// under, so that any order change (placing, sending a waiting one, the dashboard) refreshes them.
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export const orderQueries = {
  all: () => ['orders'] as const,
  mine: (userId: number | undefined) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'mine', userId] as const,
      queryFn: () => unwrap(api.orders[':userId'].$get({ param: { userId: String(userId) } })),
      enabled: userId !== undefined,
    }),
}
