// POST /api/phone/send-code and /api/phone/verify; a verified number updates the signed-in user.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { userQueryKey } from '@/lib/auth'

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phone: string) => unwrap(api.phone['send-code'].$post({ json: { phone } })),
  })
}

export function useVerifyPhone() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { phone: string; code: string }) =>
      unwrap(api.phone.verify.$post({ json: input })),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  })
}
