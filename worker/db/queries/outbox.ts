// The outbox: the rows that say "send this", written in the same batch as the change that causes
// them (outboxInsert, orderChangeNotices), forwarded to the queue and marked by its consumer.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import {
  chatLane,
  type DeliveryChannel,
  type DeliveryKind,
  type DeliveryStatus,
} from '../../domain/delivery'
import type { EventSource } from '../../domain/order-events'
import { WHATSAPP_STATUS_MESSAGES } from '../../domain/whatsapp'
import { markOutboxWrite } from '../../lib/outbox-mark'
import type { Db } from '../client'
import { orderEvents, orders, outbox, telegramOrderMessages } from '../schema'

export type DeliveryRow = typeof outbox.$inferSelect

/** A message to send, as a change asks for it. */
export interface OutboxItem {
  channel: DeliveryChannel
  kind: DeliveryKind
  /** Messages of one lane (a Telegram chat) go one at a time, in the order they were written. */
  lane?: string | null
  ref?: string | null
  payload: Record<string, unknown>
}

/** A customer's WhatsApp update is written only while their order's opt-in stands (an online
 * order's, announced once paid, may never have had one). */
const optedIn = (item: OutboxItem) =>
  item.kind === 'whatsapp-order'
    ? sql`exists (select 1 from ${orders} where ${orders.id} = ${String(item.payload.orderId)} and ${orders.whatsappOptInAt} is not null)`
    : undefined

/**
 * The statements that write `items` to the outbox, for the caller's db.batch(): with `onlyIf`,
 * each row is written only while that condition holds when the batch reaches it.
 */
export function outboxInsert(db: Db, items: OutboxItem[], now: Date, onlyIf?: SQL) {
  if (items.length > 0) markOutboxWrite(db)
  const stamp = now.toISOString()
  return items.map((item) => {
    const condition = and(onlyIf, optedIn(item))
    const row = {
      channel: item.channel,
      kind: item.kind,
      lane: item.lane ?? null,
      ref: item.ref ?? null,
      payload: JSON.stringify(item.payload),
    }
    if (!condition)
      return db.insert(outbox).values({ ...row, payload: item.payload, createdAt: stamp })
    return db
      .insert(outbox)
      .select(
        sql`select null, ${row.channel}, ${row.kind}, ${row.lane}, ${row.ref}, ${row.payload}, 'pending', 0, null, ${stamp}, null, null, null, null, null where ${condition}`,
      )
  })
}

/** Where a computed outbox row comes from (a SELECT's columns, then `from`, its FROM and WHERE). */
export interface OutboxSelect {
  channel: DeliveryChannel
  kind: DeliveryKind
  lane: SQL | string | null
  ref: SQL | string | null
  payload: SQL
  from?: SQL
}

/** An INSERT ... SELECT into the outbox: one row per row the SELECT yields. */
export function outboxInsertSelect(db: Db, row: OutboxSelect, now: Date) {
  markOutboxWrite(db)
  return db
    .insert(outbox)
    .select(
      sql`select null, ${row.channel}, ${row.kind}, ${row.lane}, ${row.ref}, ${row.payload}, 'pending', 0, null, ${now.toISOString()}, null, null, null, null, null ${row.from ?? sql``}`,
    )
}

/**
 * The messages an order change sends, for the batch that records its events (run after the events'
 * statement and before the statement that changes the orders): the customer's e-mail for each
 * status change (naming the status it had), and a rewrite of each admin chat's message of each
 * changed order (the chats that have one, or are about to get one).
 */
