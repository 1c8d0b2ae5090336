// GET /api/admin/briefing: the morning briefing's figures as of now (the Overview's Today card).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

const briefingQuery = () =>
  queryOptions({
    queryKey: ['admin-briefing'] as const,
    queryFn: () => unwrap(api.admin.briefing.$get()),
  })

export const useBriefing = () => useQuery(briefingQuery())
