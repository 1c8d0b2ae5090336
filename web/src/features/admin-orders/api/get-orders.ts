// GET /api/orders/all: every order, newest first, for the orders table.
import { useQuery } from '@tanstack/react-query'
import { adminOrderQueries } from '@/lib/queries/admin-orders'

export const useAllOrders = () => useQuery(adminOrderQueries.list())
