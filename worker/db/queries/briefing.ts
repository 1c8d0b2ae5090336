// The morning briefing's figures: one D1 batch of aggregate reads, each on an index, so its cost
// stays the same at 100,000 products and a year of orders (test/worker/briefing.test.ts).
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
  notExists,
  notInArray,
  sql,
} from 'drizzle-orm'
import { COURIER_IDS, HAND } from '../../domain/couriers'
import { chatLane } from '../../domain/delivery'
import type { Dinars } from '../../domain/money'
import {
  AWAITING_CALL_STATUSES,
  AWAITING_PAYMENT_STATUSES,
  OWNER_WARNING_STATUSES,
  REFUSAL_STATUSES,
  UNSOLD_STATUSES,
} from '../../domain/order-status'
import { SEARCH_MISSES_LISTED } from '../../domain/search-misses'
import { LOW_STOCK } from '../../domain/stock-label'
import type { Db } from '../client'
import { outboxInsert } from './outbox'
import {
  cashLedger,
  orderEvents,
  orderItems,
  orders,
  outbox,
  products,
  refunds,
  searchMisses,
} from '../schema'

/** At most this many low-stock products are named; the rest are counted. */
export const LOW_STOCK_LISTED = 100
/** Days of sales a product's stock is measured against. */
export const SALES_DAYS = 28

export interface BriefingWindow {
  /** Yesterday in Baghdad: [from, to). */
  from: Date
  to: Date
  /** Sales are counted from here (SALES_DAYS before `to`). */
  salesFrom: Date
  /** Yesterday's Baghdad date, YYYY-MM-DD: the day of the searches that found nothing. */
  day: string
}

const statusCounts = [
  ...AWAITING_CALL_STATUSES,
  ...AWAITING_PAYMENT_STATUSES,
  ...REFUSAL_STATUSES,
] as const

/** The briefing's reads, each an aggregate on an index (test/worker/briefing.test.ts checks their
 * plans). */
export function briefingStatements(db: Db, window: BriefingWindow) {
  const from = window.from.toISOString()
  const to = window.to.toISOString()
  const sold = db
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.quantity})`.as('units'),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        gte(orders.createdAt, window.salesFrom.toISOString()),
        lt(orders.createdAt, to),
        notInArray(orders.status, UNSOLD_STATUSES),
      ),
    )
    .groupBy(orderItems.productId)
    .as('sold')
  // A cash-on-delivery order whose confirmation SMS went out waits for the customer's answer.
  // Named in full: drizzle writes the orders' columns unqualified here, which inside the subquery
  // would be the outbox's own.
  const smsSent = sql<number>`sum(exists (select 1 from outbox sms where sms.ref = 'order:' || orders.id and sms.kind = 'cod-sms' and sms.status = 'sent'))`
  return [
    db
      .select({
        cod: sql<number>`${orders.paymentMethod} = 'cod'`,
        orders: count(),
        total: sql<Dinars>`coalesce(sum(${orders.total}), 0)`,
      })
      .from(orders)
      .where(
        and(
          gte(orders.createdAt, from),
          lt(orders.createdAt, to),
          notInArray(orders.status, UNSOLD_STATUSES),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        status: orders.status,
        orders: count(),
        total: sql<Dinars>`coalesce(sum(${orders.total}), 0)`,
        smsSent,
      })
      .from(orders)
      .where(inArray(orders.status, statusCounts))
      .groupBy(orders.status),
    db
      .select({
        status: orderEvents.status,
        orders: sql<number>`count(distinct ${orderEvents.orderId})`,
      })
      .from(orderEvents)
      .where(
        and(
          gte(orderEvents.createdAt, from),
          lt(orderEvents.createdAt, to),
          eq(orderEvents.kind, 'status'),
          inArray(orderEvents.status, OWNER_WARNING_STATUSES),
        ),
      )
      .groupBy(orderEvents.status),
    db
      .select({
        currency: refunds.currency,
        refunds: count(),
        amount: sql<number>`sum(${refunds.amount})`,
      })
      .from(refunds)
      .where(eq(refunds.state, 'by_hand'))
      .groupBy(refunds.currency)
      .orderBy(asc(refunds.currency)),
    // Naming each courier lets the ledger's index find the open rows instead of reading them all.
    db
      .select({
        courier: cashLedger.courier,
        parcels: count(),
        owed: sql<Dinars>`sum(${cashLedger.net})`,
      })
      .from(cashLedger)
      .where(and(inArray(cashLedger.courier, [...COURIER_IDS, HAND]), isNull(cashLedger.settledAt)))
      .groupBy(cashLedger.courier)
      .orderBy(asc(cashLedger.courier)),
    db.select({ products: count() }).from(products).where(lte(products.stock, LOW_STOCK)),
    db
      .select({
        id: products.id,
        name: products.name,
        nameAr: products.nameAr,
        stock: products.stock,
        sold: sql<number>`coalesce(${sold.units}, 0)`,
      })
      .from(products)
      .leftJoin(sold, eq(sold.productId, products.id))
      .where(lte(products.stock, LOW_STOCK))
      .orderBy(asc(products.stock), asc(products.id))
      .limit(LOW_STOCK_LISTED),
    db.select({ messages: count() }).from(outbox).where(eq(outbox.status, 'failed')),
    db
      .select({
        query: searchMisses.query,
        count: searchMisses.count,
        instead: searchMisses.instead,
      })
      .from(searchMisses)
      .where(eq(searchMisses.day, window.day))
      .orderBy(desc(searchMisses.count), asc(searchMisses.query))
      .limit(SEARCH_MISSES_LISTED),
  ] as const
}

/** The briefing's figures in one round trip to D1. */
export async function readBriefingFigures(db: Db, window: BriefingWindow) {
  const [
    yesterday,
    waiting,
    moved,
    refundsByHand,
    cash,
    lowStockTotal,
    lowStock,
    failed,
    searchMissRows,
  ] = await db.batch(briefingStatements(db, window))
  return {
    yesterday,
    waiting,
    moved,
    refundsByHand,
    cash,
    lowStockTotal: lowStockTotal[0]?.products ?? 0,
    lowStock,
    failedMessages: failed[0]?.messages ?? 0,
    searchMisses: searchMissRows,
  }
}

export type BriefingRows = Awaited<ReturnType<typeof readBriefingFigures>>

/** The outbox rows of the day's briefing (`day`: the Baghdad date), one per admin chat; a chat
 * that already has the day's row gets none, so a cron that fires twice sends it once. */
export function briefingDeliveries(db: Db, chatIds: readonly number[], day: string, now: Date) {
  return chatIds.flatMap((chatId) => {
    const ref = `briefing:${day}:${String(chatId)}`
    const earlier = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.ref, ref), eq(outbox.kind, 'briefing')))
    return outboxInsert(
      db,
      [
        {
          channel: 'telegram',
          kind: 'briefing',
          lane: chatLane(chatId),
          ref,
          payload: { chatId, at: now.toISOString() },
        },
      ],
      now,
      notExists(earlier),
    )
  })
}
