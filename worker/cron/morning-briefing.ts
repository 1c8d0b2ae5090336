// Every day at 09:00 in Baghdad: the owner's morning briefing to each admin chat, through the
// outbox (read and written in the chat's language when it is sent), once per chat and day.
import { createDb } from '../db/client'
import { type Bindings, readConfig } from '../env'
import { queueBriefings } from '../services/briefing'
import { forwardDeliveries } from '../services/deliveries/forward'
import { telegramSettings } from '../telegram/settings'

/** 06:00 UTC is 09:00 in Baghdad (UTC+3 all year). */
export const BRIEFING_CRON = '0 6 * * *'

export async function runMorningBriefing(env: Bindings, scheduledTime: number) {
  const chats = telegramSettings(readConfig(env))?.adminChatIds ?? []
  if (chats.length === 0) return
  const db = createDb(env.DB)
  const now = new Date(scheduledTime)
  await queueBriefings(db, chats, now)
  await forwardDeliveries(db, env.DELIVERIES, now)
}
