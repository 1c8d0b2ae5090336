// Every five minutes: the payments still open after a few minutes are asked about at their
// provider (a lost notification never leaves an order hanging), refunds that failed are tried
// again, and online orders not paid within the paymentHoldMinutes setting are cancelled, their
// units going back. Paid orders are announced as new, cancelled ones get their status e-mail (the
// messages are written with each change, db/queries/order-transition).
import { createDb } from '../db/client'
import { type Bindings, readConfig } from '../env'
import { forwardDeliveries } from '../services/deliveries/forward'
import { sweepPayments } from '../services/payments/payments'

export const PAYMENT_CRON = '*/5 * * * *'

export async function runPaymentSweep(env: Bindings, scheduledTime: number) {
  const db = createDb(env.DB)
  const outcomes = await sweepPayments(db, readConfig(env), new Date(scheduledTime))
  // The messages go now, not at the next sweep.
  if (outcomes.length > 0) await forwardDeliveries(db, env.DELIVERIES, new Date())
}
