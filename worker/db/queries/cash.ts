// The cash-on-delivery ledger (docs/cash-on-delivery.md): what each courier owes for delivered
// parcels, the statements that settle it (each read once, in one batch with what it settles, the
// differences it shows and the admin chats' message about them), cash recorded by hand, and the
// refused parcels counted against a customer's phone.
import { and, asc, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { CashCourier, CashDifferenceKind, CourierId } from '../../domain/couriers'
import { chatLane } from '../../domain/delivery'
import type { Dinars } from '../../domain/money'
import type { Db } from '../client'
import { cashDifferences, cashLedger, courierStatements, phoneRefusals, shipments } from '../schema'
import { allOf, chunksOf, IDS_PER_STATEMENT } from './order-statements'
import { outboxInsertSelect } from './outbox'

export type LedgerRow = typeof cashLedger.$inferSelect
export type CashDifferenceRow = typeof cashDifferences.$inferSelect

/** The name of the admin chats' warning of new cash differences (telegram/warnings.ts). */
export const CASH_DIFFERENCES_ALERT = 'cash-differences'
/** At most this many differences are named in one message (Telegram's 4,096 characters). */
export const DIFFERENCES_PER_MESSAGE = 20

/** What one courier (or `hand`) owes: the net of its unsettled rows, since its oldest one. */
export interface CashOwed {
  courier: CashCourier
  owed: Dinars
  parcels: number
  since: string
  oldestOrderId: string
}

export async function cashOwed(db: Db): Promise<CashOwed[]> {
  // Named in full: drizzle writes a column of a one-table select unqualified, which inside the
  // subquery would be the subquery's own.
  const oldest = sql<string>`(select o.order_id from cash_ledger o where o.courier = cash_ledger.courier and o.settled_at is null order by o.delivered_at, o.order_id limit 1)`
  return db
    .select({
      courier: cashLedger.courier,
      owed: sql<Dinars>`sum(${cashLedger.net})`,
      parcels: count(),
      since: sql<string>`min(${cashLedger.deliveredAt})`,
      oldestOrderId: oldest,
    })
    .from(cashLedger)
    .where(isNull(cashLedger.settledAt))
    .groupBy(cashLedger.courier)
    .orderBy(asc(cashLedger.courier))
}

export interface LedgerQuery {
  courier?: CashCourier
  settled?: boolean
  /** The last row of the page before: its delivery time and order id. */
  after?: { deliveredAt: string; orderId: string }
  limit: number
}

/** One page of the ledger, newest delivery first, each row with its parcel's reference. */
export async function ledgerPage(db: Db, query: LedgerQuery) {
  const { after } = query
  const conditions: SQL[] = [
    ...(query.courier ? [eq(cashLedger.courier, query.courier)] : []),
    ...(query.settled === undefined
      ? []
      : [query.settled ? sql`${cashLedger.settledAt} is not null` : isNull(cashLedger.settledAt)]),
    ...(after
      ? [
          sql`(${cashLedger.deliveredAt}, ${cashLedger.orderId}) < (${after.deliveredAt}, ${after.orderId})`,
        ]
      : []),
  ]
  const rows = await db
    .select({ row: cashLedger, reference: shipments.reference })
    .from(cashLedger)
    .leftJoin(shipments, eq(shipments.orderId, cashLedger.orderId))
    .where(conditions.length > 0 ? allOf(...conditions) : undefined)
    .orderBy(desc(cashLedger.deliveredAt), desc(cashLedger.orderId))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit).map(({ row, reference }) => ({ ...row, reference }))
  const last = page.at(-1)
  return { rows: page, next: rows.length > query.limit && last ? last : null }
}

export const ledgerRowsOf = (db: Db, orderIds: readonly string[]) =>
  db
    .select()
    .from(cashLedger)
    .where(inArray(cashLedger.orderId, [...orderIds]))

/**
 * Marks these unsettled rows as received by hand by `who`: all of them or, when one is no longer
 * unsettled (settled meanwhile), none. The rows settled.
 */
