// POST /api/track/renew: a new tracking link for one of the customer's orders (the old one stops
// working); My Orders then shows the new one.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { orderQueries } from '@/lib/queries/orders'

export function useRenewTrackingLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (orderId: string) => unwrap(api.track.renew.$post({ json: { orderId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  })
}
