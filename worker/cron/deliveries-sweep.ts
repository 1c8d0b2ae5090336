// Every five minutes: the outbox rows no request forwarded (a kick that failed, a worker stopped
// mid-way) or that were lost on the way go to the queue, messages failed for a day reach the
// admin chats once as a warning, and an hour with more support messages than were forwarded one by
// one is summed up to the support chats once.
import { clockHour, WARN_AFTER_MS } from '../domain/delivery'
import { createDb } from '../db/client'
import { queueFailureWarnings } from '../db/queries/outbox'
import { queueSupportSummaries } from '../db/queries/support'
import { type Bindings, readConfig } from '../env'
import { telegramSettings } from '../telegram/settings'
import { forwardDeliveries } from '../services/deliveries/forward'

export const DELIVERIES_CRON = '*/5 * * * *'

/** Longer than any message's retries take in the queue (Telegram's ten attempts: about 20 min). */
const LOST_AFTER_MS = 60 * 60 * 1000

export async function runDeliveriesSweep(env: Bindings, scheduledTime: number) {
  const db = createDb(env.DB)
  const now = new Date(scheduledTime)
  const telegram = telegramSettings(readConfig(env))
  await queueFailureWarnings(
    db,
    telegram?.adminChatIds ?? [],
    new Date(now.getTime() - WARN_AFTER_MS),
    now,
  )
  // The hour that ended last (the sweep at :00 sends it; the later ones make up a missed run).
  const lastHour = clockHour(new Date(clockHour(now).from.getTime() - 1))
  await queueSupportSummaries(db, telegram?.supportChatIds ?? [], lastHour, now)
  await forwardDeliveries(db, env.DELIVERIES, now, new Date(now.getTime() - LOST_AFTER_MS))
}
