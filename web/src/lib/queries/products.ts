// The catalogue's reads (GET /api/products, GET /api/products/:id) under one key, so whatever
// changes a product (an order, a review, the dashboard) refreshes every list and page showing it.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { productQuerySchema } from '@schemas/product'
import { api, unwrap } from '@/lib/api-client'

/** The list's filter; no category means all, a blank search none. */
export type ProductFilter = z.input<typeof productQuerySchema>

export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (filter: ProductFilter = {}) => {
    // One cache entry per distinct request: a blank search asks for the same list as none.
    const query = { category: filter.category, search: filter.search || undefined }
    return queryOptions({
      queryKey: [...productQueries.lists(), query] as const,
      queryFn: () => unwrap(api.products.$get({ query })),
    })
  },
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'detail', id] as const,
      queryFn: () => unwrap(api.products[':id'].$get({ param: { id } })),
    }),
}

export const useProducts = (filter?: ProductFilter) => useQuery(productQueries.list(filter))

export const useProduct = (id: string) => useQuery(productQueries.detail(id))
