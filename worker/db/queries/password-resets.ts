// Password reset tokens, stored as SHA-256 hashes.
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../client'
import { passwordResets } from '../schema'
import { outboxInsert, type OutboxItem } from './outbox'

export type PasswordResetRow = typeof passwordResets.$inferSelect

/** A new link replaces the user's earlier ones: only the newest e-mail works. It is written with
 * the e-mail that carries it (the outbox). */
export async function replaceResetToken(
  db: Db,
  row: PasswordResetRow,
  email: OutboxItem[] = [],
): Promise<void> {
  await db.batch([
    db.delete(passwordResets).where(eq(passwordResets.userId, row.userId)),
    db.insert(passwordResets).values(row),
    ...outboxInsert(db, email, new Date(row.createdAt)),
  ])
}

export async function latestResetOf(db: Db, userId: number): Promise<PasswordResetRow | undefined> {
  return db.select().from(passwordResets).where(eq(passwordResets.userId, userId)).get()
}

/** Removes and returns the unexpired token with this hash: it works exactly once. */
export async function consumeResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<PasswordResetRow | undefined> {
  return db
    .delete(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now.toISOString())),
    )
    .returning()
    .get()
}
