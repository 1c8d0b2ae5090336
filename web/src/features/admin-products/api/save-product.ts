// POST /api/products and PUT /api/products/:id; the storefront's product lists refresh too.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProductFormInput } from '@schemas/product'
import { api, unwrap } from '@/lib/api-client'
import { productQueries } from '@/lib/queries/products'

export type ProductInput = ProductFormInput

export function useSaveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ProductInput }) =>
      id === undefined
        ? unwrap(api.products.$post({ json: input }))
        : unwrap(api.products[':id'].$put({ param: { id: String(id) }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.all() }),
  })
}
