// GET /api/analytics/summary: the admin's visitor statistics, refreshed every 5 minutes.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export const SUMMARY_REFRESH_MS = 5 * 60_000

export function useVisitorSummary() {
  return useQuery({
    queryKey: ['admin', 'analytics', 'summary'],
    queryFn: () => unwrap(api.analytics.summary.$get()),
    refetchInterval: SUMMARY_REFRESH_MS,
  })
}
