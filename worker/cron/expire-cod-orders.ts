// The daily sweep of cash-on-delivery orders nobody confirmed within the shop's codConfirmHours:
// each is cancelled and its units go back on the shelf; its customer's status e-mail and the
// admin chats' rewritten messages are written to the outbox in the same batch and forwarded.
import { codConfirmCutoff } from '../domain/order-limits'
import { createDb, type Db } from '../db/client'
import { cancelPendingCodOrders, type StatusChange } from '../db/queries/orders'
import { readSettings } from '../db/queries/settings'
import type { Bindings } from '../env'
import { forwardDeliveries } from '../services/deliveries/forward'

export async function expireCodOrders(db: Db, now: Date): Promise<StatusChange[]> {
  const { codConfirmHours } = await readSettings(db)
  return cancelPendingCodOrders(db, codConfirmCutoff(now, codConfirmHours), now)
}

export async function runCodExpiry(env: Bindings, scheduledTime: number) {
  const db = createDb(env.DB)
  const cancelled = await expireCodOrders(db, new Date(scheduledTime))
  if (cancelled.length > 0) await forwardDeliveries(db, env.DELIVERIES, new Date())
}