export async function recordCashByHand(
  db: Db,
  orderIds: readonly string[],
  who: string,
  now: Date,
): Promise<LedgerRow[]> {
  const ids = [...new Set(orderIds)]
  const open = and(inArray(cashLedger.orderId, ids), isNull(cashLedger.settledAt))
  return db
    .update(cashLedger)
    .set({
      settledAt: now.toISOString(),
      settledAmount: sql`${cashLedger.net}`,
      statementRef: null,
      recordedBy: who,
    })
    .where(and(open, sql`(select count(*) from ${cashLedger} where ${open}) = ${ids.length}`))
    .returning()
}

/** Which of these statements of a courier were read already. */
export async function readStatementRefs(db: Db, courier: CourierId, references: string[]) {
  const found = await Promise.all(
    chunksOf(references, IDS_PER_STATEMENT).map((chunk) =>
      db
        .select({ reference: courierStatements.reference })
        .from(courierStatements)
        .where(
          and(eq(courierStatements.courier, courier), inArray(courierStatements.reference, chunk)),
        ),
    ),
  )
  return new Set(found.flat().map((r) => r.reference))
}

/** The orders of a courier's parcel references (its shipments), and the ledger rows of orders. */
export async function statementFacts(
  db: Db,
  courier: CourierId,
  references: string[],
  orderIds: string[],
) {
  const shipped = (
    await Promise.all(
      chunksOf([...new Set(references)], IDS_PER_STATEMENT).map((chunk) =>
        db
          .select({ reference: shipments.reference, orderId: shipments.orderId })
          .from(shipments)
          .where(and(eq(shipments.courier, courier), inArray(shipments.reference, chunk))),
      ),
    )
  ).flat()
  const orderOf = new Map(shipped.map((s) => [s.reference ?? '', s.orderId]))
  const ids = [...new Set([...orderIds, ...orderOf.values()])]
  const rows = (
    await Promise.all(chunksOf(ids, IDS_PER_STATEMENT).map((chunk) => ledgerRowsOf(db, chunk)))
  ).flat()
  return { orderOf, ledger: new Map(rows.map((r) => [r.orderId, r])) }
}

/** A difference as a statement (or the missing check) finds it. */
export interface NewDifference {
  orderId: string | null
  kind: CashDifferenceKind
  expected: Dinars | null
  received: Dinars | null
  /** Once per difference: a second reading finds the same key and records nothing. */
  dedupeKey: string
}

/** What one statement of a courier settles and shows. */
export interface StatementWrite {
  courier: CourierId
  reference: string
  paidAt: string
  amount: Dinars
  parcels: number
  settles: { orderId: string; amount: Dinars }[]
  differences: NewDifference[]
}

/** Thrown when the statement was read by another run meanwhile: nothing was written. */
export class StatementReadAlready extends Error {}

/**
 * Reads one statement in one batch: its record (which fails the batch when another run recorded
 * it first), the rows it settles, the missing-parcel differences of those rows resolved, the new
 * differences, and one message to each admin chat naming them.
 */
