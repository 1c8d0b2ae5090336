// POST /api/auth/forgot-password, /api/auth/reset-password and /api/auth/change-password.
import { useMutation } from '@tanstack/react-query'
import type { ResetWithTokenInput } from '@schemas/password-reset'
import { api, unwrap } from '@/lib/api-client'

export interface PasswordChange {
  currentPassword: string
  newPassword: string
}

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

/** A signed-in customer's new password: the server signs every other device out and e-mails the
 * account that it changed. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) =>
      unwrap(api.auth['change-password'].$post({ json: input })),
  })
}
