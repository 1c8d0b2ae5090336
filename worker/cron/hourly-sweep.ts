// The hourly cron trigger: cancels the cash-on-delivery orders nobody confirmed in time (so none
// waits much past codConfirmHours), tells who waited for their units that they are back, and
// forgets expired sessions, sign-in counts and searches that found nothing over 90 days ago. It
// also reads the couriers' statements of the cash they paid.
import { createDb } from '../db/client'
import { pruneExpiredSessions } from '../db/queries/sessions'
import type { Bindings } from '../env'
import { forwardDeliveries } from '../services/deliveries/forward'
import { pruneLoginFailures } from '../services/login-throttle'
import { pruneOldSearchMisses } from '../services/search-misses'
import { queueBackInStockEmails } from '../services/stock-alerts'
import { sweepCash } from '../services/cash'
import { runCodExpiry } from './expire-cod-orders'

export const HOURLY_CRON = '0 * * * *'

export async function runHourlySweep(env: Bindings, scheduledTime: number) {
  const db = createDb(env.DB)
  const now = new Date(scheduledTime)
  await Promise.all([
    // The expired orders' units are back on the shelf: who waited for them hears of it.
    runCodExpiry(env, scheduledTime)
      .then(() => queueBackInStockEmails(db, now))
      .then(() => forwardDeliveries(db, env.DELIVERIES, new Date())),
    pruneExpiredSessions(db, now),
    pruneLoginFailures(db, now),
    pruneOldSearchMisses(db, now),
    // The couriers' statements settle the cash they owe; what does not match goes to the admins.
    sweepCash(env, now),
  ])
}
