// The admin's visitor statistics (GET /api/analytics/summary) and this browser's own session
// (GET /api/analytics/sessions/:id), refreshed every 5 minutes. Apart from the home card's
// highlights, so that none of it loads with the storefront.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { currentSessionId } from '../page-views'

const REFRESH_MS = 5 * 60_000

export const visitorQueries = {
  all: () => ['visitors'] as const,
  summary: () =>
    queryOptions({
      queryKey: [...visitorQueries.all(), 'summary'] as const,
      queryFn: () => unwrap(api.analytics.summary.$get()),
      refetchInterval: REFRESH_MS,
    }),
  session: (id: string | null) =>
    queryOptions({
      queryKey: [...visitorQueries.all(), 'session', id] as const,
      queryFn: () => unwrap(api.analytics.sessions[':id'].$get({ param: { id: id ?? '' } })),
      enabled: id !== null,
      refetchInterval: REFRESH_MS,
    }),
}

export const useVisitorSummary = () => useQuery(visitorQueries.summary())

export const useCurrentSession = () => useQuery(visitorQueries.session(currentSessionId()))
