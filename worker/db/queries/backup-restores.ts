// The streamed restore's status row: claimed when a restore starts (unless one runs), moved on as
// it reads, and left with its result or error for the Data tab to show.
import { eq, inArray, lt, or } from 'drizzle-orm'
import type { Db } from '../client'
import { backupRestores } from '../schema'

export type RestoreRow = typeof backupRestores.$inferSelect
const ID = 1

/** Takes the row for a new restore; false while another one runs (and has moved since
 * `staleBefore`: a restore whose Worker died does not hold the lock for ever). */
export async function claimRestore(
  db: Db,
  start: { source: string; recordsTotal: number | null; startedBy: string; at: string },
  staleBefore: string,
): Promise<boolean> {
  const row = {
    id: ID,
    state: 'reading' as const,
    recordsRead: 0,
    error: null,
    result: null,
    ...start,
    startedAt: start.at,
    updatedAt: start.at,
  }
  const claimed = await db
    .insert(backupRestores)
    .values(row)
    .onConflictDoUpdate({
      target: backupRestores.id,
      set: row,
      setWhere: or(
        inArray(backupRestores.state, ['done', 'failed']),
        lt(backupRestores.updatedAt, staleBefore),
      ),
    })
    .returning({ id: backupRestores.id })
  return claimed.length > 0
}

export async function updateRestore(
  db: Db,
  change: Partial<Pick<RestoreRow, 'state' | 'recordsRead' | 'error' | 'result'>> & {
    updatedAt: string
  },
): Promise<void> {
  await db.update(backupRestores).set(change).where(eq(backupRestores.id, ID))
}

export async function readRestore(db: Db): Promise<RestoreRow | null> {
  return (await db.select().from(backupRestores).where(eq(backupRestores.id, ID)).get()) ?? null
}
