// POST /api/products and PUT /api/products/:id; the storefront's product lists refresh too.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProductFormInput, ProductUpdate } from '@schemas/product'
import { api, unwrap } from '@/lib/api-client'
import { productQueries } from '@/lib/queries/products'

export type ProductInput = ProductFormInput

/** A new product whole, or an edit: only the fields changed (with `stockWas` beside a new stock). */
export type ProductSave =
  { id?: undefined; input: ProductInput } | { id: number; input: ProductUpdate }

export function useSaveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: ProductSave) =>
      id === undefined
        ? unwrap(api.products.$post({ json: input }))
        : unwrap(api.products[':id'].$put({ param: { id: String(id) }, json: input })),
    // Also after a refusal: a stock that changed meanwhile is then shown in the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueries.all() }),
  })
}
