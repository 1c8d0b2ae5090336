// Newsletter subscribers.
import { desc } from 'drizzle-orm'
import type { EmailLanguage } from '../../domain/language'
import type { Db } from '../client'
import { newsletterSubscribers } from '../schema'

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect

/** Subscribing again is fine: the first sign-up (and its date) stays. */
export async function subscribe(
  db: Db,
  email: string,
  language: EmailLanguage,
  now: Date,
): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email, language, createdAt: now.toISOString() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
}

/** Newest first. */
export async function listSubscribers(db: Db): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email))
    .all()
}
