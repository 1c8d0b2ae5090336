// GET /api/users: every account for the users table.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export function useUsers() {
  return useQuery({ queryKey: ['admin', 'users'], queryFn: () => unwrap(api.users.$get()) })
}
