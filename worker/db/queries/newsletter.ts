// Newsletter subscribers.
import { desc, sql } from 'drizzle-orm'
import type { EmailLanguage } from '../../domain/language'
import type { AdminSearchQuery } from '../../schemas/admin-list'
import type { Db } from '../client'
import { newsletterSubscribers } from '../schema'
import { containsText, newestFirstPage, rowsOf, type Page } from './keyset'

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

/** The inbox's list: a page of subscribers, newest first, whose e-mail holds the search. */
export function listSubscribersPage(db: Db, query: AdminSearchQuery): Promise<Page<SubscriberRow>> {
  const match = containsText([sql`${newsletterSubscribers.email}`], query.search ?? '')
  return newestFirstPage(
    db,
    {
      tag: 'subscribers',
      table: newsletterSubscribers,
      createdAt: newsletterSubscribers.createdAt,
      id: newsletterSubscribers.email,
      idKind: 'string',
      idOf: (subscriber) => subscriber.email,
      read: rowsOf(db, newsletterSubscribers),
    },
    query,
    match ? [match] : [],
  )
}

/** Every subscriber, newest first: the export. */
export async function listSubscribers(db: Db): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email))
    .all()
}
