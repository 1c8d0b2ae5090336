// The public shop settings (pricing rules, payment methods, store info) from GET /api/settings.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from './api-client'

export const settingsQueries = {
  current: () =>
    queryOptions({
      queryKey: ['settings'] as const,
      queryFn: () => unwrap(api.settings.$get()),
      staleTime: 5 * 60_000,
    }),
}

export function useShopSettings() {
  return useQuery(settingsQueries.current())
}
