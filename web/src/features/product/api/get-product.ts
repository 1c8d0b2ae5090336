// GET /api/products/:id: the product with its reviews and up to four related products.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export const productQuery = (id: string) => ({
  queryKey: ['product', id] as const,
  queryFn: () => unwrap(api.products[':id'].$get({ param: { id } })),
})

export function useProduct(id: string) {
  return useQuery(productQuery(id))
}
