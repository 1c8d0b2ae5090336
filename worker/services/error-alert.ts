// Counts the worker's server errors and warns the admin chats when they pile up (domain/error-rate):
// called only after an answer with a 5xx status, so a request that succeeds never writes. One batch
// counts the error in its minute, drops minutes older than the window, and claims the alert when the
// window holds enough errors and none was sent within the hour; the outbox rows are written only
// for the request whose claim was stored, so concurrent errors send one warning.
import { eq, lt, lte, sql } from 'drizzle-orm'
import { chatLane } from '../domain/delivery'
import { ALERT_INTERVAL_MS, ERROR_ALERT_THRESHOLD, errorWindow } from '../domain/error-rate'
import { telegramSettings } from '../bot/settings'
import { ERROR_RATE } from '../bot/warnings'
import type { Db } from '../db/client'
import type { Config } from '../env'
import { outboxInsert } from '../db/queries/outbox'
import { alertsSent, serverErrorMinutes } from '../db/schema'
import { type DeliveryQueue, forwardDeliveries } from './deliveries/forward'

const ALERT = ERROR_RATE

/** Counts one server error at `now`; true when it sent the error-rate warning. */
export async function recordServerError(
  db: Db,
  adminChatIds: number[],
  now: Date,
): Promise<boolean> {
  const { first, current } = errorWindow(now)
  const stamp = now.toISOString()
  const claim = crypto.randomUUID()
  const inWindow = sql`(select coalesce(sum(${serverErrorMinutes.count}), 0) from ${serverErrorMinutes} where ${serverErrorMinutes.minute} >= ${first})`
  const claimed = sql`exists (select 1 from ${alertsSent} where ${alertsSent.name} = ${ALERT} and ${alertsSent.claim} = ${claim})`
  const warnings = adminChatIds.map((chatId) => ({
    channel: 'telegram' as const,
    kind: 'failure-warning' as const,
    lane: chatLane(chatId),
    ref: `alert:${ALERT}`,
    // Its words are written in the chat's language when it is sent (bot/warnings.ts).
    payload: { chatId, alert: ALERT },
  }))
  const results = await db.batch([
    db
      .insert(serverErrorMinutes)
      .values({ minute: current, count: 1 })
      .onConflictDoUpdate({
        target: serverErrorMinutes.minute,
        set: { count: sql`${serverErrorMinutes.count} + 1` },
      }),
    db.delete(serverErrorMinutes).where(lt(serverErrorMinutes.minute, first)),
    db
      .insert(alertsSent)
      .select(
        sql`select ${ALERT}, ${stamp}, ${claim} where ${inWindow} >= ${ERROR_ALERT_THRESHOLD}`,
      )
      .onConflictDoUpdate({
        target: alertsSent.name,
        set: { sentAt: stamp, claim },
        setWhere: lte(alertsSent.sentAt, new Date(now.getTime() - ALERT_INTERVAL_MS).toISOString()),
      }),
    db.select({ claim: alertsSent.claim }).from(alertsSent).where(eq(alertsSent.name, ALERT)),
    ...outboxInsert(db, warnings, now, claimed),
  ])
  return results[3][0]?.claim === claim
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
