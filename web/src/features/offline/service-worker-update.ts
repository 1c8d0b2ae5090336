// The new version of the shop waiting to take over, if any: set by the lazily loaded service
// worker registration, read by the update prompt (which is in the first load).
import { createStore } from '@/stores/create-store'

/** Activates the waiting version and reloads the page; null when there is none. */
export const updateStore = createStore<(() => void) | null>(null)
