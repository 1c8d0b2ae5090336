// Support-form messages, kept so the shop can answer every one.
import { desc } from 'drizzle-orm'
import type { SupportMessageInput } from '../../schemas/support'
import type { Db } from '../client'
import { supportMessages } from '../schema'

export type SupportMessageRow = typeof supportMessages.$inferSelect

export async function insertSupportMessage(
  db: Db,
  input: SupportMessageInput,
  userId: number | null,
  now: Date,
): Promise<SupportMessageRow> {
  return db
    .insert(supportMessages)
    .values({
      ...input,
      orderNumber: input.orderNumber || null,
      userId,
      createdAt: now.toISOString(),
    })
    .returning()
    .get()
}

/** Newest first. */
export async function listSupportMessages(db: Db, limit: number): Promise<SupportMessageRow[]> {
  return db
    .select()
    .from(supportMessages)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit)
    .all()
}
