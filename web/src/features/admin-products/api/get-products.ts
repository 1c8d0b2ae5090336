// GET /api/products: the whole catalogue for the products table.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export const adminProductsQuery = {
  queryKey: ['products', 'admin'] as const,
  queryFn: () => unwrap(api.products.$get({ query: {} })),
}

export function useAdminProducts() {
  return useQuery(adminProductsQuery)
}