export async function writeStatement(
  db: Db,
  statement: StatementWrite,
  chats: readonly number[],
  now: Date,
): Promise<CashDifferenceRow[]> {
  const stamp = now.toISOString()
  const { courier, reference } = statement
  const settled = statement.settles.map(({ orderId }) => orderId)
  const ours = allOf(
    eq(cashDifferences.courier, courier),
    eq(cashDifferences.noticedAt, stamp),
    eq(cashDifferences.statementRef, reference),
  )
  const statements: BatchItem<'sqlite'>[] = [
    ...statement.settles.map(({ orderId, amount }) =>
      db
        .update(cashLedger)
        .set({ settledAt: statement.paidAt, settledAmount: amount, statementRef: reference })
        .where(and(eq(cashLedger.orderId, orderId), isNull(cashLedger.settledAt))),
    ),
    ...chunksOf(settled, IDS_PER_STATEMENT).map((chunk) =>
      db
        .update(cashDifferences)
        .set({ resolvedAt: stamp, resolvedBy: `statement ${reference}` })
        .where(
          and(
            eq(cashDifferences.kind, 'missing'),
            isNull(cashDifferences.resolvedAt),
            inArray(cashDifferences.orderId, chunk),
          ),
        ),
    ),
    ...insertDifferences(db, courier, reference, statement.differences, stamp),
    ...differenceMessages(db, courier, reference, ours, chats, now),
  ]
  try {
    await db.batch([
      db.insert(courierStatements).values({
        courier,
        reference,
        paidAt: statement.paidAt,
        amount: statement.amount,
        parcels: statement.parcels,
        readAt: stamp,
      }),
      ...statements,
    ])
  } catch (error) {
    if (await statementRecorded(db, courier, reference)) throw new StatementReadAlready()
    throw error
  }
  return db.select().from(cashDifferences).where(ours).orderBy(asc(cashDifferences.id))
}

const statementRecorded = async (db: Db, courier: CourierId, reference: string) =>
  (await readStatementRefs(db, courier, [reference])).size > 0

function insertDifferences(
  db: Db,
  courier: CourierId,
  statementRef: string | null,
  differences: NewDifference[],
  stamp: string,
) {
  // Ten columns a row: nine rows a statement stay under D1's 100 bound parameters.
  return chunksOf(differences, 9).map((chunk) =>
    db
      .insert(cashDifferences)
      .values(chunk.map((d) => ({ ...d, courier, statementRef, noticedAt: stamp })))
      .onConflictDoNothing(),
  )
}

/**
 * One message to each admin chat naming the differences `which` selects (those this run
 * recorded), written only when there is one; its words are written in the chat's language when it
 * is sent (telegram/warnings.ts).
 */
function differenceMessages(
  db: Db,
  courier: CourierId,
  statementRef: string | null,
  which: SQL,
  chats: readonly number[],
  now: Date,
) {
  const named = sql`(select json_group_array(json_object('kind', kind, 'orderId', order_id, 'expected', expected, 'received', received, 'parcel', ${parcelSql})) from (select * from ${cashDifferences} where ${which} order by id limit ${DIFFERENCES_PER_MESSAGE}))`
  const total = sql`(select count(*) from ${cashDifferences} where ${which})`
  return chats.map((chatId) =>
    outboxInsertSelect(
      db,
      {
        channel: 'telegram',
        kind: 'failure-warning',
        lane: chatLane(chatId),
        ref: `cash:${courier}:${statementRef ?? 'missing'}`,
        payload: sql`json_object('chatId', ${chatId}, 'alert', ${CASH_DIFFERENCES_ALERT}, 'courier', ${courier}, 'statement', ${statementRef}, 'count', ${total}, 'differences', json(${named}))`,
        from: sql`where exists (select 1 from ${cashDifferences} where ${which})`,
      },
      now,
    ),
  )
}

/** A parcel the shop does not know has no order: its courier reference is the key's last part
 * (`unknown_parcel:<courier>:<reference>`). */
const parcelSql = sql.raw(
  `case when kind = 'unknown_parcel' then substr(dedupe_key, instr(substr(dedupe_key, 16), ':') + 16) end`,
)
export const unknownParcelKey = (courier: CourierId, reference: string) =>
  `unknown_parcel:${courier}:${reference}`

/**
 * A courier's delivered parcels still unpaid on no statement since `deliveredBefore`: each
 * recorded once as missing, and the new ones told to the admin chats, in one batch. The new ones.
 */
