// WhatsApp's state in D1: the opt-in on orders and accounts, each webhook delivery seen once, each
// message sent with its last status, and the SMS written once when WhatsApp cannot reach a customer.
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { outboxInsertSelect } from './outbox'
import { orders, outbox, users, whatsappInbound, whatsappMessages } from '../schema'

/** When the order's customer opted in to its WhatsApp updates, or null. */
export async function orderOptInOf(db: Db, orderId: string): Promise<string | null> {
  const row = await db
    .select({ at: orders.whatsappOptInAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get()
  return row?.at ?? null
}

export async function userOptInOf(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .select({ at: users.whatsappOptInAt })
    .from(users)
    .where(eq(users.id, userId))
    .get()
  return row?.at ?? null
}

/** The account switch: on keeps the time it was first switched on; off ends it, and the opt-in
 * of every order of the account with it. */
export async function setUserOptIn(db: Db, userId: number, on: boolean, now: Date) {
  const account = db
    .update(users)
    .set({
      whatsappOptInAt: on ? sql`coalesce(${users.whatsappOptInAt}, ${now.toISOString()})` : null,
    })
    .where(eq(users.id, userId))
    .returning({ at: users.whatsappOptInAt })
  if (on) return (await account.all())[0]?.at ?? null
  await db.batch([
    account,
    db.update(orders).set({ whatsappOptInAt: null }).where(eq(orders.userId, userId)),
  ])
  return null
}

/** A phone as the orders and accounts keep it ("+964 7XX XXX XXXX"), compared without spaces. */
const compact = (column: unknown) => sql`replace(${column}, ' ', '')`

/**
 * A stop reply from `e164` ends every opt-in of that number: its orders' and its accounts'.
 * Rare, so the scan of the opted-in orders is fine.
 */
export async function endOptInsOfPhone(db: Db, e164: string): Promise<void> {
  await db.batch([
    db
      .update(orders)
      .set({ whatsappOptInAt: null })
      .where(
        and(
          isNotNull(orders.whatsappOptInAt),
          sql`${compact(sql`json_extract(${orders.shippingInfo}, '$.phone')`)} = ${e164}`,
        ),
      ),
    db
      .update(users)
      .set({ whatsappOptInAt: null })
      .where(and(isNotNull(users.whatsappOptInAt), sql`${compact(users.phone)} = ${e164}`)),
  ])
}

/** Records a webhook delivery's key; false when it was seen before (a replay). */
export async function firstSighting(db: Db, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(whatsappInbound)
    .values({ key, receivedAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ key: whatsappInbound.key })
  return rows.length > 0
}

export async function recordSentMessage(
  db: Db,
  message: { id: string; outboxId: number; orderId: string },
  now: Date,
) {
  await db
    .insert(whatsappMessages)
    .values({ ...message, status: 'accepted', updatedAt: now.toISOString() })
    .onConflictDoNothing()
}

export const findSentMessage = (db: Db, id: string) =>
  db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id)).get()

/** Meta's status of a sent message; a failure's code also goes on its outbox row for the panel. */
export async function recordMessageStatus(
  db: Db,
  id: string,
  status: string,
  now: Date,
  failure?: { code: number; title: string },
) {
  const message = await findSentMessage(db, id)
  if (!message) return undefined
  await db.batch([
    db
      .update(whatsappMessages)
      .set({ status, errorCode: failure?.code ?? null, updatedAt: now.toISOString() })
      .where(eq(whatsappMessages.id, id)),
    ...(failure
      ? [
          db
            .update(outbox)
            .set({ lastError: `WhatsApp ${failure.code}: ${failure.title}`.slice(0, 1000) })
            .where(eq(outbox.id, message.outboxId)),
        ]
      : []),
  ])
  return message
}

/**
 * The SMS of a WhatsApp message that cannot reach its customer, written once per message however
 * often the failure is reported (the send's answer, then its failed status).
 */
export async function insertFallbackSms(
  db: Db,
  from: { outboxId: number; orderId: string; message: string },
  now: Date,
): Promise<void> {
  const payload = JSON.stringify({
    orderId: from.orderId,
    message: from.message,
    whatsappId: from.outboxId,
  })
  await outboxInsertSelect(
    db,
    {
      channel: 'sms',
      kind: 'whatsapp-sms',
      lane: null,
      ref: `order:${from.orderId}`,
      payload: sql`${payload}`,
      from: sql`where not exists (select 1 from ${outbox} where ${outbox.kind} = 'whatsapp-sms'
          and json_extract(${outbox.payload}, '$.whatsappId') = ${from.outboxId})`,
    },
    now,
  )
}
