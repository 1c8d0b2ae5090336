// POST /api/telegram/test-message (admins only): online, offline, reconnected or a custom text.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TestMessage } from '@schemas/telegram'
import { api, unwrap } from '@/lib/api-client'
import { telegramQueries } from './get-telegram-status'

export function useSendTestMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (message: TestMessage) =>
      unwrap(api.telegram['test-message'].$post({ json: message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: telegramQueries.status().queryKey }),
  })
}
