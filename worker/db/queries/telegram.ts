// Bot state: the product removal each Telegram chat is asked to confirm, and the messages that
// show each new order in the admin chats.
import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { telegramOrderMessages, telegramPendingRemovals } from '../schema'

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

export interface OrderMessage {
  chatId: number
  messageId: number
}

/** Remembers where an order's notification went. */
export async function recordOrderMessages(
  db: Db,
  orderId: string,
  messages: OrderMessage[],
): Promise<void> {
  if (messages.length === 0) return
  await db
    .insert(telegramOrderMessages)
    .values(messages.map((m) => ({ ...m, orderId })))
    .onConflictDoNothing()
}

/** Every message that shows this order in an admin chat. */
export const orderMessages = (db: Db, orderId: string): Promise<OrderMessage[]> =>
  db
    .select({ chatId: telegramOrderMessages.chatId, messageId: telegramOrderMessages.messageId })
    .from(telegramOrderMessages)
    .where(eq(telegramOrderMessages.orderId, orderId))
    .all()