export function orderChangeNotices(db: Db, source: EventSource, stamp: string) {
  markOutboxWrite(db)
  const fresh = and(
    eq(orderEvents.createdAt, stamp),
    eq(orderEvents.channel, source.channel),
    eq(orderEvents.actor, source.actor),
  )
  const changed = sql`select ${orderEvents.orderId} from ${orderEvents} where ${fresh}`
  const email = db.insert(outbox).select(
    sql`select null, 'email', 'order-status', null, 'order:' || ${orders.id}, json_object('orderId', ${orders.id}, 'from', ${orders.status}, 'to', ${orderEvents.status}), 'pending', 0, null, ${stamp}, null, null, null, null, null
        from ${orderEvents} join ${orders} on ${orders.id} = ${orderEvents.orderId}
        where ${fresh} and ${orderEvents.kind} = 'status' and ${orders.status} <> ${orderEvents.status}`,
  )
  const chats = sql`select ${telegramOrderMessages.orderId} as order_id, ${telegramOrderMessages.chatId} as chat_id
      from ${telegramOrderMessages} where ${telegramOrderMessages.orderId} in (${changed})
    union select substr(${outbox.ref}, 7), json_extract(${outbox.payload}, '$.chatId') from ${outbox}
      where ${outbox.kind} = 'order-new' and ${outbox.ref} in (select 'order:' || order_id from (${changed}))`
  const edits = db.insert(outbox).select(
    sql`select null, 'telegram', 'order-edit', 'telegram:' || chat_id, 'order:' || order_id, json_object('orderId', order_id, 'chatId', chat_id), 'pending', 0, null, ${stamp}, null, null, null, null, null
        from (${chats})`,
  )
  // The customer's WhatsApp update, for an order whose customer opted in, moved into a status that
  // has one (domain/whatsapp); its lane keeps an order's updates in order.
  const updates = Object.entries(WHATSAPP_STATUS_MESSAGES)
  const message = sql.join(
    [
      sql`case ${orderEvents.status}`,
      ...updates.map(([status, name]) => sql`when ${status} then ${name}`),
      sql`end`,
    ],
    sql` `,
  )
  const whatsapp = db.insert(outbox).select(
    sql`select null, 'whatsapp', 'whatsapp-order', 'whatsapp:' || ${orders.id}, 'order:' || ${orders.id}, json_object('orderId', ${orders.id}, 'message', ${message}), 'pending', 0, null, ${stamp}, null, null, null, null, null
        from ${orderEvents} join ${orders} on ${orders.id} = ${orderEvents.orderId}
        where ${fresh} and ${orderEvents.kind} = 'status' and ${orders.status} <> ${orderEvents.status}
          and ${orders.whatsappOptInAt} is not null
          and ${orderEvents.status} in (${sql.join(
            updates.map(([status]) => sql`${status}`),
            sql`, `,
          )})`,
  )
  return [email, edits, whatsapp] as const
}

/** Rows claimed for forwarding that the queue refused: forwarded again by the next kick. */
export const unclaimForwarded = (db: Db, ids: number[]) =>
  db.update(outbox).set({ forwardedAt: null }).where(inArray(outbox.id, ids))

export const findDelivery = (db: Db, id: number) =>
  db.select().from(outbox).where(eq(outbox.id, id)).get()

/** True when a message of the lane earlier than `id` (without it: any) still waits. */
export async function waitsInLane(db: Db, lane: string, id?: number): Promise<boolean> {
  const earlier = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.lane, lane),
        eq(outbox.status, 'pending'),
        id === undefined ? undefined : lt(outbox.id, id),
      ),
    )
    .limit(1)
    .get()
  return earlier !== undefined
}

/** When the lanes' last message was sent (one being sent, other than `id`, counts as sent now),
 * or null. */
export async function lastSentInLanes(
  db: Db,
  lanes: string[],
  id: number,
  now: Date,
): Promise<string | null> {
  const at = now.toISOString()
  const row = await db
    .select({
      at: sql<
        string | null
      >`max(case when ${outbox.status} = 'sent' then ${outbox.sentAt} when ${outbox.leaseUntil} > ${at} and ${outbox.id} <> ${id} then ${at} end)`,
    })
    .from(outbox)
    .where(and(inArray(outbox.lane, lanes), inArray(outbox.status, ['sent', 'pending'])))
    .get()
  return row?.at ?? null
}

/**
 * Takes the message for sending until `leaseUntil` and counts the attempt; undefined when it is
 * no longer pending or another consumer holds it.
 */
export const claimDelivery = (
  db: Db,
  id: number,
  now: Date,
  leaseUntil: Date,
  { laneless = false } = {},
): Promise<DeliveryRow | undefined> =>
  db
    .update(outbox)
    .set({ leaseUntil: leaseUntil.toISOString(), attempts: sql`${outbox.attempts} + 1` })
    .where(
      and(
        eq(outbox.id, id),
        eq(outbox.status, 'pending'),
        or(isNull(outbox.leaseUntil), lte(outbox.leaseUntil, now.toISOString())),
        // Claimed unread (deliver.ts): only a row that waits for no chat's turn.
        laneless ? isNull(outbox.lane) : undefined,
      ),
    )
    .returning()
    .get()

/** Marks it done; a password-reset e-mail's link is wiped from the row once sent. */
export async function markDelivered(
  db: Db,
  id: number,
  status: 'sent' | 'skipped',
  now: Date,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status,
      sentAt: now.toISOString(),
      leaseUntil: null,
      lastError: null,
      payload: sql`case when ${outbox.kind} = 'password-reset' then '{}' else ${outbox.payload} end`,
    })
    .where(eq(outbox.id, id))
}

/** Keeps the attempt's error and frees the message for its next attempt. */
export async function recordAttemptFailure(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 1000), leaseUntil: null })
    .where(eq(outbox.id, id))
}

