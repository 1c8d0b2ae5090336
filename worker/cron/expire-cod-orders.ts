// The daily sweep of cash-on-delivery orders nobody confirmed within the shop's codConfirmHours:
// each is cancelled, its units go back on the shelf, its customer gets the status e-mail and the
// admin chats' messages of it say so.
import { codConfirmCutoff } from '../domain/order-limits'
import { createDb, type Db } from '../db/client'
import { cancelPendingCodOrders, type StatusChange } from '../db/queries/orders'
import { readSettings } from '../db/queries/settings'
import { type Bindings, readConfig } from '../env'
import { sendStatusEmails } from '../services/email/notify'
import { showOrderChanges } from '../bot/notify'

export async function expireCodOrders(db: Db, now: Date): Promise<StatusChange[]> {
  const { codConfirmHours } = await readSettings(db)
  return cancelPendingCodOrders(db, codConfirmCutoff(now, codConfirmHours), now)
}

export async function runCodExpiry(env: Bindings, scheduledTime: number) {
  const db = createDb(env.DB)
  const cancelled = await expireCodOrders(db, new Date(scheduledTime))
  const config = readConfig(env)
  await sendStatusEmails(config, db, cancelled)
  await showOrderChanges(
    config,
    db,
    cancelled.map((change) => change.id),
  )
}
