// Offline mode's way in and out: the browser's offline event starts it; while it lasts the API is
// asked every few seconds (and at once when the browser says it is back online) until it answers.
// Back online, every shown query is refreshed. Also keeps the signed-in profile on this device.
import { hashKey, type QueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import type { User } from '@/lib/api-types'
import { authQueries } from '@/lib/auth'
import { connectionStore, isOffline, markApiUnreachable } from '@/lib/connection'
import { saveProfile } from '@/lib/saved-profile'

const PROBE_MS = 10_000
const userHash = hashKey(authQueries.me().queryKey)

export function watchConnection(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setInterval> | undefined
  // unwrap() itself switches the mode: a real answer means online, a cached or missing one offline.
  const probe = () => void unwrap(api.settings.$get()).catch(() => {})
  const scheduleProbes = () => {
    clearInterval(timer)
    timer = isOffline() ? setInterval(probe, PROBE_MS) : undefined
  }
  const unsubscribeConnection = connectionStore.subscribe(() => {
    scheduleProbes()
    if (!isOffline()) void queryClient.invalidateQueries()
  })
  const unsubscribeProfile = queryClient.getQueryCache().subscribe((event) => {
    const { type, query } = event
    if (type === 'updated' && event.action.type === 'success' && query.queryHash === userHash)
      saveProfile(query.state.data as User | null)
  })
  window.addEventListener('online', probe)
  window.addEventListener('offline', markApiUnreachable)
  scheduleProbes()
  return () => {
    clearInterval(timer)
    unsubscribeConnection()
    unsubscribeProfile()
    window.removeEventListener('online', probe)
    window.removeEventListener('offline', markApiUnreachable)
  }
}
