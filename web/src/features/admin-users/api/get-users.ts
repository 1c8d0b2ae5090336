// GET /api/users: every account for the users table.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export const userQueries = {
  all: () => ['users'] as const,
  list: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'list'] as const,
      queryFn: () => unwrap(api.users.$get()),
    }),
}

export const useUsers = () => useQuery(userQueries.list())
