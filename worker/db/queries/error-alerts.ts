// The server errors counted per minute and the alerts sent (services/error-alert): one batch counts
// an error, drops the minutes that left the window, claims the alert when the window holds enough
// and none was sent within the interval, and writes the warnings only for the claim it stored.
import { eq, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { alertsSent, serverErrorMinutes } from '../schema'
import { outboxInsert, type OutboxItem } from './outbox'

export interface ErrorCount {
  alert: string
  /** The window's first minute and the current one (domain/error-rate's errorWindow). */
  first: string
  current: string
  threshold: number
  /** An alert sent at or before this is old enough to send again. */
  resendBefore: Date
  warnings: OutboxItem[]
  now: Date
}

/** Counts one error; true when this call claimed the alert (its warnings are written). */
export async function countErrorAndClaimAlert(db: Db, count: ErrorCount): Promise<boolean> {
  const { alert, first, current, now } = count
  const stamp = now.toISOString()
  const claim = crypto.randomUUID()
  const inWindow = sql`(select coalesce(sum(${serverErrorMinutes.count}), 0) from ${serverErrorMinutes} where ${serverErrorMinutes.minute} >= ${first})`
  const claimed = sql`exists (select 1 from ${alertsSent} where ${alertsSent.name} = ${alert} and ${alertsSent.claim} = ${claim})`
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
      .select(sql`select ${alert}, ${stamp}, ${claim} where ${inWindow} >= ${count.threshold}`)
      .onConflictDoUpdate({
        target: alertsSent.name,
        set: { sentAt: stamp, claim },
        setWhere: lte(alertsSent.sentAt, count.resendBefore.toISOString()),
      }),
    db.select({ claim: alertsSent.claim }).from(alertsSent).where(eq(alertsSent.name, alert)),
    ...outboxInsert(db, count.warnings, now, claimed),
  ])
  return results[3][0]?.claim === claim
}
