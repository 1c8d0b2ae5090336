// The one way an order's status changes, whoever moves it (the dashboard and its bulk update, the
// bot's buttons, a verified payment, the shopper, the crons): the status table
// (domain/order-status.ts) says which moves each mover may make, when the units go back on the
// shelf or are taken again, when a tracking number is set and which messages a move writes; the
// move, its units, its events and its messages go in one D1 batch, so a move that races another
// change moves nothing and writes nothing.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Dinars } from '../../domain/money'
import type { EventSource } from '../../domain/order-events'
import {
  messagesOfMove,
  type Mover,
  movesTo,
  ORDER_STATUS_RULES,
  type OrderStatus,
} from '../../domain/order-status'
import type { PaymentMethodId } from '../../domain/payment-methods'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../client'
import { chatLane, ORDER_WARNING } from '../../domain/delivery'
import { HAND } from '../../domain/couriers'
import {
  cashLedger,
  orderItems,
  orders,
  phoneRefusals,
  products,
  revivalMarks,
  shipments,
} from '../schema'
import {
  allOf,
  chunksOf,
  IDS_PER_STATEMENT,
  pendingCodLimitReached,
  recordEvents,
  returnStockOf,
  unitsHeldBy,
} from './order-statements'
import { orderChangeNotices, outboxInsert, type OutboxItem } from './outbox'

export interface OrderMove {
  /** The orders to move: one, or many (a bulk update, a cron's sweep). */
  ids: readonly string[]
  to: OrderStatus
  by: Mover
  source: EventSource
  now: Date
  /** Only from these statuses (a button for a pending order moves nothing else); the status
   * table's moves for `by` narrow them further. */
  from?: readonly OrderStatus[]
  /** The order switches to this payment method, its fee replacing the old one in the total. */
  method?: { id: PaymentMethodId; fee: Dinars }
  /** A new tracking number, for a move into a status that sets one. */
  newTracking?: () => string
  /** The messages that announce an order as placed (its confirmation e-mail, the admin chats'
   * new-order message), for a move the status table says announces it. */
  announcement?: (orderId: string) => OutboxItem[]
  /** Statements that go in the same batch as an ordinary move (after it), and a condition the
   * orders must meet as well to move: a payment's move and "while the payment is still open". */
  alongside?: { guard?: SQL; statements: BatchItem<'sqlite'>[] }
  /** A revival (units taken again) also needs: today's prices still those of the order's lines,
   * and the customer's units held, with this order's, within this limit. */
  revival?: { maxUnitsHeld: number }
  /** The admin chats, warned of a move into a status the table says warns the owner (a courier's
   * report of a refused or returned parcel; an admin's own move warns no one). */
  warnChats?: readonly number[]
}

/** An order that moved, from the status it had. */
export interface StatusChange {
  id: string
  from: OrderStatus
  to: OrderStatus
}

export interface MoveOutcome {
  /** The orders that moved, each with the status it had. */
  changes: StatusChange[]
  /** The orders found that `by` may not move to `to` from where they are. */
  refused: StatusChange[]
  /** The orders that had `to` already: nothing to do, nothing recorded. */
  unchanged: string[]
  /** The results of `move.alongside.statements`, in their order. */
  alongside?: unknown[]
}

/**
 * Moves the orders to `move.to` where the status table lets `move.by` (and `move.from`), and says
 * what moved and what was refused. Orders that do not exist are left out of both.
 */
export async function moveOrders(db: Db, move: OrderMove): Promise<MoveOutcome> {
  const ids = [...new Set(move.ids)]
  if (ids.length === 0) return { changes: [], refused: [], unchanged: [] }
  const allowed = movesTo(move.by, move.to).filter((s) => !move.from || move.from.includes(s))
  // Out of a status whose units went back to the shelf the move takes them again: one order at a
  // time (a late payment, the shopper trying again), after the ordinary moves.
  const [revivable, plain] = partition(allowed, (s) => ORDER_STATUS_RULES[s].returnsUnits)
  const outcome = await movePlain(db, ids, plain, move)
  if (revivable.length === 0 || move.alongside) return outcome
  if (ids.length > 1) throw new Error(`a move out of ${revivable.join(', ')} takes one order`)
  const [id] = ids as [string]
  if (outcome.changes.length > 0) return outcome
  const revived = await revive(db, id, revivable, move)
  return revived ? { changes: [revived], refused: [], unchanged: [] } : outcome
}

