// The daily sweep of cash-on-delivery orders nobody confirmed within the shop's codConfirmHours:
// each is cancelled and its units go back on the shelf; its customer's status e-mail and the
// admin chats' rewritten messages are written to the outbox in the same batch and forwarded.
import { codConfirmCutoff } from '../domain/order-limits'
import { AWAITING_CALL_STATUSES, CANCELLED_STATUS } from '../domain/order-status'
import { createDb, type Db } from '../db/client'
import { moveOrders, type StatusChange } from '../db/queries/order-transition'
import { unconfirmedCodOrdersBefore } from '../db/queries/confirmation-calls'
import { readSettings } from '../db/queries/settings'
import type { Bindings } from '../env'
import { forwardDeliveries } from '../services/deliveries/forward'

export async function expireCodOrders(db: Db, now: Date): Promise<StatusChange[]> {
  const { codConfirmHours } = await readSettings(db)
  const due = await unconfirmedCodOrdersBefore(db, codConfirmCutoff(now, codConfirmHours))
  // An order confirmed meanwhile is no longer the cron's to move: the transition skips it.
  const { changes } = await moveOrders(db, {
    ids: due.map((order) => order.id),
    to: CANCELLED_STATUS,
    by: 'cron',
    from: AWAITING_CALL_STATUSES,
    source: { channel: 'cron', actor: '' },
    now,
  })
  return changes
}

export async function runCodExpiry(env: Bindings, scheduledTime: number) {
  const db = createDb(env.DB)
  const cancelled = await expireCodOrders(db, new Date(scheduledTime))
  if (cancelled.length > 0) await forwardDeliveries(db, env.DELIVERIES, new Date())
}
