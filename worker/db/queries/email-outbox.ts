// The e-mail outbox: written by the outbox provider, read by admins.
import { desc } from 'drizzle-orm'
import type { Db } from '../client'
import { emailOutbox } from '../schema'

export type OutboxEmailRow = typeof emailOutbox.$inferSelect

/** An e-mail as the outbox keeps it (the providers' EmailMessage fits it). */
export type OutboxEmail = Omit<typeof emailOutbox.$inferInsert, 'id' | 'createdAt'>

export async function insertOutboxEmail(db: Db, message: OutboxEmail, now: Date): Promise<void> {
  await db.insert(emailOutbox).values({ ...message, createdAt: now.toISOString() })
}

/** Newest first. */
export async function listOutboxEmails(db: Db, limit: number): Promise<OutboxEmailRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit)
    .all()
}
