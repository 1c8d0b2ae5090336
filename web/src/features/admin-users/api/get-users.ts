// GET /api/users: the accounts whose name or e-mail holds the search, newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query'
import { api, unwrapPage } from '@/lib/api-client'
import { pagedQuery, queryOf } from '@/lib/queries/pages'

export const userQueries = {
  all: () => ['users'] as const,
  list: (search: string) => {
    const query = queryOf({ search })
    return pagedQuery([...userQueries.all(), 'list', query] as const, (cursor) =>
      unwrapPage(api.users.$get({ query: { ...query, ...(cursor && { cursor }) } })),
    )
  },
}

export const useUserPages = (search: string) => useInfiniteQuery(userQueries.list(search))
