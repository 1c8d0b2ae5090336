// The e-mail outbox: written by the outbox provider, read by admins.
import { eq, sql } from 'drizzle-orm'
import type { AdminSearchQuery } from '../../schemas/admin-list'
import type { Db } from '../client'
import { emailOutbox } from '../schema'
import { containsText, newestFirstPage, rowsOf, type Page } from './keyset'

export type OutboxEmailRow = typeof emailOutbox.$inferSelect

/** An e-mail as the outbox keeps it (the providers' EmailMessage fits it). */
export type OutboxEmail = Omit<typeof emailOutbox.$inferInsert, 'id' | 'createdAt'>

export async function insertOutboxEmail(db: Db, message: OutboxEmail, now: Date): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({ ...message, createdAt: now.toISOString() })
    .onConflictDoNothing({ target: emailOutbox.deliveryId })
}

/** The inbox's list: a page of e-mails, newest first, whose recipient or subject holds the
 * search. */
export function listOutboxEmails(db: Db, query: AdminSearchQuery): Promise<Page<OutboxEmailRow>> {
  const match = containsText(
    [sql`${emailOutbox.to}`, sql`${emailOutbox.subject}`],
    query.search ?? '',
  )
  return newestFirstPage(
    db,
    {
      tag: 'emails',
      table: emailOutbox,
      createdAt: emailOutbox.createdAt,
      id: emailOutbox.id,
      idKind: 'integer',
      idOf: (email) => email.id,
      read: rowsOf(db, emailOutbox),
    },
    query,
    match ? [match] : [],
  )
}

/** One e-mail's HTML, for its preview. */
export async function findOutboxEmailHtml(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .select({ html: emailOutbox.html })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .get()
  return row?.html
}
