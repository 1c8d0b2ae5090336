// Counts the worker's server errors and warns the admin chats when they pile up (domain/error-rate):
// called only after an answer with a 5xx status, so a request that succeeds never writes. Each kind
// (the worker's own, configuration, provider) is counted apart with its own threshold and its own
// hourly alert, so a flood of one never raises or silences another. One batch counts the error in
// its kind, minute and route, drops minutes older than the window, and claims the kind's alert when
// the window holds enough and none was sent within the hour; the outbox rows, naming the route most
// of the errors came from, are written only for the request whose claim was stored, so concurrent
// errors send one warning.
import { chatLane } from '../domain/delivery'
import {
  ALERT_INTERVAL_MS,
  ERROR_THRESHOLDS,
  type ErrorKind,
  errorWindow,
} from '../domain/error-rate'
import { telegramSettings } from '../telegram/settings'
import { ERROR_RATE } from '../telegram/warnings'
import type { Db } from '../db/client'
import type { Config } from '../env'
import { countErrorAndClaimAlert } from '../db/queries/error-alerts'
import { type DeliveryQueue, forwardDeliveries } from './deliveries/forward'

/** One server error: its kind, and where it happened ('POST /api/orders/:id/cancel', 'cron …',
 * 'queue …'). */
export interface ServerError {
  kind: ErrorKind
  route: string
}

/** Counts one server error at `now`; true when it sent its kind's warning. */
export async function recordServerError(
  db: Db,
  adminChatIds: number[],
  now: Date,
  error: ServerError,
): Promise<boolean> {
  const { first, current } = errorWindow(now)
  const alert = `${ERROR_RATE}:${error.kind}`
  const warnings = adminChatIds.map((chatId) => ({
    channel: 'telegram' as const,
    kind: 'failure-warning' as const,
    lane: chatLane(chatId),
    ref: `alert:${alert}`,
    // Its words are written in the chat's language when it is sent (telegram/warnings.ts); the
    // batch adds the route most of the errors came from.
    payload: { chatId, alert: ERROR_RATE, kind: error.kind },
  }))
  return countErrorAndClaimAlert(db, {
    alert,
    kind: error.kind,
    route: error.route,
    first,
    current,
    threshold: ERROR_THRESHOLDS[error.kind],
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
  error: ServerError,
): Promise<void> {
  const chats = telegramSettings(config)?.adminChatIds ?? []
  if (await recordServerError(db, chats, now, error)) await forwardDeliveries(db, queue, now)
}
