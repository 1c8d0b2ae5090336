// Back-in-stock subscriptions: one per product and mailbox, confirmed by the address's owner, then
// turned into an outbox e-mail as their product comes back, so each subscriber is written to once.
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, min, sql } from 'drizzle-orm'
import type { EmailLanguage } from '../../domain/language'
import { mailboxOf } from '../../domain/mailbox'
import type { Db } from '../client'
import { products, stockAlerts } from '../schema'
import { outboxInsert, outboxInsertSelect, type OutboxItem } from './outbox'

export interface NewStockAlert {
  productId: number
  email: string
  userId: number | null
  language: EmailLanguage
}

/** Confirmation e-mails one mailbox may be sent in a day, whoever asks: a stranger cannot flood
 * an inbox with requests for every sold-out part. */
export const CONFIRMATIONS_PER_MAILBOX_A_DAY = 3

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Records a request (confirmed already when the address is a signed-in customer's verified one)
 * or one waiting for its confirmation, and in the same batch the e-mail that asks for it, only when the request is new and its mailbox has had fewer than
 * CONFIRMATIONS_PER_MAILBOX_A_DAY such e-mails in the last day. Asking twice for the same product
 * (with any `+tag` of the address) keeps the first request.
 */
export async function insertStockAlert(
  db: Db,
  alert: NewStockAlert,
  confirmation: OutboxItem | 'already-confirmed',
  now: Date,
): Promise<void> {
  const stamp = now.toISOString()
  const mailbox = mailboxOf(alert.email)
  const fresh = and(
    eq(stockAlerts.mailbox, mailbox),
    isNull(stockAlerts.confirmedAt),
    gt(stockAlerts.createdAt, new Date(now.getTime() - DAY_MS).toISOString()),
  )
  const justAsked = and(
    eq(stockAlerts.productId, alert.productId),
    eq(stockAlerts.mailbox, mailbox),
    eq(stockAlerts.createdAt, stamp),
    isNull(stockAlerts.confirmedAt),
  )
  const insert = db
    .insert(stockAlerts)
    .values({
      ...alert,
      mailbox,
      createdAt: stamp,
      confirmedAt: confirmation === 'already-confirmed' ? stamp : null,
    })
    .onConflictDoNothing({ target: [stockAlerts.productId, stockAlerts.mailbox] })
  if (confirmation === 'already-confirmed') {
    await insert
    return
  }
  await db.batch([
    insert,
    ...outboxInsert(
      db,
      [confirmation],
      now,
      sql`exists (select 1 from ${stockAlerts} where ${justAsked}) and (select count(*) from ${stockAlerts} where ${fresh}) <= ${CONFIRMATIONS_PER_MAILBOX_A_DAY}`,
    ),
  ])
}

/** The owner of the address confirmed the request; false when there is none waiting. */
export async function confirmStockAlert(
  db: Db,
  productId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const confirmed = await db
    .update(stockAlerts)
    .set({ confirmedAt: now.toISOString() })
    .where(
      and(
        eq(stockAlerts.productId, productId),
        eq(stockAlerts.mailbox, mailboxOf(email)),
        isNull(stockAlerts.confirmedAt),
      ),
    )
    .returning({ id: stockAlerts.id })
  return confirmed.length > 0
}

/** Ends every request of the address's mailbox; returns how many. */
export async function unsubscribeMailbox(db: Db, email: string): Promise<number> {
  const ended = await db
    .delete(stockAlerts)
    .where(eq(stockAlerts.mailbox, mailboxOf(email)))
    .returning({ id: stockAlerts.id })
  return ended.length
}

/**
 * Turns the subscriptions whose product is in stock again into back-in-stock e-mails of the outbox,
 * in one batch: each request ends as its e-mail is written to be sent, so two sweeps at once never
 * write to anyone twice and a request is never gone without its e-mail. Returns how many.
 */
export async function queueDueAlerts(db: Db, now: Date): Promise<number> {
  // Only confirmed addresses are written to.
  const backInStock = and(
    isNotNull(stockAlerts.confirmedAt),
    inArray(
      stockAlerts.productId,
      db.select({ id: products.id }).from(products).where(gt(products.stock, 0)),
    ),
  )
  const [, claimed] = await db.batch([
    outboxInsertSelect(
      db,
      {
        channel: 'email',
        kind: 'back-in-stock',
        lane: null,
        ref: sql`'product:' || ${stockAlerts.productId}`,
        payload: sql`json_object('productId', ${stockAlerts.productId}, 'email', ${stockAlerts.email}, 'language', ${stockAlerts.language})`,
        from: sql`from ${stockAlerts} where ${backInStock} order by ${stockAlerts.id}`,
      },
      now,
    ),
    db.delete(stockAlerts).where(backInStock).returning({ id: stockAlerts.id }),
  ])
  return claimed.length
}

/** How many shoppers wait for each product, the most wanted first. */
export async function waitingDemand(db: Db) {
  const waiting = count()
  return db
    .select({
      productId: products.id,
      name: products.name,
      stock: products.stock,
      waiting,
      since: min(stockAlerts.createdAt),
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(isNotNull(stockAlerts.confirmedAt))
    .groupBy(products.id)
    .orderBy(desc(waiting), products.id)
    .all()
}