function partition<T>(list: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [list.filter(test), list.filter((item) => !test(item))]
}

/** The one kind of message a set of moves writes (moves that tell differently go apart). */
function messagesOf(froms: readonly OrderStatus[], to: OrderStatus) {
  const kinds = new Set(froms.map((from) => messagesOfMove(from, to)))
  if (kinds.size > 1) throw new Error(`moves to ${to} from ${froms.join(', ')} tell differently`)
  return [...kinds][0] ?? 'none'
}

/** What the status it moves into changes besides the status itself. */
function arrival(move: OrderMove, stamp: string) {
  const { method } = move
  return {
    status: move.to,
    updatedAt: stamp,
    ...(method && {
      paymentMethod: method.id,
      paymentFee: method.fee,
      total: sql`${orders.total} - ${orders.paymentFee} + ${method.fee}`,
    }),
  }
}

/** The statements that write what a move tells, for the orders `moved` (evaluated after it). */
function messages(db: Db, kind: 'announce' | 'status' | 'none', ids: string[], move: OrderMove) {
  const stamp = move.now.toISOString()
  if (kind === 'status') return [...orderChangeNotices(db, move.source, stamp)]
  const { announcement } = move
  if (kind === 'none' || !announcement) return []
  const movedHere = (id: string) =>
    sql`exists (select 1 from ${orders} where ${allOf(eq(orders.id, id), eq(orders.status, move.to), eq(orders.updatedAt, stamp))})`
  return ids.flatMap((id) => outboxInsert(db, announcement(id), move.now, movedHere(id)))
}

/**
 * What the status table says a move into `move.to` records besides its events, for the orders
 * that moved in this batch: the cash a delivered cash-on-delivery parcel leaves owed (once per
 * order, by its shipment's courier and fee, else by hand), a refused parcel against the customer's
 * phone, the admin chats' warning, and the customer's SMS.
 */
function arrivalRecords(db: Db, ids: string[], move: OrderMove) {
  const rule = ORDER_STATUS_RULES[move.to]
  const stamp = move.now.toISOString()
  const movedHere = (chunk: readonly string[]) =>
    and(inArray(orders.id, chunk), eq(orders.status, move.to), eq(orders.updatedAt, stamp))
  const chunks = chunksOf(ids, IDS_PER_STATEMENT)
  const ledger = chunks.map((chunk) =>
    db
      .insert(cashLedger)
      .select(
        db
          .select({
            orderId: orders.id,
            courier: sql<string>`coalesce(${shipments.courier}, ${HAND})`.as('courier'),
            collected: orders.total,
            fee: sql<number>`coalesce(${shipments.fee}, 0)`.as('fee'),
            net: sql<number>`${orders.total} - coalesce(${shipments.fee}, 0)`.as('net'),
            deliveredAt: sql<string>`${stamp}`.as('delivered_at'),
            settledAt: sql<null>`null`.as('settled_at'),
            settledAmount: sql<null>`null`.as('settled_amount'),
            statementRef: sql<null>`null`.as('statement_ref'),
            recordedBy: sql<null>`null`.as('recorded_by'),
            createdAt: sql<string>`${stamp}`.as('created_at'),
          })
          .from(orders)
          .leftJoin(shipments, eq(shipments.orderId, orders.id))
          .where(and(movedHere(chunk), eq(orders.paymentMethod, 'cod'))),
      )
      .onConflictDoNothing(),
  )
  const refusals = chunks.map((chunk) =>
    db
      .insert(phoneRefusals)
      .select(
        db
          .select({
            orderId: orders.id,
            phone: sql<string>`json_extract(${orders.shippingInfo}, '$.phone')`.as('phone'),
            at: sql<string>`${stamp}`.as('at'),
            clearedAt: sql<null>`null`.as('cleared_at'),
            clearedBy: sql<null>`null`.as('cleared_by'),
          })
          .from(orders)
          .where(movedHere(chunk)),
      )
      .onConflictDoNothing(),
  )
  const warnings = ids.flatMap((id) =>
    outboxInsert(
      db,
      (move.warnChats ?? []).map((chatId) => ({
        channel: 'telegram' as const,
        kind: 'failure-warning' as const,
        lane: chatLane(chatId),
        ref: `order:${id}`,
        // Its words are written in the chat's language when it is sent (telegram/warnings.ts).
        payload: { chatId, alert: ORDER_WARNING, orderId: id, status: move.to },
      })),
      move.now,
      sql`exists (select 1 from ${orders} where ${movedHere([id])})`,
    ),
  )
  const texts = ids.flatMap((id) =>
    outboxInsert(
      db,
      [
        {
          channel: 'sms' as const,
          kind: 'parcel-sms' as const,
          ref: `order:${id}`,
          payload: { orderId: id },
        },
      ],
      move.now,
      sql`exists (select 1 from ${orders} where ${movedHere([id])})`,
    ),
  )
  return [
    ...(rule.owesCash ? ledger : []),
    ...(rule.textsCustomer ? texts : []),
    ...(rule.countsRefusal ? refusals : []),
    ...(rule.warnsOwner ? warnings : []),
  ]
}

