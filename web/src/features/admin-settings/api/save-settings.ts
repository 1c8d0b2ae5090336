// The settings tab's change: PUT /api/settings, after which every page reads the new rules.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { settingsQueries } from '@/lib/use-settings'

export type ShopSettings = Parameters<typeof api.settings.$put>[0]['json']

export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: ShopSettings) => unwrap(api.settings.$put({ json: settings })),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueries.current().queryKey, saved),
  })
}
