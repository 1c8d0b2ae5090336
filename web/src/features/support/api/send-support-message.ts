// POST /api/support: stores the message for the shop to answer.
import { useMutation } from '@tanstack/react-query'
import type { SupportMessageInput } from '@schemas/support'
import { api, unwrap } from '@/lib/api-client'

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (message: SupportMessageInput) => unwrap(api.support.$post({ json: message })),
  })
}
