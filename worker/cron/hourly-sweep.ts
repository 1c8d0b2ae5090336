// The hourly cron trigger: cancels the cash-on-delivery orders nobody confirmed in time (so none
// waits much past codConfirmHours) and forgets expired sessions and sign-in counts.
import { createDb } from '../db/client'
import { pruneExpiredSessions } from '../db/queries/sessions'
import type { Bindings } from '../env'
import { pruneLoginFailures } from '../services/login-throttle'
import { runCodExpiry } from './expire-cod-orders'

export const HOURLY_CRON = '0 * * * *'

export async function runHourlySweep(env: Bindings, scheduledTime: number) {
  const db = createDb(env.DB)
  const now = new Date(scheduledTime)
  await Promise.all([
    runCodExpiry(env, scheduledTime),
    pruneExpiredSessions(db, now),
    pruneLoginFailures(db, now),
  ])
}
