// The inbox's reads (admins only): support messages, the e-mail outbox, newsletter subscribers,
// and the subscribers' export file.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError, unwrap } from '@/lib/api-client'

const LIMIT = '200'

export const inboxQueries = {
  all: () => ['inbox'] as const,
  supportMessages: () =>
    queryOptions({
      queryKey: [...inboxQueries.all(), 'support-messages'] as const,
      queryFn: () => unwrap(api.support.$get({ query: { limit: LIMIT } })),
    }),
  outbox: () =>
    queryOptions({
      queryKey: [...inboxQueries.all(), 'email-outbox'] as const,
      queryFn: () => unwrap(api.emails.$get({ query: { limit: LIMIT } })),
    }),
  subscribers: () =>
    queryOptions({
      queryKey: [...inboxQueries.all(), 'newsletter-subscribers'] as const,
      queryFn: () => unwrap(api.newsletter.$get()),
    }),
}

export const useSupportMessages = () => useQuery(inboxQueries.supportMessages())
export const useOutbox = () => useQuery(inboxQueries.outbox())
export const useSubscribers = () => useQuery(inboxQueries.subscribers())

/** Downloads the subscribers file the server writes (CSV or JSON). */
export async function downloadSubscribers(format: 'csv' | 'json'): Promise<void> {
  const response = await api.newsletter.export.$get({ query: { format } })
  if (!response.ok) throw new ApiError(`Export failed (HTTP ${response.status})`, response.status)
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    `subscribers.${format}`
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  URL.revokeObjectURL(url)
}
