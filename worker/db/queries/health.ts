// What the health check reads: the cheapest statement that proves the database answers, and the
// age of the outbox's oldest waiting message.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { outbox } from '../schema'

export async function pingDatabase(db: Db): Promise<void> {
  await db.run(sql`SELECT 1`)
}

/** When the oldest message still waiting to be sent was written, or null when none waits. */
export async function oldestWaitingMessage(db: Db): Promise<string | null> {
  const row = await db
    .select({ at: sql<string | null>`min(${outbox.createdAt})` })
    .from(outbox)
    .where(eq(outbox.status, 'pending'))
    .get()
  return row?.at ?? null
}
