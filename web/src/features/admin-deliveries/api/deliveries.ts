// GET /api/admin/deliveries (sent, waiting and failed messages per channel, the failed ones with
// their errors) and POST /api/admin/deliveries/:id/retry ("Send again"), which refreshes the panel.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export const deliveryQueries = {
  all: () => ['admin-deliveries'] as const,
  panel: () =>
    queryOptions({
      queryKey: deliveryQueries.all(),
      queryFn: () => unwrap(api.admin.deliveries.$get()),
      // Messages move on their own: the panel follows without a reload.
      refetchInterval: 15_000,
    }),
}

export const useDeliveries = () => useQuery(deliveryQueries.panel())

export function useSendAgain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.admin.deliveries[':id'].retry.$post({ param: { id: String(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryQueries.all() }),
  })
}
