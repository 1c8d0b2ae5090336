// Support-form messages, kept so the shop can answer every one.
import { sql } from 'drizzle-orm'
import type { AdminSearchQuery } from '../../schemas/admin-list'
import type { SupportMessageInput } from '../../schemas/support'
import type { Db } from '../client'
import { supportMessages } from '../schema'
import { containsText, newestFirstPage, rowsOf, type Page } from './keyset'

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
