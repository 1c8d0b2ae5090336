// The users tab's changes: POST /api/users/:id/reset-password and DELETE /api/users/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { userQueries } from './get-users'

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      unwrap(
        api.users[':id']['reset-password'].$post({ param: { id: String(id) }, json: { password } }),
      ),
  })
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.users[':id'].$delete({ param: { id: String(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  })
}
