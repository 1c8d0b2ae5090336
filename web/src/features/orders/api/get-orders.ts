// GET /api/orders/:userId: the signed-in customer's own orders, newest first.
import { useQuery } from '@tanstack/react-query'
import { orderQueries } from '@/lib/queries/orders'

export const useMyOrders = (userId: number | undefined) => useQuery(orderQueries.mine(userId))
