// GET /api/track/:token: an order as its public tracking link shows it. It is read again every
// minute while the page is open, so a confirmation or a shipment shows without a reload.
import { queryOptions } from '@tanstack/react-query'
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
