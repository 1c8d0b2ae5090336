// PUT /api/products/:id/fitments: the product's whole list of fitment rows.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FitmentRule } from '@domain/fitment'
import { api, unwrap } from '@/lib/api-client'
import { productQueries } from '@/lib/queries/products'

export function useSaveFitments() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, fitments }: { id: number; fitments: FitmentRule[] }) =>
      unwrap(api.products[':id'].fitments.$put({ param: { id: String(id) }, json: { fitments } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.all() }),
  })
}
