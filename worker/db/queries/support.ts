// Support-form messages, kept so the shop can answer every one.
import { eq, sql } from 'drizzle-orm'
import { clockHour, SUPPORT_FORWARDS_PER_HOUR, supportLane } from '../../domain/delivery'
import type { AdminSearchQuery } from '../../schemas/admin-list'
import type { SupportMessageInput } from '../../schemas/support'
import type { Db } from '../client'
import { outbox, supportMessages } from '../schema'
import { containsText, newestFirstPage, rowsOf, type Page } from './keyset'
import { outboxInsertSelect } from './outbox'

export type SupportMessageRow = typeof supportMessages.$inferSelect

/** The messages written in [from, to), counted up to `upTo` (a flood costs no more to count). */
const writtenIn = (from: Date, to: Date, upTo?: number) =>
  sql`(select count(*) from (select 1 from ${supportMessages} where ${supportMessages.createdAt} >= ${from.toISOString()} and ${supportMessages.createdAt} < ${to.toISOString()}${upTo === undefined ? sql`` : sql` limit ${upTo}`}))`

/**
 * Stores the message and, in the same batch, its notification to each of `chatIds` (in the chat's
 * support lane), while the hour has forwarded fewer than SUPPORT_FORWARDS_PER_HOUR; past that, the
 * hour's summary counts it (queueSupportSummaries).
 */
export async function insertSupportMessage(
  db: Db,
  input: SupportMessageInput,
  userId: number | null,
  now: Date,
  chatIds: number[] = [],
): Promise<SupportMessageRow> {
  // D1 runs a batch alone, so the newest message right after ours is ours.
  const justWritten = sql`(select max(${supportMessages.id}) from ${supportMessages})`
  const hour = clockHour(now)
  const withinCap = sql`where ${writtenIn(hour.from, hour.to, SUPPORT_FORWARDS_PER_HOUR + 1)} <= ${SUPPORT_FORWARDS_PER_HOUR}`
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
          lane: supportLane(chatId),
          ref: sql`'support:' || ${justWritten}`,
          payload: sql`json_object('messageId', ${justWritten}, 'chatId', ${chatId})`,
          from: withinCap,
        },
        now,
      ),
    ),
  ])
  if (!message) throw new Error('the support message was not stored')
  return message
}

/**
 * After an hour that had more support messages than SUPPORT_FORWARDS_PER_HOUR: one message to each
 * of `chatIds` counting those not forwarded, once per hour and chat (the five-minute sweep asks
 * about the hour before, so a missed run is made up). The bot words it in the chat's language.
 */
export async function queueSupportSummaries(
  db: Db,
  chatIds: number[],
  hour: { from: Date; to: Date },
  now: Date,
): Promise<void> {
  const ref = `support-summary:${hour.from.toISOString()}`
  const cap = SUPPORT_FORWARDS_PER_HOUR
  const inserts = chatIds.map((chatId) =>
    outboxInsertSelect(
      db,
      {
        channel: 'telegram',
        kind: 'support-summary',
        lane: supportLane(chatId),
        ref,
        // Counted whole only for an hour past the cap: a quiet hour costs at most cap + 1 rows.
        payload: sql`json_object('chatId', ${chatId}, 'count', ${writtenIn(hour.from, hour.to)} - ${cap}, 'from', ${hour.from.toISOString()}, 'to', ${hour.to.toISOString()})`,
        from: sql`where ${writtenIn(hour.from, hour.to, cap + 1)} > ${cap}
            and not exists (select 1 from ${outbox} where ${outbox.ref} = ${ref} and ${outbox.kind} = 'support-summary' and ${outbox.lane} = ${supportLane(chatId)})`,
      },
      now,
    ),
  )
  const [first, ...rest] = inserts
  if (first) await db.batch([first, ...rest])
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
