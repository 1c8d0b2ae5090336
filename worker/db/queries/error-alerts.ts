// The server errors counted per minute and the alerts sent (services/error-alert,
// services/provider-outage): one batch counts an error, drops the minutes that left the window,
// claims the alert when the window holds enough and none was sent within the interval, and writes
// the warnings only for the claim it stored. An alert without a count (a provider's outage) is
// claimed the same way.
import { eq, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { alertsSent, serverErrorMinutes } from '../schema'
import { outboxInsert, type OutboxItem } from './outbox'

export interface AlertClaim {
  alert: string
  /** An alert sent at or before this is old enough to send again. */
  resendBefore: Date
  warnings: OutboxItem[]
  now: Date
}

export interface ErrorCount extends AlertClaim {
  /** The window's first minute and the current one (domain/error-rate's errorWindow). */
  first: string
  current: string
  threshold: number
}

/** The statements that claim the alert while `when` holds, write its warnings for that claim only,
 * and read the claim back (the last statement: this call's claim when it won). */
function claimStatements(db: Db, { alert, resendBefore, warnings, now }: AlertClaim, when: SQL) {
  const stamp = now.toISOString()
  const claim = crypto.randomUUID()
  const claimed = sql`exists (select 1 from ${alertsSent} where ${alertsSent.name} = ${alert} and ${alertsSent.claim} = ${claim})`
  return {
    claim,
    statements: [
      db
        .insert(alertsSent)
        .select(sql`select ${alert}, ${stamp}, ${claim} where ${when}`)
        .onConflictDoUpdate({
          target: alertsSent.name,
          set: { sentAt: stamp, claim },
          setWhere: lte(alertsSent.sentAt, resendBefore.toISOString()),
        }),
      ...outboxInsert(db, warnings, now, claimed),
      db.select({ claim: alertsSent.claim }).from(alertsSent).where(eq(alertsSent.name, alert)),
    ] as const,
  }
}

/** Counts one error; true when this call claimed the alert (its warnings are written). */
export async function countErrorAndClaimAlert(db: Db, count: ErrorCount): Promise<boolean> {
  const inWindow = sql`(select coalesce(sum(${serverErrorMinutes.count}), 0) from ${serverErrorMinutes} where ${serverErrorMinutes.minute} >= ${count.first})`
  const { claim, statements } = claimStatements(db, count, sql`${inWindow} >= ${count.threshold}`)
  const results = await db.batch([
    db
      .insert(serverErrorMinutes)
      .values({ minute: count.current, count: 1 })
      .onConflictDoUpdate({
        target: serverErrorMinutes.minute,
        set: { count: sql`${serverErrorMinutes.count} + 1` },
      }),
    db.delete(serverErrorMinutes).where(lt(serverErrorMinutes.minute, count.first)),
    ...statements,
  ])
  return (results.at(-1) as { claim: string }[])[0]?.claim === claim
}

/** Claims an alert that needs no count; true when this call claimed it (its warnings are written). */
export async function claimAlert(db: Db, alert: AlertClaim): Promise<boolean> {
  const { claim, statements } = claimStatements(db, alert, sql`1`)
  const results = await db.batch(statements)
  return (results.at(-1) as { claim: string }[])[0]?.claim === claim
}
