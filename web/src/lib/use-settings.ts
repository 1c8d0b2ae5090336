// The public shop settings (pricing rules, payment methods, store info) from GET /api/settings.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from './api-client'

export const settingsQuery = {
  queryKey: ['settings'] as const,
  queryFn: () => unwrap(api.settings.$get()),
  staleTime: 5 * 60_000,
}

export function useShopSettings() {
  return useQuery(settingsQuery)
}
