// The daily sweep of cash-on-delivery orders nobody confirmed within the shop's codConfirmHours:
// each is cancelled, its units go back on the shelf and its customer gets the status e-mail.
import { codConfirmCutoff } from '../domain/order-limits'
import { createDb, type Db } from '../db/client'
import { cancelPendingCodOrders, type StatusChange } from '../db/queries/orders'
import { readSettings } from '../db/queries/settings'
import { type Bindings, readConfig } from '../env'
import { sendStatusEmails } from '../services/email/notify'

export async function expireCodOrders(db: Db, now: Date): Promise<StatusChange[]> {
  const { codConfirmHours } = await readSettings(db)
  return cancelPendingCodOrders(db, codConfirmCutoff(now, codConfirmHours), now)
}

export async function runCodExpiry(env: Bindings, scheduledTime: number) {
  const db = createDb(env.DB)
  const cancelled = await expireCodOrders(db, new Date(scheduledTime))
  await sendStatusEmails(readConfig(env), db, cancelled)
}