export async function recordMissing(
  db: Db,
  courier: CourierId,
  deliveredBefore: Date,
  chats: readonly number[],
  now: Date,
): Promise<CashDifferenceRow[]> {
  const stamp = now.toISOString()
  const ours = allOf(
    eq(cashDifferences.courier, courier),
    eq(cashDifferences.noticedAt, stamp),
    eq(cashDifferences.kind, 'missing'),
  )
  await db.batch([
    db
      .insert(cashDifferences)
      .select(
        db
          .select({
            id: sql<null>`null`.as('id'),
            courier: cashLedger.courier,
            orderId: cashLedger.orderId,
            kind: sql<string>`'missing'`.as('kind'),
            expected: cashLedger.net,
            received: sql<null>`null`.as('received'),
            statementRef: sql<null>`null`.as('statement_ref'),
            noticedAt: sql<string>`${stamp}`.as('noticed_at'),
            resolvedAt: sql<null>`null`.as('resolved_at'),
            resolvedBy: sql<null>`null`.as('resolved_by'),
            dedupeKey: sql<string>`'missing:' || ${cashLedger.orderId}`.as('dedupe_key'),
          })
          .from(cashLedger)
          .where(
            and(
              eq(cashLedger.courier, courier),
              isNull(cashLedger.settledAt),
              lte(cashLedger.deliveredAt, deliveredBefore.toISOString()),
            ),
          ),
      )
      .onConflictDoNothing(),
    ...differenceMessages(db, courier, null, ours, chats, now),
  ])
  return db.select().from(cashDifferences).where(ours).orderBy(asc(cashDifferences.id))
}

/** The differences nobody resolved yet, oldest first, each with its parcel's reference. */
export async function openDifferences(db: Db) {
  const rows = await db
    .select({
      row: cashDifferences,
      reference: shipments.reference,
      parcel: sql<string | null>`${parcelSql}`,
    })
    .from(cashDifferences)
    .leftJoin(shipments, eq(shipments.orderId, cashDifferences.orderId))
    .where(isNull(cashDifferences.resolvedAt))
    .orderBy(asc(cashDifferences.noticedAt), asc(cashDifferences.id))
  return rows.map(({ row, reference, parcel }) => ({ ...row, reference: reference ?? parcel }))
}

export const openDifferenceCount = async (db: Db) =>
  (
    await db
      .select({ n: count() })
      .from(cashDifferences)
      .where(isNull(cashDifferences.resolvedAt))
      .get()
  )?.n ?? 0

/** Marks an open difference resolved by `who`; null when it is not open (or not there). */
export const resolveDifference = async (db: Db, id: number, who: string, now: Date) =>
  (
    await db
      .update(cashDifferences)
      .set({ resolvedAt: now.toISOString(), resolvedBy: who })
      .where(and(eq(cashDifferences.id, id), isNull(cashDifferences.resolvedAt)))
      .returning()
  )[0] ?? null

export const findDifference = (db: Db, id: number) =>
  db.select().from(cashDifferences).where(eq(cashDifferences.id, id)).get()

/** When the phone's uncleared refused parcels were refused, newest first: the refusal rule
 * (services/cash.ts codRefused) counts those inside its window. A phone that reached 1,000 is
 * refused whatever the window. */
export const refusalTimesQuery = (db: Db, phone: string) =>
  db
    .select({ at: phoneRefusals.at })
    .from(phoneRefusals)
    .where(and(eq(phoneRefusals.phone, phone), isNull(phoneRefusals.clearedAt)))
    .orderBy(desc(phoneRefusals.at))
    .limit(1000)

/** Every refused parcel of the phone, newest first, cleared ones too (who cleared them, when). */
export const refusalsOf = (db: Db, phone: string) =>
  db
    .select()
    .from(phoneRefusals)
    .where(eq(phoneRefusals.phone, phone))
    .orderBy(desc(phoneRefusals.at))

/** Clears the phone's record: its refusals stop counting, who and when kept. How many. */
export async function clearRefusals(db: Db, phone: string, who: string, now: Date) {
  const cleared = await db
    .update(phoneRefusals)
    .set({ clearedAt: now.toISOString(), clearedBy: who })
    .where(and(eq(phoneRefusals.phone, phone), isNull(phoneRefusals.clearedAt)))
    .returning({ orderId: phoneRefusals.orderId })
  return cleared.length
}
