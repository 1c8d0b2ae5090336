// The inbox's reads (admins only), each searched on the server a page at a time: support
// messages, the e-mail outbox, newsletter subscribers; and the subscribers' export file (all).
import { api, unwrap, unwrapPage } from '@/lib/api-client'
import { pagedQuery, queryOf } from '@/lib/queries/pages'

/** A list's pages for one search: the query string with the search, plus the cursor. */
const withSearch = (search: string) => {
  const query = queryOf({ search })
  return { query, at: (cursor: string | undefined) => ({ ...query, ...(cursor && { cursor }) }) }
}

export const inboxQueries = {
  all: () => ['inbox'] as const,
  /** Messages whose name, e-mail or subject holds the search. */
  supportMessages: (search: string) => {
    const { query, at } = withSearch(search)
    return pagedQuery([...inboxQueries.all(), 'support-messages', query] as const, (cursor) =>
      unwrapPage(api.support.$get({ query: at(cursor) })),
    )
  },
  /** E-mails whose recipient or subject holds the search. */
  outbox: (search: string) => {
    const { query, at } = withSearch(search)
    return pagedQuery([...inboxQueries.all(), 'email-outbox', query] as const, (cursor) =>
      unwrapPage(api.emails.$get({ query: at(cursor) })),
    )
  },
  /** Subscribers whose e-mail holds the search. */
  subscribers: (search: string) => {
    const { query, at } = withSearch(search)
    return pagedQuery([...inboxQueries.all(), 'newsletter-subscribers', query] as const, (cursor) =>
      unwrapPage(api.newsletter.$get({ query: at(cursor) })),
    )
  },
}

/** Downloads the subscribers file the server writes (CSV or JSON). */
export async function downloadSubscribers(format: 'csv' | 'json'): Promise<void> {
  const response = await api.newsletter.export.$get({ query: { format } })
  // A refusal is the API's envelope: thrown with its code, shown in the admin's language.
  if (!response.ok) await unwrap(Promise.resolve(response))
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    `subscribers.${format}`
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  // Firefox and Safari read the address after the click's task: revoked at once, no file comes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
