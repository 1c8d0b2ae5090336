// DELETE /api/products/:id for one product, DELETE /api/products for several in one request.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { productQueries } from '@/lib/queries/products'

export function useDeleteProducts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const [only, ...others] = ids
      if (only !== undefined && others.length === 0) {
        await unwrap(api.products[':id'].$delete({ param: { id: String(only) } }))
        return
      }
      const result = await unwrap(api.products.$delete({ json: { productIds: ids } }))
      if (result.errors.length > 0)
        throw new Error(`${result.errors.length} of ${ids.length} not deleted`)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueries.all() }),
  })
}
