// GET /api/analytics/sessions/{id}: this browser's own visitor session with its page views,
// refreshed with the statistics.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { currentSessionId } from '../tracker'
import { SUMMARY_REFRESH_MS } from './get-summary'

export function useCurrentSession() {
  const id = currentSessionId()
  return useQuery({
    queryKey: ['admin', 'analytics', 'session', id],
    queryFn: () => unwrap(api.analytics.sessions[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
    refetchInterval: SUMMARY_REFRESH_MS,
  })
}
