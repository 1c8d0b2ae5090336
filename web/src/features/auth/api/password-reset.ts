// POST /api/auth/forgot-password and /api/auth/reset-password.
import { useMutation } from '@tanstack/react-query'
import type { ResetWithTokenInput } from '@schemas/password-reset'
import { api, unwrap } from '@/lib/api-client'

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.auth['forgot-password'].$post({ json: { email } })),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetWithTokenInput) =>
      unwrap(api.auth['reset-password'].$post({ json: input })),
  })
}
