// Verification records and the per-number send times of phone verification.
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { phoneVerifications, smsSends } from '../schema'

export type VerificationRow = typeof phoneVerifications.$inferSelect

/**
 * Records a send to `phone` unless one happened after `cutoff`; answers whether it may send.
 * One statement, so two parallel requests cannot both pass.
 */
export async function claimSendSlot(
  db: Db,
  phone: string,
  now: Date,
  cutoff: Date,
): Promise<boolean> {
  // Typed as always a row, but with setWhere unmet the upsert writes and returns none.
  const row = (await db
    .insert(smsSends)
    .values({ phone, lastSentAt: now.toISOString() })
    .onConflictDoUpdate({
      target: smsSends.phone,
      set: { lastSentAt: now.toISOString() },
      setWhere: lte(smsSends.lastSentAt, cutoff.toISOString()),
    })
    .returning({ phone: smsSends.phone })
    .get()) as { phone: string } | undefined
  return row !== undefined
}

export async function lastSentAt(db: Db, phone: string): Promise<string | undefined> {
  return (await db.select().from(smsSends).where(eq(smsSends.phone, phone)).get())?.lastSentAt
}

export async function releaseSendSlot(db: Db, phone: string): Promise<void> {
  await db.delete(smsSends).where(eq(smsSends.phone, phone))
}

/**
 * A new code for the number replaces any earlier one, with its attempts reset, unless the account
 * already has `maxLive` unexpired codes for other numbers. One statement, so parallel sends from
 * one account cannot pass the cap together. Answers whether the code was saved.
 */
export async function saveVerification(
  db: Db,
  record: Omit<VerificationRow, 'attempts' | 'userId'> & { userId: number },
  maxLive: number,
): Promise<boolean> {
  const v = phoneVerifications
  const result = await db.run(sql`
    INSERT INTO ${v} (phone, user_id, code_hash, expires_at, attempts, max_attempts, created_at)
    SELECT ${record.phone}, ${record.userId}, ${record.codeHash}, ${record.expiresAt}, 0,
      ${record.maxAttempts}, ${record.createdAt}
    WHERE (
      SELECT count(*) FROM ${v}
      WHERE ${v.userId} = ${record.userId} AND ${v.phone} <> ${record.phone}
        AND ${v.expiresAt} > ${record.createdAt}
    ) < ${maxLive}
    ON CONFLICT (phone) DO UPDATE SET
      user_id = excluded.user_id, code_hash = excluded.code_hash, expires_at = excluded.expires_at,
      attempts = 0, max_attempts = excluded.max_attempts, created_at = excluded.created_at`)
  return result.meta.changes > 0
}

export async function findVerification(
  db: Db,
  phone: string,
): Promise<VerificationRow | undefined> {
  return db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone)).get()
}

/**
 * Uses up one attempt of the account's live record for the number and returns it, or undefined when there is none left to
 * use (missing, expired or out of attempts). Counting before comparing means parallel guesses
 * can never exceed the limit.
 */
export async function takeAttempt(
  db: Db,
  userId: number,
  phone: string,
  now: Date,
): Promise<VerificationRow | undefined> {
  return db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.phone, phone),
        eq(phoneVerifications.userId, userId),
        lt(phoneVerifications.attempts, phoneVerifications.maxAttempts),
        gt(phoneVerifications.expiresAt, now.toISOString()),
      ),
    )
    .returning()
    .get()
}

export async function removeVerification(db: Db, phone: string): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.phone, phone))
}
