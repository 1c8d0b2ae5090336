// The catalogue's reads under one key, so whatever changes a product (an order, a review, the
// dashboard) refreshes every page and list showing it: pages of cards (GET /api/products with a
// cursor), named products (a cart, a wishlist), counts per category, suggestions and one product.
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { MAX_IDS_PER_CALL, MAX_PAGE_SIZE } from '@domain/catalogue'
import type { GarageBikeRef } from '@domain/garage'
import type { productQuerySchema } from '@schemas/product'
import { api, unwrap, unwrapPage } from '@/lib/api-client'
import { queryOf } from './pages'
import { productIdPages } from './product-id-pages'

type ProductQueryInput = z.input<typeof productQuerySchema>
/** What a shopper narrows the catalogue by; the pages themselves come from the cursor. */
export type CatalogueFilter = Pick<
  ProductQueryInput,
  'category' | 'search' | 'sort' | 'inStock' | 'badge' | 'fits' | 'ids' | 'noFitment'
> &
  BikeFilter

/** The shopper's bike as the API reads it: each card then carries its fitment answer. */
export interface BikeFilter {
  vehicle?: string
  year?: string
  make?: string
  model?: string
  variant?: string
}

/** The query fields of a saved bike (none without one). */
export const bikeFilter = (bike: GarageBikeRef | null): BikeFilter =>
  bike ? { vehicle: String(bike.vehicleId), year: String(bike.year) } : {}

const pageOf = (query: Record<string, string>) => unwrapPage(api.products.$get({ query }))

export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  /** The catalogue a page at a time, the next one asked for with the last one's cursor. */
  catalogue: (filter: CatalogueFilter = {}, limit?: number) => {
    const query = queryOf(filter)
    if (limit) query.limit = String(limit)
    return infiniteQueryOptions({
      queryKey: [...productQueries.lists(), 'pages', query] as const,
      queryFn: ({ pageParam }) => pageOf(pageParam ? { ...query, cursor: pageParam } : query),
      initialPageParam: '',
      getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    })
  },
  /** How many products a filter matches, without the cards. */
  count: (filter: CatalogueFilter = {}) =>
    queryOptions({
      queryKey: [...productQueries.lists(), 'count', queryOf(filter)] as const,
      queryFn: async () => (await pageOf({ ...queryOf(filter), limit: '1' })).meta.total,
    }),
  /** The cards of named products in the order asked, a page of ids per call; with a bike, each
   * carries its answer for it. */
  byIds: (ids: readonly number[], bike: BikeFilter = {}) => {
    const sorted = [...new Set(ids)].sort((a, b) => a - b)
    const query = queryOf(bike)
    return queryOptions({
      queryKey: [...productQueries.lists(), 'ids', sorted, query] as const,
      queryFn: async () => {
        const pages = await Promise.all(
          productIdPages(sorted, MAX_IDS_PER_CALL, MAX_PAGE_SIZE).map((page) =>
            unwrap(api.products.$get({ query: { ...query, ...page } })),
          ),
        )
        return pages.flat()
      },
    })
  },
  categoryCounts: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'categories'] as const,
      queryFn: () => unwrap(api.products.categories.$get({ query: {} })),
    }),
  suggestions: (typed: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'suggestions', typed] as const,
      queryFn: () => unwrap(api.products.suggestions.$get({ query: { q: typed } })),
      staleTime: 5 * 60_000,
    }),
  /** Every read of one product (with or without a bike). */
  details: (id: string) => [...productQueries.all(), 'detail', id] as const,
  /** One product whole, with its answer for the bike when one is given. */
  detail: (id: string, bike: BikeFilter = {}) =>
    queryOptions({
      queryKey: [...productQueries.details(id), queryOf(bike)] as const,
      queryFn: () => unwrap(api.products[':id'].$get({ param: { id }, query: queryOf(bike) })),
    }),
}

/** Today's cards of the products a cart or wishlist names (none asked: none loaded). */
export const useProductsByIds = (ids: readonly number[], bike?: BikeFilter) =>
  useQuery({ ...productQueries.byIds(ids, bike), enabled: ids.length > 0 })

export const useProduct = (id: string, bike?: BikeFilter) =>
  useQuery(productQueries.detail(id, bike))
