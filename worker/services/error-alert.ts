// Counts the worker's server errors and warns the admin chats when they pile up (domain/error-rate):
// called only after an answer with a 5xx status, so a request that succeeds never writes. One batch
// counts the error in its minute, drops minutes older than the window, and claims the alert when the
// window holds enough errors and none was sent within the hour; the outbox rows are written only
// for the request whose claim was stored, so concurrent errors send one warning.
import { chatLane } from '../domain/delivery'
import { ALERT_INTERVAL_MS, ERROR_ALERT_THRESHOLD, errorWindow } from '../domain/error-rate'
import { telegramSettings } from '../telegram/settings'
import { ERROR_RATE } from '../telegram/warnings'
import type { Db } from '../db/client'
import type { Config } from '../env'
import { countErrorAndClaimAlert } from '../db/queries/error-alerts'
import { type DeliveryQueue, forwardDeliveries } from './deliveries/forward'

const ALERT = ERROR_RATE

/** Counts one server error at `now`; true when it sent the error-rate warning. */
export async function recordServerError(
  db: Db,
  adminChatIds: number[],
  now: Date,
): Promise<boolean> {
  const { first, current } = errorWindow(now)
  const warnings = adminChatIds.map((chatId) => ({
    channel: 'telegram' as const,
    kind: 'failure-warning' as const,
    lane: chatLane(chatId),
    ref: `alert:${ALERT}`,
    // Its words are written in the chat's language when it is sent (telegram/warnings.ts).
    payload: { chatId, alert: ALERT },
  }))
  return countErrorAndClaimAlert(db, {
    alert: ALERT,
    first,
    current,
    threshold: ERROR_ALERT_THRESHOLD,
    resendBefore: new Date(now.getTime() - ALERT_INTERVAL_MS),
    warnings,
    now,
  })
}

/** Counts one server error (an API's 5xx, a product page, a cron run or a queue batch that failed)
 * and, when that sent the warning to the bot's admin chats, hands it to the deliveries queue. */
export async function countServerError(
  db: Db,
  config: Config,
  queue: DeliveryQueue,
  now: Date,
): Promise<void> {
  const chats = telegramSettings(config)?.adminChatIds ?? []
  if (await recordServerError(db, chats, now)) await forwardDeliveries(db, queue, now)
}
