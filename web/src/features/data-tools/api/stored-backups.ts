// Backups kept in R2: list, back up now, restore one; downloads are plain links.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, apiUrl, unwrap } from '@/lib/api-client'

const listBackups = () => unwrap(api.admin.backups.$get())
export type StoredBackup = Awaited<ReturnType<typeof listBackups>>[number]

export const backupQueries = {
  all: () => ['backups'] as const,
  list: () =>
    queryOptions({ queryKey: [...backupQueries.all(), 'list'] as const, queryFn: listBackups }),
}

export const useStoredBackups = () => useQuery(backupQueries.list())

export function useBackUpNow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api.admin.backups.$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupQueries.all() }),
  })
}

export const restoreStoredBackup = (name: string) =>
  unwrap(api.admin.backups[':name'].restore.$post({ param: { name } }))

export const backupDownloadUrl = (name: string) =>
  apiUrl(`/api/admin/backups/${encodeURIComponent(name)}`)
