// Bot state: the product removal each Telegram chat is asked to confirm, the messages that show
// each new order in the admin chats, and the language of each Telegram user or group.
import { eq, inArray } from 'drizzle-orm'
import type { EmailLanguage } from '../../domain/language'
import type { Db } from '../client'
import { telegramLanguages, telegramOrderMessages, telegramPendingRemovals } from '../schema'

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

export type TelegramLanguage = Pick<typeof telegramLanguages.$inferSelect, 'language' | 'chosen'>

/** The remembered language of each of these users or group chats that has one. */
export async function findTelegramLanguages(
  db: Db,
  ids: number[],
): Promise<Map<number, TelegramLanguage>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select()
    .from(telegramLanguages)
    .where(inArray(telegramLanguages.telegramId, ids))
    .all()
  return new Map(rows.map((r) => [r.telegramId, { language: r.language, chosen: r.chosen }]))
}

export async function rememberTelegramLanguage(
  db: Db,
  telegramId: number,
  language: EmailLanguage,
  chosen: boolean,
  now: Date,
): Promise<void> {
  const row = { telegramId, language, chosen, updatedAt: now.toISOString() }
  await db
    .insert(telegramLanguages)
    .values(row)
    .onConflictDoUpdate({ target: telegramLanguages.telegramId, set: row })
}
