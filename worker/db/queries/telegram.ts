// Bot conversation state: the product removal each Telegram chat is asked to confirm.
import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { telegramPendingRemovals } from '../schema'

export type PendingRemoval = typeof telegramPendingRemovals.$inferSelect

/** A chat has at most one pending removal; asking again replaces it. */
export async function setPendingRemoval(
  db: Db,
  chatId: number,
  productId: number,
  now: Date,
): Promise<void> {
  const row = { chatId, productId, createdAt: now.toISOString() }
  await db
    .insert(telegramPendingRemovals)
    .values(row)
    .onConflictDoUpdate({ target: telegramPendingRemovals.chatId, set: row })
}

export async function findPendingRemoval(
  db: Db,
  chatId: number,
): Promise<PendingRemoval | undefined> {
  return db
    .select()
    .from(telegramPendingRemovals)
    .where(eq(telegramPendingRemovals.chatId, chatId))
    .get()
}

export async function clearPendingRemoval(db: Db, chatId: number): Promise<void> {
  await db.delete(telegramPendingRemovals).where(eq(telegramPendingRemovals.chatId, chatId))
}
