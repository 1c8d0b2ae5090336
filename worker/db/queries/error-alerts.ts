// The server errors counted per kind, minute and route, and the alerts sent
// (services/error-alert, services/provider-outage): one batch counts an error, drops the minutes
// that left the window, claims the kind's alert when its errors in the window reach the threshold
// and none was sent within the interval, and writes the warnings (naming the route most of them
// came from) only for the claim it stored. An alert without a count (a provider's outage) is
// claimed the same way.
import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { ErrorKind } from '../../domain/error-rate'
import type { Db } from '../client'
import { alertsSent, serverErrorMinutes } from '../schema'
import { outboxInsert, outboxInsertSelect, type OutboxItem } from './outbox'

export interface AlertClaim {
  alert: string
  /** An alert sent at or before this is old enough to send again. */
  resendBefore: Date
  warnings: OutboxItem[]
  now: Date
}

export interface ErrorCount extends AlertClaim {
  kind: ErrorKind
  /** Where it happened: the method and route pattern, or the cron or queue that failed. */
  route: string
  /** The window's first minute and the current one (domain/error-rate's errorWindow). */
  first: string
  current: string
  threshold: number
}

/** The statements that claim the alert while `when` holds, write its warnings (`write`) for that
 * claim only, and read the claim back (the last statement: this call's claim when it won). */
function claimStatements(
  db: Db,
  { alert, resendBefore, now }: AlertClaim,
  when: SQL,
  write: (claimed: SQL) => BatchItem<'sqlite'>[],
) {
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
      ...write(claimed),
      db.select({ claim: alertsSent.claim }).from(alertsSent).where(eq(alertsSent.name, alert)),
    ] as const,
  }
}

/** Counts one error; true when this call claimed its kind's alert (its warnings are written, each
 * payload with the `route` that most of the kind's errors in the window came from). */
export async function countErrorAndClaimAlert(db: Db, count: ErrorCount): Promise<boolean> {
  const inWindow = and(
    eq(serverErrorMinutes.kind, count.kind),
    gte(serverErrorMinutes.minute, count.first),
  )
  const total = sql`(select coalesce(sum(${serverErrorMinutes.count}), 0) from ${serverErrorMinutes} where ${inWindow})`
  const topRoute = db
    .select({ route: serverErrorMinutes.route })
    .from(serverErrorMinutes)
    .where(inWindow)
    .groupBy(serverErrorMinutes.route)
    .orderBy(desc(sql`sum(${serverErrorMinutes.count})`), serverErrorMinutes.route)
    .limit(1)
  const { claim, statements } = claimStatements(
    db,
    count,
    sql`${total} >= ${count.threshold}`,
    (claimed) =>
      count.warnings.map((warning) =>
        outboxInsertSelect(
          db,
          {
            channel: warning.channel,
            kind: warning.kind,
            lane: warning.lane ?? null,
            ref: warning.ref ?? null,
            payload: sql`json_set(${JSON.stringify(warning.payload)}, '$.route', (${topRoute}))`,
            from: sql`where ${claimed}`,
          },
          count.now,
        ),
      ),
  )
  const results = await db.batch([
    db
      .insert(serverErrorMinutes)
      .values({ kind: count.kind, minute: count.current, route: count.route, count: 1 })
      .onConflictDoUpdate({
        target: [serverErrorMinutes.kind, serverErrorMinutes.minute, serverErrorMinutes.route],
        set: { count: sql`${serverErrorMinutes.count} + 1` },
      }),
    db.delete(serverErrorMinutes).where(lt(serverErrorMinutes.minute, count.first)),
    ...statements,
  ])
  return (results.at(-1) as { claim: string }[])[0]?.claim === claim
}

/** Claims an alert that needs no count; true when this call claimed it (its warnings are written). */
export async function claimAlert(db: Db, alert: AlertClaim): Promise<boolean> {
  const { claim, statements } = claimStatements(db, alert, sql`1`, (claimed) =>
    outboxInsert(db, alert.warnings, alert.now, claimed),
  )
  const results = await db.batch(statements)
  return (results.at(-1) as { claim: string }[])[0]?.claim === claim
}
