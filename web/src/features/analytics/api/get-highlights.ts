// GET /api/analytics/highlights: the home card's three most viewed products and average visit.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export const highlightsQuery = {
  queryKey: ['analytics', 'highlights'] as const,
  queryFn: () => unwrap(api.analytics.highlights.$get()),
  staleTime: 5 * 60_000,
}

export function useHighlights() {
  return useQuery(highlightsQuery)
}
