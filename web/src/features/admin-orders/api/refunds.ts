// The refunds to make by hand (GET /api/admin/refunds) and "Mark as refunded" (POST
// /api/admin/refunds/:id/made), which refreshes the list and that order's payment panel and
// timeline.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { adminOrderQueries } from '@/lib/queries/admin-orders'

export const useRefundsByHand = () => useQuery(adminOrderQueries.refundsByHand())

export function useMarkRefundMade() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id }: { id: string; orderId: string }) =>
      unwrap(api.admin.refunds[':id'].made.$post({ param: { id } })),
    onSettled: (_data, _error, { orderId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderQueries.refundsByHand().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminOrderQueries.payments(orderId).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminOrderQueries.events(orderId).queryKey }),
      ]),
  })
}
