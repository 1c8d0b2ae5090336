// Shipments with couriers (services/couriers/shipping.ts): the record written before a courier is
// called (so one order makes one parcel however often Ship is pressed), its outcome, the parcels
// the cron polls or retries, and the courier's steps as reported.
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { CourierId } from '../../domain/couriers'
import type { Dinars } from '../../domain/money'
import { type OrderStatus, WITH_COURIER_STATUSES } from '../../domain/order-status'
import type { Db } from '../client'
import { orders, shipments, shipmentSteps } from '../schema'

export type ShipmentRow = typeof shipments.$inferSelect

/** How long a claim on a shipment's creation holds: a courier that never answers (10 s timeout)
 * leaves it to the cron after this. */
const CLAIM_MINUTES = 2

export const findShipment = (db: Db, orderId: string) =>
  db.select().from(shipments).where(eq(shipments.orderId, orderId)).get()

export const findShipments = (db: Db, orderIds: readonly string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(shipments)
        .where(inArray(shipments.orderId, [...orderIds]))
        .all()

/**
 * Claims the creation of an order's parcel: a new record, or one whose earlier try failed, was
 * cancelled, or waits for a retry whose time has come (and nobody holds). Answers the claimed row,
 * or undefined when a parcel exists or another call is creating it right now.
 */
export function claimShipment(
  db: Db,
  claim: {
    orderId: string
    courier: CourierId
    amountToCollect: Dinars
    requestedBy: string
    now: Date
    /** The cron's retry claims only a shipment already waiting for it. */
    retryOnly?: boolean
  },
): Promise<ShipmentRow | undefined> {
  const stamp = claim.now.toISOString()
  const until = new Date(claim.now.getTime() + CLAIM_MINUTES * 60_000).toISOString()
  const free = or(isNull(shipments.leaseUntil), lte(shipments.leaseUntil, stamp))
  const claimable = claim.retryOnly
    ? and(eq(shipments.state, 'retrying'), lte(shipments.nextAttemptAt, stamp), free)
    : or(
        inArray(shipments.state, ['failed', 'cancelled']),
        and(eq(shipments.state, 'retrying'), free),
        and(eq(shipments.state, 'creating'), free),
      )
  return db
    .insert(shipments)
    .values({
      orderId: claim.orderId,
      courier: claim.courier,
      state: 'creating',
      amountToCollect: claim.amountToCollect,
      requestedBy: claim.requestedBy,
      leaseUntil: until,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .onConflictDoUpdate({
      target: shipments.orderId,
      set: {
        // A retry keeps the courier it was tried with; a new press may choose another.
        courier: claim.retryOnly ? sql`${shipments.courier}` : claim.courier,
        state: 'creating',
        amountToCollect: claim.amountToCollect,
        requestedBy: claim.retryOnly ? sql`${shipments.requestedBy}` : claim.requestedBy,
        leaseUntil: until,
        updatedAt: stamp,
      },
      setWhere: claimable,
    })
    .returning()
    .get()
}

/** The statement that records the courier's parcel (in the batch that moves the order). */
export const createdStatement = (
  db: Db,
  orderId: string,
  created: {
    reference: string
    labelUrl: string | null
    fee: Dinars
    courierStatus: string
  },
  now: Date,
) =>
  db
    .update(shipments)
    .set({
      state: 'created',
      ...created,
      attempts: sql`${shipments.attempts} + 1`,
      nextAttemptAt: null,
      leaseUntil: null,
      lastError: '',
      polledAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .where(eq(shipments.orderId, orderId))

/** The courier could not be reached: tried again at `next` (or failed for good when null). */
export const shipmentNotCreated = (
  db: Db,
  orderId: string,
  outcome: { state: 'retrying' | 'failed'; next: Date | null; error: string },
  now: Date,
) =>
  db
    .update(shipments)
    .set({
      state: outcome.state,
      attempts: sql`${shipments.attempts} + 1`,
      nextAttemptAt: outcome.next?.toISOString() ?? null,
      leaseUntil: null,
      lastError: outcome.error.slice(0, 500),
      updatedAt: now.toISOString(),
    })
    .where(eq(shipments.orderId, orderId))
    .run()

export const shipmentCancelled = (db: Db, orderId: string, now: Date) =>
  db
    .update(shipments)
    .set({ state: 'cancelled', leaseUntil: null, updatedAt: now.toISOString() })
    .where(eq(shipments.orderId, orderId))
    .run()

/** Shipments waiting for a retry whose time has come, oldest first. */
export const dueShipments = (db: Db, now: Date, limit: number) =>
  db
    .select()
    .from(shipments)
    .where(and(eq(shipments.state, 'retrying'), lte(shipments.nextAttemptAt, now.toISOString())))
    .orderBy(asc(shipments.nextAttemptAt))
    .limit(limit)
    .all()

/** A courier's parcels still on their way (their order with the courier), least recently read
 * first; `readBefore`: only those not read since then. */
export const shipmentsToPoll = (db: Db, courier: CourierId, readBefore: Date, limit: number) =>
  db
    .select({ orderId: shipments.orderId, reference: shipments.reference })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.state, 'created'),
        eq(shipments.courier, courier),
        inArray(orders.status, WITH_COURIER_STATUSES),
        or(isNull(shipments.polledAt), lte(shipments.polledAt, readBefore.toISOString())),
      ),
    )
    .orderBy(sql`${shipments.polledAt} is not null`, asc(shipments.polledAt))
    .limit(limit)
    .all()

/** The parcels a courier names by reference, with their order's status. */
export const shipmentsByReference = (db: Db, courier: CourierId, references: readonly string[]) =>
  references.length === 0
    ? Promise.resolve([])
    : db
        .select({
          orderId: shipments.orderId,
          reference: shipments.reference,
          status: orders.status,
        })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(and(eq(shipments.courier, courier), inArray(shipments.reference, [...references])))
        .all()

export const markPolled = (db: Db, courier: CourierId, references: readonly string[], now: Date) =>
  references.length === 0
    ? Promise.resolve()
    : db
        .update(shipments)
        .set({ polledAt: now.toISOString() })
        .where(and(eq(shipments.courier, courier), inArray(shipments.reference, [...references])))
        .run()
        .then(() => undefined)

/** The step keys already recorded among these. */
export async function knownSteps(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await db
    .select({ key: shipmentSteps.dedupeKey })
    .from(shipmentSteps)
    .where(inArray(shipmentSteps.dedupeKey, [...keys]))
    .all()
  return new Set(rows.map((r) => r.key))
}

export interface NewStep {
  orderId: string
  courier: CourierId
  courierStatus: string
  status: OrderStatus | null
  at: string
  dedupeKey: string
}

/** Records the courier's steps (a step already recorded is kept once) and its last word. */
export async function recordSteps(db: Db, steps: readonly NewStep[], now: Date) {
  if (steps.length === 0) return
  const stamp = now.toISOString()
  await db.batch([
    db
      .insert(shipmentSteps)
      .values([...steps])
      .onConflictDoNothing(),
    ...steps.map((step) =>
      db
        .update(shipments)
        .set({ courierStatus: step.courierStatus, updatedAt: stamp })
        .where(eq(shipments.orderId, step.orderId)),
    ),
  ])
}

/** A parcel's steps as the courier reported them, oldest first. */
export const stepsOf = (db: Db, orderId: string) =>
  db
    .select({
      courierStatus: shipmentSteps.courierStatus,
      status: shipmentSteps.status,
      at: shipmentSteps.at,
    })
    .from(shipmentSteps)
    .where(eq(shipmentSteps.orderId, orderId))
    .orderBy(asc(shipmentSteps.at), asc(shipmentSteps.id))
    .all()

/** When the latest step of each of these orders was reported. */
export async function latestStepAt(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ orderId: shipmentSteps.orderId, at: sql<string>`max(${shipmentSteps.at})` })
    .from(shipmentSteps)
    .where(inArray(shipmentSteps.orderId, [...orderIds]))
    .groupBy(shipmentSteps.orderId)
    .orderBy(desc(shipmentSteps.orderId))
    .all()
  return new Map(rows.map((r) => [r.orderId, r.at]))
}
