// The products the fitment check judges: the catalogue from GET /api/products, filtered by
// category on the server when the shopper picked one.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { CATEGORIES } from '@domain/categories'
import { api, unwrap } from '@/lib/api-client'

const categoryName = (key: string) => CATEGORIES.find((c) => c.key === key)?.name

export const fitmentProductsQuery = (categoryKey: string) => {
  const category = categoryName(categoryKey)
  return queryOptions({
    queryKey: ['products', { category: category ?? 'all' }] as const,
    queryFn: () => unwrap(api.products.$get({ query: category ? { category } : {} })),
  })
}

/** Loads only once the shopper has asked for a check (`categoryKey` null until then). */
export function useFitmentProducts(categoryKey: string | null) {
  return useQuery({ ...fitmentProductsQuery(categoryKey ?? ''), enabled: categoryKey !== null })
}
