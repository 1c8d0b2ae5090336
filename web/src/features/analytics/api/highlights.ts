// GET /api/analytics/highlights: the home card's three most viewed products and average visit.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export const highlightQueries = {
  home: () =>
    queryOptions({
      queryKey: ['highlights'] as const,
      queryFn: () => unwrap(api.analytics.highlights.$get()),
      staleTime: 5 * 60_000,
    }),
}

export const useHighlights = () => useQuery(highlightQueries.home())
