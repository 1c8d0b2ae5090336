// Whether the shop's API can be reached. A transport failure switches the session to offline mode
// (the spec's local fallback, back-office §4); any real answer from the API switches it back.
import type { ErrorCode } from '@schemas/error-codes'
import { createStore } from '@/stores/create-store'
import { FROM_CACHE_HEADER } from './cache-marker'

export type Connection = 'online' | 'offline'

export const connectionStore = createStore<Connection>(
  typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'online',
)

export const isOffline = () => connectionStore.get() === 'offline'

/**
 * Whether a failed call means the API is out of reach rather than refusing: no answer at all
 * (status 0), a page instead of JSON, or a 404/405 that did not come from one of the API's routes.
 */
export function meansApiUnreachable(failure: { status: number; code: ErrorCode | null }): boolean {
  const { status, code } = failure
  if (status === 0 || status === 405) return true
  if (code === 'ENDPOINT_NOT_FOUND') return true
  return status === 404 && code === 'INVALID_JSON'
}

export function markApiUnreachable() {
  if (!isOffline()) connectionStore.set('offline')
}

/** An answer the service worker took from its cache means the network failed all the same. */
export function markApiAnswered(response: Response) {
  if (response.headers.has(FROM_CACHE_HEADER)) markApiUnreachable()
  else if (isOffline()) connectionStore.set('online')
}
