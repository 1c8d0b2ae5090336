// Counts and wipes for the data tools (cleanup, statistics) and the JSON restore's replace (the
// streamed backup's reads and staging are in backup-pages.ts and backup-staging.ts).
import { count, eq, getTableColumns, ne, type Table } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../client'
import {
  cashDifferences,
  cashLedger,
  courierPlaceMap,
  courierStatements,
  orderEvents,
  garageBikes,
  orderItems,
  orders,
  pageViews,
  paymentEvents,
  payments,
  phoneRefusals,
  productFitments,
  products,
  reviews,
  settings,
  shipments,
  shipmentSteps,
  stockAlerts,
  users,
  vehicles,
  visitorSessions,
} from '../schema'
import type { NewEventRow, OrderRow, RestoredItemRow } from '../codecs/order'
import type { PaymentEventRow, PaymentRow } from '../codecs/payment'
import type { ProductRow } from '../codecs/product'
import type { ReviewRow } from '../codecs/review'
import type { StockAlertRow } from '../codecs/stock-alert'
import type { UserRow } from '../codecs/user'
import type { FitmentRow, GarageBikeRow, VehicleRow } from '../codecs/vehicle'

/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMS = 100

/** The couriers' shipments and the cash ledger, as the backup carries them. */
export interface CourierRows {
  shipments: (typeof shipments.$inferSelect)[]
  shipmentSteps: (typeof shipmentSteps.$inferSelect)[]
  courierPlaceMap: (typeof courierPlaceMap.$inferSelect)[]
  cashLedger: (typeof cashLedger.$inferSelect)[]
  courierStatements: (typeof courierStatements.$inferSelect)[]
  cashDifferences: (typeof cashDifferences.$inferSelect)[]
  phoneRefusals: (typeof phoneRefusals.$inferSelect)[]
}

export async function listAdminEmails(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'))
  return rows.map((r) => r.email)
}

export async function recordCounts(db: Db) {
  const n = async (query: Promise<{ n: number } | undefined>) => (await query)?.n ?? 0
  const [productCount, userCount, orderCount, reviewCount, sessionCount, viewCount] =
    await Promise.all([
      n(db.select({ n: count() }).from(products).get()),
      n(db.select({ n: count() }).from(users).get()),
      n(db.select({ n: count() }).from(orders).get()),
      n(db.select({ n: count() }).from(reviews).get()),
      n(db.select({ n: count() }).from(visitorSessions).get()),
      n(db.select({ n: count() }).from(pageViews).get()),
    ])
  return {
    products: productCount,
    users: userCount,
    orders: orderCount,
    reviews: reviewCount,
    visitorSessions: sessionCount,
    pageViews: viewCount,
  }
}

/** Reviews go with their products (foreign key cascade). */
export const deleteAllProducts = (db: Db) => db.delete(products).returning({ id: products.id })
/** Items, events, payments and shipments go with their orders (foreign key cascade); the cash
 * ledger and the refusals, keyed by order without one, go in the same batch. */
export async function deleteAllOrders(db: Db) {
  const [deleted] = await db.batch([
    db.delete(orders).returning({ id: orders.id }),
    db.delete(cashLedger),
    db.delete(cashDifferences),
    db.delete(phoneRefusals),
  ])
  return deleted
}
export const deleteCustomers = (db: Db) =>
  db.delete(users).where(ne(users.role, 'admin')).returning({ id: users.id })

/** Everything but admin accounts, in one atomic batch. */
export async function clearEverything(db: Db): Promise<void> {
  await db.batch([
    db.delete(visitorSessions),
    db.delete(orders),
    db.delete(cashLedger),
    db.delete(cashDifferences),
    db.delete(phoneRefusals),
    db.delete(products),
    db.delete(users).where(ne(users.role, 'admin')),
    db.delete(reviews),
  ])
}

/** What a restore writes: the backed-up tables' rows, in the shape of their columns. */
export interface BackedUpRows {
  products: ProductRow[]
  users: UserRow[]
  orders: OrderRow[]
  items: RestoredItemRow[]
  events: NewEventRow[]
  payments: PaymentRow[]
  paymentEvents: PaymentEventRow[]
  reviews: ReviewRow[]
  stockAlerts: StockAlertRow[]
  settings?: typeof settings.$inferSelect
  /** Absent in files from before fitment data: today's vehicles stay. */
  vehicles?: VehicleRow[]
  fitments: FitmentRow[]
  garage: GarageBikeRow[]
  couriers: CourierRows
}

function inserts<T extends Table>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): BatchItem<'sqlite'>[] {
  const perStatement = Math.max(
    1,
    Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length),
  )
  const statements: BatchItem<'sqlite'>[] = []
  for (let i = 0; i < rows.length; i += perStatement)
    statements.push(db.insert(table).values(rows.slice(i, i + perStatement)))
  return statements
}

/**
 * Replaces products, users (all but `keepUserId`), orders with their items, events, payments and
 * shipments, the cash ledger, reviews, and the settings when given, in one atomic batch: a failing
 * statement leaves everything as it was. Deleted users' sign-in sessions and deleted orders'
 * payments and shipments go with them (foreign key cascade).
 */
export async function replaceBackedUpData(
  db: Db,
  rows: BackedUpRows,
  keepUserId: number,
): Promise<void> {
  await db.batch([
    db.delete(orders),
    db.delete(courierPlaceMap),
    db.delete(cashLedger),
    db.delete(courierStatements),
    db.delete(cashDifferences),
    db.delete(phoneRefusals),
    db.delete(reviews),
    db.delete(productFitments),
    db.delete(garageBikes),
    db.delete(products),
    ...(rows.vehicles ? [db.delete(vehicles)] : []),
    db.delete(users).where(ne(users.id, keepUserId)),
    ...inserts(db, users, rows.users),
    ...inserts(db, products, rows.products),
    ...(rows.vehicles ? inserts(db, vehicles, rows.vehicles) : []),
    ...inserts(db, productFitments, rows.fitments),
    ...inserts(db, garageBikes, rows.garage),
    ...inserts(db, reviews, rows.reviews),
    ...inserts(db, orders, rows.orders),
    ...inserts(db, orderItems, rows.items),
    ...inserts(db, orderEvents, rows.events),
    ...inserts(db, payments, rows.payments),
    ...inserts(db, paymentEvents, rows.paymentEvents),
    // Shipments and their steps name their orders (inserted above); the ledger names none.
    ...inserts(db, shipments, rows.couriers.shipments),
    ...inserts(db, shipmentSteps, rows.couriers.shipmentSteps),
    ...inserts(db, courierPlaceMap, rows.couriers.courierPlaceMap),
    ...inserts(db, cashLedger, rows.couriers.cashLedger),
    ...inserts(db, courierStatements, rows.couriers.courierStatements),
    ...inserts(db, cashDifferences, rows.couriers.cashDifferences),
    ...inserts(db, phoneRefusals, rows.couriers.phoneRefusals),
    ...inserts(db, stockAlerts, rows.stockAlerts),
    ...(rows.settings
      ? [
          db
            .insert(settings)
            .values(rows.settings)
            .onConflictDoUpdate({ target: settings.key, set: { value: rows.settings.value } }),
        ]
      : []),
  ])
}
