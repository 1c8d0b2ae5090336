// POST /api/auth/verify-email/send: a new verification link for the account's address.
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export function useSendEmailLink() {
  return useMutation({
    mutationFn: () => unwrap(api.auth['verify-email'].send.$post()),
  })
}
