// POST /api/stock-alerts: be told by e-mail, once, when a sold-out product is back.
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export const useStockAlert = (productId: number) =>
  useMutation({
    mutationFn: (email: string | undefined) =>
      unwrap(api['stock-alerts'].$post({ json: { productId, ...(email && { email }) } })),
  })
