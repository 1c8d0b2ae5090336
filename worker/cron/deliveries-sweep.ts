// Every five minutes: the outbox rows no request forwarded (a kick that failed, a worker stopped
// mid-way) or that were lost on the way go to the queue, and messages failed for a day reach the
// admin chats once as a warning.
import { WARN_AFTER_MS } from '../domain/delivery'
import { createDb } from '../db/client'
import { queueFailureWarnings } from '../db/queries/outbox'
import { type Bindings, readConfig } from '../env'
import { telegramSettings } from '../telegram/settings'
import { forwardDeliveries } from '../services/deliveries/forward'

export const DELIVERIES_CRON = '*/5 * * * *'

/** Longer than any message's retries take in the queue (Telegram's ten attempts: about 20 min). */
const LOST_AFTER_MS = 60 * 60 * 1000

export async function runDeliveriesSweep(env: Bindings, scheduledTime: number) {
  const db = createDb(env.DB)
  const now = new Date(scheduledTime)
  const chats = telegramSettings(readConfig(env))?.adminChatIds ?? []
  await queueFailureWarnings(db, chats, new Date(now.getTime() - WARN_AFTER_MS), now)
  await forwardDeliveries(db, env.DELIVERIES, now, new Date(now.getTime() - LOST_AFTER_MS))
}
