// The backup's reads: every backed-up table a page at a time in its key order (keyset, so each
// page starts from the primary key's index and no read holds more than a page), and the lines,
// events and payment events of a page of orders or payments.
import { getTableColumns, inArray, sql } from 'drizzle-orm'
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '../client'
import {
  cashDifferences,
  cashLedger,
  courierPlaceMap,
  courierStatements,
  garageBikes,
  newsletterSubscribers,
  orderEvents,
  orderItems,
  orders,
  paymentEvents,
  payments,
  phoneRefusals,
  productFitments,
  products,
  reviews,
  shipments,
  shipmentSteps,
  stockAlerts,
  supportMessages,
  users,
  vehicles,
} from '../schema'
import { chunks, D1_MAX_PARAMETERS } from './chunks'
import type { OrderEventRow, OrderItemRow } from '../codecs/order'
import type { PaymentEventRow } from '../codecs/payment'

/** The pages of `table` ordered by `key` (its primary key's fields), `size` rows each. */
async function* tablePages<T extends SQLiteTable>(
  db: Db,
  table: T,
  key: readonly (keyof T['$inferSelect'] & string)[],
  size: number,
): AsyncGenerator<T['$inferSelect'][]> {
  const columns: Record<string, AnySQLiteColumn> = getTableColumns(table)
  const keyColumns = key.flatMap((k) => columns[k] ?? [])
  const tuple = sql.join(keyColumns, sql`, `)
  let after: unknown[] | null = null
  for (;;) {
    const rows = (await db
      .select()
      .from(table as SQLiteTable)
      .where(
        after
          ? sql`(${tuple}) > (${sql.join(
              after.map((v) => sql`${v}`),
              sql`, `,
            )})`
          : undefined,
      )
      .orderBy(...keyColumns)
      .limit(size)
      .all()) as T['$inferSelect'][]
    if (rows.length) yield rows
    const last = rows.at(-1)
    if (rows.length < size || !last) return
    after = key.map((k) => last[k])
  }
}

/** Each backed-up table's pages, by the key that orders it. */
export const backupPages = {
  users: (db: Db, size: number) => tablePages(db, users, ['id'], size),
  products: (db: Db, size: number) => tablePages(db, products, ['id'], size),
  vehicles: (db: Db, size: number) => tablePages(db, vehicles, ['id'], size),
  fitments: (db: Db, size: number) => tablePages(db, productFitments, ['id'], size),
  garage: (db: Db, size: number) => tablePages(db, garageBikes, ['id'], size),
  reviews: (db: Db, size: number) => tablePages(db, reviews, ['id'], size),
  stockAlerts: (db: Db, size: number) => tablePages(db, stockAlerts, ['id'], size),
  orders: (db: Db, size: number) => tablePages(db, orders, ['id'], size),
  payments: (db: Db, size: number) => tablePages(db, payments, ['id'], size),
  shipments: (db: Db, size: number) => tablePages(db, shipments, ['orderId'], size),
  shipmentSteps: (db: Db, size: number) => tablePages(db, shipmentSteps, ['id'], size),
  courierPlaceMap: (db: Db, size: number) =>
    tablePages(db, courierPlaceMap, ['courier', 'governorate', 'city'], size),
  cashLedger: (db: Db, size: number) => tablePages(db, cashLedger, ['orderId'], size),
  courierStatements: (db: Db, size: number) =>
    tablePages(db, courierStatements, ['courier', 'reference'], size),
  cashDifferences: (db: Db, size: number) => tablePages(db, cashDifferences, ['id'], size),
  phoneRefusals: (db: Db, size: number) => tablePages(db, phoneRefusals, ['orderId'], size),
  supportMessages: (db: Db, size: number) => tablePages(db, supportMessages, ['id'], size),
  newsletterSubscribers: (db: Db, size: number) =>
    tablePages(db, newsletterSubscribers, ['email'], size),
}

/** The lines and events of these orders (at most D1_MAX_PARAMETERS ids a statement). */
export async function linesOfOrders(
  db: Db,
  ids: string[],
): Promise<{ items: OrderItemRow[]; events: OrderEventRow[] }> {
  const pieces = chunks(ids, D1_MAX_PARAMETERS)
  const [items, events] = await Promise.all([
    Promise.all(
      pieces.map((p) =>
        db.select().from(orderItems).where(inArray(orderItems.orderId, p)).orderBy(orderItems.id),
      ),
    ),
    Promise.all(
      pieces.map((p) =>
        db
          .select()
          .from(orderEvents)
          .where(inArray(orderEvents.orderId, p))
          .orderBy(orderEvents.id),
      ),
    ),
  ])
  return { items: items.flat(), events: events.flat() }
}

export async function eventsOfPayments(db: Db, ids: string[]): Promise<PaymentEventRow[]> {
  const pieces = await Promise.all(
    chunks(ids, D1_MAX_PARAMETERS).map((p) =>
      db
        .select()
        .from(paymentEvents)
        .where(inArray(paymentEvents.paymentId, p))
        .orderBy(paymentEvents.id),
    ),
  )
  return pieces.flat()
}
