// Placing an order: the order, its lines and its events written with its units taken off the shelf
// in one batch, or nothing when a product runs short or a limit is reached; and the dashboard's
// test order, written as it is.
import {
  and,
  eq,
  exists,
  getTableColumns,
  gte,
  inArray,
  notExists,
  type SQL,
  sql,
  type Table,
} from 'drizzle-orm'
import type { Db } from '../client'
import type { NewEventRow, OrderDto, OrderRow, RestoredItemRow } from '../codecs/order'
import type { ProductRow } from '../codecs/product'
import { orderEvents, orderItems, orders, products, users } from '../schema'
import { refusalTimesQuery } from './cash'
import { ordersWithItems, ordersWithItemsQueries, placedWithKey } from './order-reads'
import { pendingCodLimitReached, unitsHeldBy } from './order-statements'
import { outboxInsert, type OutboxItem } from './outbox'
import { type SavedSettings, settingsFrom, settingsRowQuery } from './settings'

/** What placing an order reads of a product: its line (name, price, picture, sizes), its stock, and
 * nothing of its descriptions or search texts, which are most of a row's bytes. */
const orderedColumns = {
  id: products.id,
  name: products.name,
  nameAr: products.nameAr,
  category: products.category,
  price: products.price,
  image: products.image,
  stock: products.stock,
  sizes: products.sizes,
}
export type OrderedProduct = Pick<ProductRow, keyof typeof orderedColumns>

export interface Placement {
  rows: { order: OrderRow; items: RestoredItemRow[]; events: NewEventRow[] }
  customerId: number
  /** Units taken off the shelf, per product id. */
  units: Map<number, number>
  /** Refuse the order when its customer or phone holds the pending cash-on-delivery limit. */
  limitPendingCod: boolean
  /** Refuse the order when its customer's orders that hold stock would hold more units. */
  maxUnitsHeld?: number
  /** The messages the order sends (outbox rows), written only if the order is. */
  notices?: OutboxItem[]
}

/** What the placing batch did; a refusal names the rule that stopped it. */
export type PlacementOutcome =
  | { kind: 'placed' }
  | { kind: 'key-taken' }
  /** `product` as the batch met it: absent when it no longer exists. */
  | { kind: 'short'; productId: number; product: OrderedProduct | undefined }
  | { kind: 'pending-cod-limit' }
  /** `held`: the units the customer's other orders held as the batch met them. */
  | { kind: 'units-held-limit'; held: number }

/** What placing an order is decided on, read in one round trip before its batch. */
export interface PlacementFacts {
  saved: SavedSettings
  /** The products ordered that exist. */
  products: OrderedProduct[]
  /** When the order's phone had its uncleared parcels refused, newest first. */
  refusals: { at: string }[]
  /** The order this customer already placed with the idempotency key. */
  earlier: OrderDto | undefined
}

export async function readPlacementFacts(
  db: Db,
  ask: { userId: number; key: string | undefined; productIds: number[]; phone: string },
): Promise<PlacementFacts> {
  const [settingsRows, found, refusals, earlierRows, earlierItems] = await db.batch([
    settingsRowQuery(db),
    db.select(orderedColumns).from(products).where(inArray(products.id, ask.productIds)),
    refusalTimesQuery(db, ask.phone),
    // Without a key these find nothing and read no row.
    ...ordersWithItemsQueries(db, ask.key ? placedWithKey(ask.userId, ask.key) : sql`0`),
  ])
  return {
    saved: settingsFrom(settingsRows[0]),
    products: found,
    refusals,
    earlier: ordersWithItems(earlierRows, earlierItems)[0],
  }
}

