// POST /api/reviews; the product's new average and count come back and update the page.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import type { ProductDetail } from '@/lib/api-types'
import { productQuery } from './get-product'

export function useCreateReview(productId: number) {
  const queryClient = useQueryClient()
  const key = productQuery(String(productId)).queryKey
  return useMutation({
    mutationFn: (input: { rating: number; comment: string }) =>
      unwrap(api.reviews.$post({ json: { productId, ...input } })),
    onSuccess: ({ review, rating, reviews }) => {
      queryClient.setQueryData<ProductDetail>(
        key,
        (p) => p && { ...p, rating, reviews, reviews_data: [review, ...p.reviews_data] },
      )
      // Cards elsewhere show the rating too.
      void queryClient.invalidateQueries({ queryKey: ['products'] })
    },
  })
}