/** Moves out of statuses whose units are off the shelf: any number of orders, one batch. */
async function movePlain(
  db: Db,
  ids: string[],
  from: OrderStatus[],
  move: OrderMove,
): Promise<MoveOutcome> {
  const stamp = move.now.toISOString()
  const rule = ORDER_STATUS_RULES[move.to]
  const chunks = chunksOf(ids, IDS_PER_STATEMENT)
  const reads = chunks.map((chunk) =>
    db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, chunk)),
  )
  const movable = allOf(
    inArray(orders.status, from.length > 0 ? from : ['' as OrderStatus]),
    ...(move.alongside?.guard ? [move.alongside.guard] : []),
  )
  const kind = messagesOf(from, move.to)
  const statements = [
    ...(rule.returnsUnits ? returnStockOf(db, ids, movable, stamp) : []),
    ...chunks.map((chunk) =>
      recordEvents(
        db,
        allOf(inArray(orders.id, chunk), movable),
        'status',
        move.to,
        move.source,
        stamp,
      ),
    ),
    // The status e-mail reads the status each order had: before the update.
    ...(kind === 'status' ? messages(db, kind, ids, move) : []),
    ...ids.map((id) =>
      db
        .update(orders)
        .set({
          ...arrival(move, stamp),
          ...(rule.setsTracking &&
            move.newTracking && {
              trackingNumber: sql`coalesce(${orders.trackingNumber}, ${move.newTracking()})`,
            }),
        })
        .where(and(eq(orders.id, id), movable)),
    ),
    ...(kind === 'announce' ? messages(db, kind, ids, move) : []),
    ...arrivalRecords(db, ids, move),
    ...(move.alongside?.statements ?? []),
    // Under a guard, which orders moved is read back rather than told by their status before.
    ...(move.alongside
      ? [
          db
            .select({ id: orders.id })
            .from(orders)
            .where(
              and(inArray(orders.id, ids), eq(orders.status, move.to), eq(orders.updatedAt, stamp)),
            ),
        ]
      : []),
  ]
  const [first, ...rest] = reads
  if (!first) return { changes: [], refused: [], unchanged: [] }
  const results = await db.batch([first, ...rest, ...statements])
  const found = (results.slice(0, reads.length) as { id: string; status: OrderStatus }[][]).flat()
  const byId = new Map(found.map((r) => [r.id, r.status]))
  const moved = move.alongside
    ? new Set((results.at(-1) as { id: string }[]).map((r) => r.id))
    : null
  const extra = move.alongside?.statements.length ?? 0
  const outcome: MoveOutcome = {
    changes: [],
    refused: [],
    unchanged: [],
    ...(move.alongside && { alongside: results.slice(-1 - extra, -1) }),
  }
  for (const id of ids) {
    const was = byId.get(id)
    if (was === undefined) continue
    if (was === move.to) outcome.unchanged.push(id)
    else if (from.includes(was) && (!moved || moved.has(id)))
      outcome.changes.push({ id, from: was, to: move.to })
    else outcome.refused.push({ id, from: was, to: move.to })
  }
  return outcome
}

/**
 * Brings an order whose units went back to the shelf (a cancelled one) to `move.to`, taking its
 * units again, in one atomic batch: only when every line's product still has them and, for a
 * status that waits, the customer and phone are under the waiting-orders limit; else nothing
 * changes.
 */
