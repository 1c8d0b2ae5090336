// One TanStack Query client for the shop; the catalogue changes rarely, so reads stay fresh a minute.
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'
import { isOffline } from './connection'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Always ask: offline, the service worker answers with the catalogue last seen.
      networkMode: 'offlineFirst',
      // A 4xx answer will not change on retry; a network blip might. In offline mode the error
      // shows at once, and queries refetch when the connection returns (features/offline).
      retry: (count, error) =>
        count < 2 &&
        !isOffline() &&
        !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    // A call that cannot be made fails at once instead of waiting unseen; orders have their own
    // offline queue (features/offline).
    mutations: { networkMode: 'always' },
  },
})
