// The data tools' calls: export (plain and with metadata), import, statistics and cleanup.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CLEAR_PHRASE } from '@schemas/backup'
import { api, unwrap } from '@/lib/api-client'

export type { BackupFile } from '@schemas/backup'
import type { BackupFile } from '@schemas/backup'

/** The default download: every record, no password hashes. */
export const exportBackup = () => unwrap(api.admin.data.export.$get())
/** The full backup, a separate choice: the users' password hashes too. */
export const exportFullBackup = () => unwrap(api.admin.data.export.full.$get())
export const exportAdvanced = () => unwrap(api.admin.data.export.advanced.$get())
export const importBackup = (file: BackupFile) =>
  unwrap(api.admin.data.import.$post({ json: file }))

export const dataQueries = {
  stats: () =>
    queryOptions({
      queryKey: ['data', 'stats'] as const,
      queryFn: () => unwrap(api.admin.data.stats.$get()),
    }),
}

export const useDataStats = () => useQuery(dataQueries.stats())

/** After a cleanup or import every dashboard read may be stale. */
function useRefreshAll() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries()
}

export function useCleanup() {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: (what: 'products' | 'orders' | 'users' | 'everything') => {
      const data = api.admin.data
      if (what === 'products') return unwrap(data.products.$delete())
      if (what === 'orders') return unwrap(data.orders.$delete())
      if (what === 'users') return unwrap(data.users.$delete())
      return unwrap(data.clear.$post({ json: { confirm: CLEAR_PHRASE } }))
    },
    onSuccess: refresh,
  })
}

/** A new catalogue version: every catalogue read is answered afresh. */
export function useClearCache() {
  const refresh = useRefreshAll()
  return useMutation({
    mutationFn: () => unwrap(api.admin.cache.clear.$post()),
    onSuccess: refresh,
  })
}