async function revive(
  db: Db,
  orderId: string,
  from: OrderStatus[],
  move: OrderMove,
): Promise<StatusChange | null> {
  const stamp = move.now.toISOString()
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get()
  if (!order || !from.includes(order.status) || !order.stockReturned) return null
  const short = sql`exists (select 1 from ${orderItems} left join ${products} on ${products.id} = ${orderItems.productId} where ${orderItems.orderId} = ${orderId} group by ${orderItems.productId} having coalesce(max(${products.stock}), -1) < sum(${orderItems.quantity}))`
  const limit =
    ORDER_STATUS_RULES[move.to].waiting && order.userId !== null
      ? pendingCodLimitReached({
          id: orderId,
          userId: order.userId,
          phone: order.shippingInfo.phone,
        })
      : sql`0`
  const which = allOf(
    eq(orders.id, orderId),
    eq(orders.status, order.status),
    eq(orders.stockReturned, true),
    ...(move.revival ? revivalRules(orderId, order.userId, move.revival.maxUnitsHeld) : []),
  )
  // The batch's own mark, written first while the order can be revived: two revivals in the same
  // millisecond share the status and the stamp, so only the mark tells this batch's statements that
  // this batch revived it.
  const mark = crypto.randomUUID()
  const markedHere = sql`exists (select 1 from ${revivalMarks} where ${revivalMarks.orderId} = ${orderId} and ${revivalMarks.mark} = ${mark})`
  const revivedHere = allOf(eq(orders.id, orderId), markedHere)
  const unitsOf = db
    .select({ units: sql`sum(${orderItems.quantity})` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, products.id)))
  const kind = messagesOfMove(order.status, move.to)
  const [, revived] = await db.batch([
    db
      .insert(revivalMarks)
      .select(
        sql`select ${orderId}, ${mark} where exists (select 1 from ${orders} where ${which} and not ${short} and not ${limit})`,
      )
      .onConflictDoUpdate({ target: revivalMarks.orderId, set: { mark } }),
    db
      .update(orders)
      .set({ ...arrival(move, stamp), stockReturned: false })
      .where(and(eq(orders.id, orderId), markedHere))
      .returning({ id: orders.id }),
    db
      .update(products)
      .set({ stock: sql`${products.stock} - (${unitsOf})`, updatedAt: stamp })
      .where(
        and(
          inArray(
            products.id,
            db
              .select({ id: orderItems.productId })
              .from(orderItems)
              .where(eq(orderItems.orderId, orderId)),
          ),
          sql`exists (select 1 from ${orders} where ${revivedHere})`,
        ),
      ),
    recordEvents(db, revivedHere, 'status', move.to, move.source, stamp),
    ...(kind === 'none'
      ? []
      : messagesAfterRevival(db, kind, orderId, order.status, move, revivedHere)),
  ])
  return revived.length > 0 ? { id: orderId, from: order.status, to: move.to } : null
}

/** A revival by the shopper: every line still at its price (a product gone counts as changed), and
 * the customer's units held, this order's with them, within `maxUnitsHeld`. */
function revivalRules(orderId: string, userId: number | null, maxUnitsHeld: number): SQL[] {
  const priceChanged = sql`exists (select 1 from ${orderItems} left join ${products} on ${products.id} = ${orderItems.productId} where ${orderItems.orderId} = ${orderId} and (${products.price} is null or ${products.price} <> ${orderItems.price}))`
  const units = sql`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orderId})`
  return [
    sql`not ${priceChanged}`,
    ...(userId === null
      ? []
      : [sql`${unitsHeldBy(userId, orderId)} + ${units} <= ${maxUnitsHeld}`]),
  ]
}

/** A revival's messages, written only when the batch revived the order (`revivedHere`). */
function messagesAfterRevival(
  db: Db,
  kind: 'announce' | 'status',
  orderId: string,
  was: OrderStatus,
  move: OrderMove,
  revivedHere: SQL,
) {
  const onlyIf = sql`exists (select 1 from ${orders} where ${revivedHere})`
  const items: OutboxItem[] =
    kind === 'announce'
      ? (move.announcement?.(orderId) ?? [])
      : [
          {
            channel: 'email',
            kind: 'order-status',
            ref: `order:${orderId}`,
            payload: { orderId, from: was, to: move.to },
          },
        ]
  return outboxInsert(db, items, move.now, onlyIf)
}
