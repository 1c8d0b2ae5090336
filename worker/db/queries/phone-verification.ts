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
  const row = await db
    .insert(smsSends)
    .values({ phone, lastSentAt: now.toISOString() })
    .onConflictDoUpdate({
      target: smsSends.phone,
      set: { lastSentAt: now.toISOString() },
      setWhere: lte(smsSends.lastSentAt, cutoff.toISOString()),
    })
    .returning({ phone: smsSends.phone })
    .get()
  return row !== undefined
}

export async function lastSentAt(db: Db, phone: string): Promise<string | undefined> {
  return (await db.select().from(smsSends).where(eq(smsSends.phone, phone)).get())?.lastSentAt
}

export async function releaseSendSlot(db: Db, phone: string): Promise<void> {
  await db.delete(smsSends).where(eq(smsSends.phone, phone))
}

/** A new code for the number replaces any earlier one, with its attempts reset. */
export async function saveVerification(
  db: Db,
  record: Omit<VerificationRow, 'attempts'>,
): Promise<void> {
  await db
    .insert(phoneVerifications)
    .values({ ...record, attempts: 0 })
    .onConflictDoUpdate({
      target: phoneVerifications.phone,
      set: {
        userId: record.userId,
        codeHash: record.codeHash,
        expiresAt: record.expiresAt,
        maxAttempts: record.maxAttempts,
        attempts: 0,
        createdAt: record.createdAt,
      },
    })
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
