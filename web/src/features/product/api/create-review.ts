// POST /api/reviews; the product's new average and count come back and update the page.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReviewCreate } from '@schemas/review'
import { api, unwrap } from '@/lib/api-client'
import type { ProductDetail } from '@/lib/api-types'
import { productQueries } from '@/lib/queries/products'

type ReviewInput = Pick<ReviewCreate, 'rating' | 'comment'>

export function useCreateReview(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      unwrap(api.reviews.$post({ json: { productId, ...input } })),
    onSuccess: ({ review, rating, reviews }) => {
      queryClient.setQueriesData<ProductDetail>(
        { queryKey: productQueries.details(String(productId)) },
        (p) => p && { ...p, rating, reviews, reviews_data: [review, ...p.reviews_data] },
      )
      // Cards elsewhere show the rating too.
      void queryClient.invalidateQueries({ queryKey: productQueries.lists() })
    },
  })
}
