// E-mails of one kind counted per mailbox (the outbox row's ref), so that nobody can make the shop
// write to an address without end (services/email-verification.ts).
import { and, eq, gt, min, sql } from 'drizzle-orm'
import type { DeliveryKind } from '../../domain/delivery'
import type { Db } from '../client'
import { outbox } from '../schema'
import { outboxInsert, type OutboxItem } from './outbox'

const sentSince = (ref: string, kind: DeliveryKind, since: Date) =>
  and(eq(outbox.ref, ref), eq(outbox.kind, kind), gt(outbox.createdAt, since.toISOString()))

/**
 * Writes the e-mail `item` to the outbox unless `cap` of its kind went to its ref since `since`;
 * answers whether it was written. One statement, so asks at once cannot pass the cap together.
 */
export async function insertCappedEmail(
  db: Db,
  item: OutboxItem & { ref: string },
  cap: number,
  since: Date,
  now: Date,
): Promise<boolean> {
  const room = sql`(select count(*) from ${outbox} where ${sentSince(item.ref, item.kind, since)}) < ${cap}`
  const [insert] = outboxInsert(db, [item], now, room)
  const result = insert ? await insert : undefined
  return (result?.meta.changes ?? 0) > 0
}

/** When the first e-mail of `kind` to `ref` since `since` was written. */
export async function firstEmailSince(
  db: Db,
  ref: string,
  kind: DeliveryKind,
  since: Date,
): Promise<string | undefined> {
  const row = await db
    .select({ first: min(outbox.createdAt) })
    .from(outbox)
    .where(sentSince(ref, kind, since))
    .get()
  return row?.first ?? undefined
}
