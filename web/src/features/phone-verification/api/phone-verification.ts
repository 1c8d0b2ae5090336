// POST /api/phone/send-code and /api/phone/verify; a verified number updates the signed-in user.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { VerifyCodeInput } from '@schemas/phone'
import { api, unwrap } from '@/lib/api-client'
import { authQueries } from '@/lib/auth'

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phone: string) => unwrap(api.phone['send-code'].$post({ json: { phone } })),
  })
}

export function useVerifyPhone() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: VerifyCodeInput) => unwrap(api.phone.verify.$post({ json: input })),
    onSuccess: (user) => queryClient.setQueryData(authQueries.me().queryKey, user),
  })
}
