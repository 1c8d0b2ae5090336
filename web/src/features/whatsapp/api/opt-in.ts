// PUT /api/whatsapp/opt-in: the account's switch for order updates on WhatsApp.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { authQueries } from '@/lib/auth'

export function useWhatsappOptIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (on: boolean) => unwrap(api.whatsapp['opt-in'].$put({ json: { on } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authQueries.me().queryKey }),
  })
}
