// DELETE /api/products/:id for one or several products.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { productQueries } from '@/lib/queries/products'

export function useDeleteProducts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const results = await Promise.allSettled(
        ids.map((id) => unwrap(api.products[':id'].$delete({ param: { id: String(id) } }))),
      )
      const failed = results.filter((r) => r.status === 'rejected').length
      if (failed) throw new Error(`${failed} of ${ids.length} not deleted`)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueries.all() }),
  })
}
