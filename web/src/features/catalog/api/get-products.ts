// GET /api/products with the category filter (All = none) and the search text.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export interface ProductFilter {
  category?: string
  search?: string
}

export const productsQuery = (filter: ProductFilter) => ({
  queryKey: ['products', filter] as const,
  queryFn: () =>
    unwrap(
      api.products.$get({
        // The API validates the category against the six names; the UI only offers those.
        query: { category: filter.category as never, search: filter.search || undefined },
      }),
    ),
})

export function useProducts(filter: ProductFilter) {
  return useQuery(productsQuery(filter))
}
