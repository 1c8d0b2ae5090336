// Every five minutes (with the payments): shipments a courier could not take yet are tried again,
// and the parcels on their way are read from couriers that do not notify (and, as a fallback for a
// lost notification, hourly from those that do), within each courier's rate limit. Each report
// moves its order once, through the status table's courier moves (services/couriers/shipping).
import { createDb } from '../db/client'
import { readSettings } from '../db/queries/settings'
import { type Bindings, readConfig } from '../env'
import { sweepCouriers } from '../services/couriers/shipping'
import { forwardDeliveries } from '../services/deliveries/forward'

export async function runCourierSweep(env: Bindings, scheduledTime: number) {
  const db = createDb(env.DB)
  await sweepCouriers(db, readConfig(env), await readSettings(db), new Date(scheduledTime))
  // The customers' status e-mails and the admin chats' warnings go now.
  await forwardDeliveries(db, env.DELIVERIES, new Date())
}
