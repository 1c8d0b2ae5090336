// The inbox's reads (admins only): support messages, the e-mail outbox, newsletter subscribers,
// and the subscribers' export file.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError, unwrap } from '@/lib/api-client'

const LIMIT = '200'

export const supportMessagesQuery = queryOptions({
  queryKey: ['admin', 'support-messages'],
  queryFn: () => unwrap(api.support.$get({ query: { limit: LIMIT } })),
})

export const outboxQuery = queryOptions({
  queryKey: ['admin', 'email-outbox'],
  queryFn: () => unwrap(api.emails.$get({ query: { limit: LIMIT } })),
})

export const subscribersQuery = queryOptions({
  queryKey: ['admin', 'newsletter-subscribers'],
  queryFn: () => unwrap(api.newsletter.$get()),
})

export const useSupportMessages = () => useQuery(supportMessagesQuery)
export const useOutbox = () => useQuery(outboxQuery)
export const useSubscribers = () => useQuery(subscribersQuery)

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
