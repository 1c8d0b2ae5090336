// Changes to the offline order queue (outbox-store.ts), shared by this browser's tabs, and the
// sender that empties it: one tab at a time (a Web Lock), each order with its own idempotency key.
import { ApiError, api, unwrap } from '@/lib/api-client'
import type { Order } from '@/lib/api-types'
import { meansApiUnreachable } from '@/lib/connection'
import { problemOf } from '@/lib/error-messages'
import { readStorage } from '@/lib/storage'
import {
  enqueue,
  markRefused,
  type PendingOrder,
  remove,
  sendFailure,
  toSend,
  upgradeStoredQueue,
} from './outbox-rules'
import { OUTBOX_KEY, outboxStore } from './outbox-store'

const stored = () => upgradeStoredQueue(readStorage<PendingOrder[]>(OUTBOX_KEY, []))

// Orders an earlier build queued (an old address form, float dinars) are upgraded once, as soon as
// this module comes, which is when an order waits; the first load stays without the upgrades.
const kept = readStorage<PendingOrder[]>(OUTBOX_KEY, [])
const upgraded = upgradeStoredQueue(kept)
if (upgraded !== kept) outboxStore.set(upgraded)

/** Changes the queue as stored right now, not as this tab last saw it. */
function update(change: (queue: PendingOrder[]) => PendingOrder[]) {
  outboxStore.set(change(stored()))
}

export const keepOrderForLater = (order: PendingOrder) => update((queue) => enqueue(queue, order))

export const dismissRefusedOrder = (key: string) => update((queue) => remove(queue, key))

/** Sends the shopper's waiting orders; stops at the first one that must wait for a better time. */
export async function sendPendingOrders(
  userId: number,
  onSent: (order: Order) => void,
): Promise<void> {
  await oneTabAtATime(async () => {
    // Read inside the lock: a tab that held it before may have sent some already.
    for (const pending of toSend(stored(), userId)) {
      try {
        const order = await unwrap(
          api.orders.$post({ json: pending.body, header: { 'idempotency-key': pending.key } }),
        )
        update((queue) => remove(queue, pending.key))
        onSent(order)
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0
        const unreachable = !(error instanceof ApiError) || meansApiUnreachable(error)
        if (sendFailure(status, unreachable) === 'wait') return
        update((queue) => markRefused(queue, pending.key, problemOf(error)))
      }
    }
  })
}

async function oneTabAtATime(task: () => Promise<void>): Promise<void> {
  // Without Web Locks two tabs may both send; the shared idempotency key still makes it one order.
  if (!('locks' in navigator)) return task()
  await navigator.locks.request('bmp-order-outbox', task)
}
