// Support-form messages, kept so the shop can answer every one.
import { eq, sql } from 'drizzle-orm'
import { chatLane } from '../../domain/delivery'
import type { AdminSearchQuery } from '../../schemas/admin-list'
import type { SupportMessageInput } from '../../schemas/support'
import type { Db } from '../client'
import { supportMessages } from '../schema'
import { containsText, newestFirstPage, rowsOf, type Page } from './keyset'
import { outboxInsertSelect } from './outbox'

export type SupportMessageRow = typeof supportMessages.$inferSelect

/** Stores the message and, in the same batch, its notification to each of `chatIds`. */
export async function insertSupportMessage(
  db: Db,
  input: SupportMessageInput,
  userId: number | null,
  now: Date,
  chatIds: number[] = [],
): Promise<SupportMessageRow> {
  // D1 runs a batch alone, so the newest message right after ours is ours.
  const justWritten = sql`(select max(${supportMessages.id}) from ${supportMessages})`
  const [[message]] = await db.batch([
    db
      .insert(supportMessages)
      .values({
        ...input,
        orderNumber: input.orderNumber || null,
        userId,
        createdAt: now.toISOString(),
      })
      .returning(),
    ...chatIds.map((chatId) =>
      outboxInsertSelect(
        db,
        {
          channel: 'telegram',
          kind: 'support-message',
          lane: chatLane(chatId),
          ref: sql`'support:' || ${justWritten}`,
          payload: sql`json_object('messageId', ${justWritten}, 'chatId', ${chatId})`,
        },
        now,
      ),
    ),
  ])
  if (!message) throw new Error('the support message was not stored')
  return message
}

export const findSupportMessage = (db: Db, id: number) =>
  db.select().from(supportMessages).where(eq(supportMessages.id, id)).get()

/** The inbox's list: a page of messages, newest first, whose name, e-mail or subject holds the
 * search. */
export function listSupportMessages(
  db: Db,
  query: AdminSearchQuery,
): Promise<Page<SupportMessageRow>> {
  const { name, email, subject } = supportMessages
  const match = containsText([sql`${name}`, sql`${email}`, sql`${subject}`], query.search ?? '')
  return newestFirstPage(
    db,
    {
      tag: 'support',
      table: supportMessages,
      createdAt: supportMessages.createdAt,
      id: supportMessages.id,
      idKind: 'integer',
      idOf: (message) => message.id,
      read: rowsOf(db, supportMessages),
    },
    query,
    match ? [match] : [],
  )
}