/** An INSERT ... SELECT of one row, which writes it only while `condition` holds. */
function insertIf<T extends Table>(db: Db, table: T, row: Record<string, unknown>, condition: SQL) {
  const values = Object.entries(getTableColumns(table)).map(([key, column]) =>
    sql.param(row[key] ?? null, column),
  )
  return db.insert(table).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`)
}

/**
 * Writes a placed order in one atomic batch: the order, its stock taken off the shelf, its lines,
 * and the customer's language for later e-mails, or nothing, and says which.
 *
 * No statement fails on a rule, since a failed D1 batch tells only an error's text. The order goes
 * in unless its idempotency key is taken (ON CONFLICT DO NOTHING), then one DELETE per rule (each
 * product's stock, the cash-on-delivery limit) takes it out again when the rule is broken, and the
 * rest is written only while the order is there. So the RETURNING of those statements says why
 * nothing was written, and the products read first in the same batch, the state every rule met,
 * give the refusal its numbers. The CHECK (stock >= 0) stays a last resort.
 */
export async function insertPlacedOrder(db: Db, placement: Placement): Promise<PlacementOutcome> {
  const { rows, customerId, units } = placement
  const { order, items, events } = rows
  const placed = exists(db.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)))
  const retractIf = (broken: SQL) =>
    db
      .delete(orders)
      .where(and(eq(orders.id, order.id), broken))
      .returning({ id: orders.id })
  const inStock = (productId: number, quantity: number) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
  const productIds = [...units.keys()]
  const phone = order.shippingInfo.phone
  const held = unitsHeldBy(customerId, order.id)
  const ordered = [...units.values()].reduce((sum, n) => sum + n, 0)
  // One per product, in productIds' order, then the limits' (cash-on-delivery orders, units held).
  const limits = [
    ...(placement.limitPendingCod
      ? [
          {
            broken: pendingCodLimitReached({ id: order.id, userId: customerId, phone }),
            kind: 'pending-cod-limit',
          } as const,
        ]
      : []),
    ...(placement.maxUnitsHeld === undefined
      ? []
      : [
          {
            broken: sql`${held} + ${ordered} > ${placement.maxUnitsHeld}`,
            kind: 'units-held-limit',
          } as const,
        ]),
  ]
  const retracts = [
    ...[...units].map(([productId, quantity]) =>
      retractIf(notExists(inStock(productId, quantity))),
    ),
    ...limits.map((limit) => retractIf(limit.broken)),
  ]
  const [met, heldBefore, inserted, ...rest] = await db.batch([
    db.select(orderedColumns).from(products).where(inArray(products.id, productIds)),
    db
      .select({ units: sql<number>`${held}` })
      .from(users)
      .where(eq(users.id, customerId)),
    db
      .insert(orders)
      .values(order)
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning({ id: orders.id }),
    ...retracts,
    ...[...units].map(([productId, quantity]) =>
      db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: order.createdAt })
        .where(and(eq(products.id, productId), placed)),
    ),
    ...items.map((item) => insertIf(db, orderItems, item, placed)),
    ...events.map((event) => insertIf(db, orderEvents, event, placed)),
    db
      .update(users)
      .set({ language: order.language })
      .where(and(eq(users.id, customerId), placed)),
    ...outboxInsert(db, placement.notices ?? [], new Date(order.createdAt), placed),
  ])
  if (inserted.length === 0) return { kind: 'key-taken' }
  const removedBy = (rest.slice(0, retracts.length) as unknown[][]).findIndex((r) => r.length > 0)
  if (removedBy === -1) return { kind: 'placed' }
  const productId = productIds[removedBy]
  if (productId !== undefined)
    return { kind: 'short', productId, product: met.find((p) => p.id === productId) }
  const limit = limits[removedBy - productIds.length]
  if (limit?.kind === 'units-held-limit')
    return { kind: limit.kind, held: heldBefore[0]?.units ?? 0 }
  return { kind: 'pending-cod-limit' }
}

/** Writes a new order and its lines together (the dashboard's test order: no stock, no limit). */
export async function insertOrder(db: Db, rows: Placement['rows']): Promise<void> {
  await db.batch([
    db.insert(orders).values(rows.order),
    ...rows.items.map((item) => db.insert(orderItems).values(item)),
    ...rows.events.map((event) => db.insert(orderEvents).values(event)),
  ])
}
