// GET /api/track/:token: an order as its public tracking link shows it. It is read again every
// minute while the page is open, so a confirmation or a shipment shows without a reload. And the
// customer's confirmation through the link of their SMS.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

const REFRESH_MS = 60_000

export const trackingQueries = {
  all: () => ['tracking'] as const,
  order: (token: string) =>
    queryOptions({
      queryKey: [...trackingQueries.all(), token] as const,
      queryFn: () => unwrap(api.track[':token'].$get({ param: { token } })),
      refetchInterval: REFRESH_MS,
      // A wrong link stays wrong: no retries of a 404.
      retry: false,
    }),
}

/** POST /api/track/:token/confirm: the customer confirms with the key of their SMS link. */
export function useConfirmBySms(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (key: string) =>
      unwrap(api.track[':token'].confirm.$post({ param: { token }, json: { key } })),
    onSuccess: (order) => queryClient.setQueryData(trackingQueries.order(token).queryKey, order),
  })
}
