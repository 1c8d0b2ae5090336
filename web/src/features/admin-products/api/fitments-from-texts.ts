// POST /api/products/fitments/from-texts: the old compatibility texts of products without fitment
// rows read into rows; the answer lists what could not be read.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { productQueries } from '@/lib/queries/products'

export function useFitmentsFromTexts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api.products.fitments['from-texts'].$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.all() }),
  })
}
