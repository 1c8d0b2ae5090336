// The data tools' calls: export (plain and with metadata), import, statistics and cleanup.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CLEAR_PHRASE } from '@schemas/backup'
import { api, apiUrl, unwrap } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'

export type { BackupFile } from '@schemas/backup'
import type { BackupFile } from '@schemas/backup'

/** The downloads, streamed by the worker: the default one (no password hashes), the full backup (a
 * separate choice: the hashes too) and the one with the spec's metadata. */
export const exportUrls = {
  plain: apiUrl('/api/admin/data/export'),
  full: apiUrl('/api/admin/data/export/full'),
  advanced: apiUrl('/api/admin/data/export/advanced'),
}

/** A JSON file of 1.x, sent whole. */
export const importBackup = (file: BackupFile) =>
  unwrap(api.admin.data.import.$post({ json: file }))

/** A streamed file (.ndjson.gz), sent as it is: the worker restores it as it arrives. */
export const importStreamedBackup = (file: File) =>
  unwrap(
    api.admin.data.import.streamed.$post(undefined, {
      init: {
        body: file,
        headers: { 'Content-Type': 'application/gzip', 'Accept-Language': currentLanguage() },
        credentials: 'include',
      },
    }),
  )

/** The restore running or the last one: polled while a restore runs, for its progress. */
export const useRestoreStatus = (running: boolean) =>
  useQuery({
    queryKey: ['data', 'restore'] as const,
    queryFn: () => unwrap(api.admin.data.restore.$get()),
    enabled: running,
    refetchInterval: running ? 1000 : false,
  })

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