/** Gives the message up (after its attempts, or an error no attempt can cure). */
export async function markFailed(db: Db, id: number, now: Date, error?: string): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'failed',
      failedAt: now.toISOString(),
      leaseUntil: null,
      ...(error !== undefined && { lastError: error.slice(0, 1000) }),
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
}

/** Out of the queue: forwarded again when the message before it in its lane is done. */
export async function unforward(db: Db, id: number): Promise<void> {
  await db.update(outbox).set({ forwardedAt: null }).where(eq(outbox.id, id))
}

/**
 * Marks up to `limit` pending messages as forwarded and returns them: those never forwarded (or,
 * with `staleBefore`, forwarded before then and still pending: lost on the way), each only when
 * no earlier message of its lane waits. Concurrent callers never get the same row.
 */
export function claimForwardable(db: Db, now: Date, limit: number, staleBefore?: Date) {
  const inner = sql.raw('o2')
  const notForwarded = staleBefore
    ? or(isNull(outbox.forwardedAt), lt(outbox.forwardedAt, staleBefore.toISOString()))
    : isNull(outbox.forwardedAt)
  const first = sql`(${outbox.lane} is null or not exists (select 1 from ${outbox} as ${inner} where ${inner}.lane = ${outbox.lane} and ${inner}.status = 'pending' and ${inner}.id < ${outbox.id}))`
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), notForwarded, first))
    .orderBy(asc(outbox.id))
    .limit(limit)
  const forwarded = now.toISOString()
  return db
    .update(outbox)
    .set({ forwardedAt: forwarded })
    .where(and(sql`${outbox.id} in (${due})`, notForwarded))
    .returning({ id: outbox.id, lane: outbox.lane })
    .all()
}

/** The next waiting message of a lane, marked forwarded, if it was not already in the queue. */
export const claimNextInLane = (
  db: Db,
  lane: string,
  now: Date,
): Promise<{ id: number } | undefined> =>
  db
    .update(outbox)
    .set({ forwardedAt: now.toISOString() })
    .where(
      and(
        sql`${outbox.id} = (select min(id) from ${outbox} where lane = ${lane} and status = 'pending')`,
        isNull(outbox.forwardedAt),
      ),
    )
    .returning({ id: outbox.id })
    .get()

/** A failed message back to pending with fresh attempts ("Send again"); false if it was not
 * failed. */
export async function retryFailed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({
      status: 'pending',
      attempts: 0,
      failedAt: null,
      forwardedAt: null,
      warnedAt: null,
      leaseUntil: null,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id })
  return rows.length > 0
}

export interface DeliveryCount {
  channel: DeliveryChannel
  status: DeliveryStatus
  count: number
}

/** Messages written since `since`, per channel and status. */
export const deliveryCounts = (db: Db, since: Date): Promise<DeliveryCount[]> =>
  db
    .select({ channel: outbox.channel, status: outbox.status, count: count() })
    .from(outbox)
    .where(gte(outbox.createdAt, since.toISOString()))
    .groupBy(outbox.channel, outbox.status)
    .all()

/** The failed messages, the latest failure first. */
export const listFailedDeliveries = (db: Db, limit: number) =>
  db
    .select()
    .from(outbox)
    .where(eq(outbox.status, 'failed'))
    .orderBy(desc(outbox.failedAt), desc(outbox.id))
    .limit(limit)
    .all()

export async function failedDeliveryCount(db: Db): Promise<number> {
  const row = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed')).get()
  return row?.n ?? 0
}

/**
 * The once-a-day warning: when messages failed before `cutoff` that no warning named yet, one
 * Telegram message to each of `chatIds` saying how many, and those messages marked as warned, in
 * one batch. Returns how many failed messages it named.
 */
export async function queueFailureWarnings(
  db: Db,
  chatIds: number[],
  cutoff: Date,
  now: Date,
): Promise<number> {
  const unwarned = and(
    eq(outbox.status, 'failed'),
    lte(outbox.failedAt, cutoff.toISOString()),
    isNull(outbox.warnedAt),
    sql`${outbox.kind} <> 'failure-warning'`,
  )
  const counted = sql`(select count(*) as n from ${outbox} where ${unwarned})`
  const results = await db.batch([
    db.select({ n: count() }).from(outbox).where(unwarned),
    ...chatIds.map((chatId) =>
      outboxInsertSelect(
        db,
        {
          channel: 'telegram',
          kind: 'failure-warning',
          lane: chatLane(chatId),
          ref: null,
          // The count: the bot writes the warning in the chat's language when it sends it.
          payload: sql`json_object('chatId', ${chatId}, 'count', n)`,
          from: sql`from ${counted} where n > 0`,
        },
        now,
      ),
    ),
    db.update(outbox).set({ warnedAt: now.toISOString() }).where(unwarned),
  ])
  return results[0][0]?.n ?? 0
}
