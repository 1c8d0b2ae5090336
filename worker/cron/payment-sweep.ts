// Every five minutes: every payment still open after a few minutes is asked about at its provider
// (a lost notification never leaves an order hanging), online orders not paid within the
// paymentHoldMinutes setting are cancelled once their payment's status says it is unpaid, their
// units going back, and refunds whose time has come are tried (again). Paid orders are announced as
// new, cancelled ones get their status e-mail (the messages are written with each change,
// db/queries/order-transition).
import { createDb } from '../db/client'
import { type Bindings, readConfig } from '../env'
import { forwardDeliveries } from '../services/deliveries/forward'
import { sweepPayments } from '../services/payments/payments'

export const PAYMENT_CRON = '*/5 * * * *'

export async function runPaymentSweep(env: Bindings, scheduledTime: number) {
  const db = createDb(env.DB)
  await sweepPayments(db, readConfig(env), new Date(scheduledTime))
  // The messages go now, not at the next sweep (refunds and outage alerts write them too).
  await forwardDeliveries(db, env.DELIVERIES, new Date())
}
