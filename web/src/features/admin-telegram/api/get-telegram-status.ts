// GET /api/telegram/status (admins only), refreshed every 2 s while the page is open (§2).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export const STATUS_REFRESH_MS = 2000

export const telegramQueries = {
  status: () =>
    queryOptions({
      queryKey: ['telegram', 'status'] as const,
      queryFn: () => unwrap(api.telegram.status.$get()),
      refetchInterval: STATUS_REFRESH_MS,
    }),
}

export const useTelegramStatus = () => useQuery(telegramQueries.status())
