// The offline order queue as this tab sees it: the page frame counts what waits and follows the
// other tabs from the first load on; reading, changing and sending the queue (outbox.ts) come with
// the screens and the moment that need them.
import { readStorage } from '@/lib/storage'
import { createStore } from '@/stores/create-store'
import type { PendingOrder } from './outbox-rules'

export const OUTBOX_KEY = 'bmp.pending-orders'

export const outboxStore = createStore<PendingOrder[]>([], OUTBOX_KEY)

// Another tab queued or sent an order: show the queue as it is now.
window.addEventListener('storage', (event) => {
  if (event.key === OUTBOX_KEY) outboxStore.set(readStorage<PendingOrder[]>(OUTBOX_KEY, []))
})
