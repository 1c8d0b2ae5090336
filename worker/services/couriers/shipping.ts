// Handing orders to couriers and hearing back from them. Shipping an order (the dashboard, its
// bulk bar, the bot's button) records the shipment first, then asks the courier for the parcel,
// then moves the order to shipped with the courier's reference as its tracking number, through the
// one order transition; a courier that cannot be reached leaves the shipment to the cron's retries.
// The courier's reports (its verified notifications, or the cron's poll within its rate limit)
// move the order through the status table's courier moves, once each: a report recorded before
// (a replayed notification, a poll after a notification) or older than the last one changes
// nothing.
import { nextShipmentAttempt, type CourierId } from '../../domain/couriers'
import type { EventSource } from '../../domain/order-events'
import {
  SHIPPABLE_STATUSES,
  type OrderStatus,
  WITH_COURIER_STATUSES,
} from '../../domain/order-status'
import type { GovernorateId } from '../../domain/iraq-address'
import { dinars } from '../../domain/money'
import type { OrderDto } from '../../db/codecs/order'
import { findOrders } from '../../db/queries/order-reads'
import { moveOrders } from '../../db/queries/order-transition'
import {
  claimShipment,
  createdStatement,
  dueShipments,
  knownSteps,
  latestStepAt,
  markPolled,
  type NewStep,
  recordSteps,
  type ShipmentRow,
  shipmentCancelled,
  shipmentNotCreated,
  shipmentsByReference,
  shipmentsToPoll,
} from '../../db/queries/shipments'
import type { Db } from '../../db/client'
import type { Config } from '../../env'
import type { ErrorCode } from '../../schemas/error-codes'
import type { ShopSettings } from '../../schemas/settings'
import { telegramSettings } from '../../telegram/settings'
import { ProviderError, ProviderRefused } from '../payments/provider'
import type { Courier, ShipmentReport } from './courier'
import { courierAddress, parcelAddress } from './places'
import { courierForGovernorate, courierModule } from './registry'

export interface ShipOutcome {
  orderId: string
  /** created: the courier has the parcel and the order is shipped; retrying: the courier could
   * not be reached, the cron tries again; exists: the order has a parcel (or one is being made);
   * refused: see `code`. */
  outcome: 'created' | 'retrying' | 'exists' | 'refused'
  code?: ErrorCode
  /** The address field the courier (or the place map) could not take. */
  field?: string
  /** The courier's own words. */
  detail?: string
  /** The courier that is not switched on. */
  courier?: string
}

/** The courier the owner chose for a governorate, when its secrets are set. */
export const suggestedCourier = (config: Config, settings: ShopSettings, governorate: string) =>
  courierForGovernorate(config, settings, governorate as GovernorateId)

/** Ships each order with `courier`, or with its governorate's courier (settings) when null. */
export async function shipOrders(
  { db, config }: { db: Db; config: Config },
  settings: ShopSettings,
  orderIds: readonly string[],
  courier: CourierId | null,
  source: EventSource,
  now: Date,
): Promise<ShipOutcome[]> {
  const found = new Map((await findOrders(db, [...orderIds])).map((o) => [o.id, o]))
  const outcomes: ShipOutcome[] = []
  // One order at a time: a courier's rate limit, and each parcel its own claim.
  for (const orderId of new Set(orderIds)) {
    const order = found.get(orderId)
    if (!order) {
      outcomes.push({ orderId, outcome: 'refused', code: 'ORDER_NOT_FOUND' })
      continue
    }
    outcomes.push(await shipOne(db, config, settings, order, courier, source, now))
  }
  return outcomes
}

async function shipOne(
  db: Db,
  config: Config,
  settings: ShopSettings,
  order: OrderDto,
  chosen: CourierId | null,
  source: EventSource,
  now: Date,
): Promise<ShipOutcome> {
  const orderId = order.id
  if (!SHIPPABLE_STATUSES.includes(order.status))
    return { orderId, outcome: 'refused', code: 'ORDER_NOT_SHIPPABLE' }
  const courierId = chosen ?? suggestedCourier(config, settings, order.shippingInfo.governorate)
  // None chosen, and the settings send this governorate's parcels by hand.
  if (!courierId) return { orderId, outcome: 'refused', code: 'COURIER_BY_HAND' }
  const courier = courierModule(config, courierId)
  if (!courier)
    return { orderId, outcome: 'refused', code: 'COURIER_NOT_CONFIGURED', courier: courierId }
  const place = await parcelAddress(db, courier, order.shippingInfo, now)
  if (place === 'unavailable') return { orderId, outcome: 'refused', code: 'COURIER_UNAVAILABLE' }
  if (!place.ok)
    return { orderId, outcome: 'refused', code: 'COURIER_PLACE_UNMATCHED', field: place.field }
  const claimed = await claimShipment(db, {
    orderId,
    courier: courierId,
    amountToCollect: order.paymentInfo.method === 'cod' ? order.totals.total : dinars(0),
    requestedBy: source.actor,
    now,
  })
  if (!claimed) return { orderId, outcome: 'exists' }
  return attempt(db, config, settings, order, claimed, source, now)
}

/** Asks the courier for the claimed shipment's parcel, and records what came of it. */
async function attempt(
  db: Db,
  config: Config,
  settings: ShopSettings,
  order: OrderDto,
  shipment: ShipmentRow,
  source: EventSource,
  now: Date,
): Promise<ShipOutcome> {
  const orderId = order.id
  const courier = courierModule(config, shipment.courier)
  const place = await courierAddress(db, shipment.courier, order.shippingInfo)
  if (!courier || !place.ok) {
    await shipmentNotCreated(
      db,
      orderId,
      { state: 'failed', next: null, error: 'not configured' },
      now,
    )
    return {
      orderId,
      outcome: 'refused',
      code: courier ? 'COURIER_PLACE_UNMATCHED' : 'COURIER_NOT_CONFIGURED',
    }
  }
  const info = order.shippingInfo
  try {
    const created = await courier.create({
      orderId,
      receiverName: `${info.firstName} ${info.lastName}`.trim(),
      receiverPhone: info.phone,
      address: place.address,
      amountToCollect: shipment.amountToCollect,
      itemsCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
      description: order.items
        .map((item) => item.name)
        .join(', ')
        .slice(0, 200),
      note: [`#${orderId}`, info.landmark].filter(Boolean).join(' — '),
    })
    const fee = created.fee ?? settings.couriers.fees[shipment.courier]
    const { changes, alongside } = await moveOrders(db, {
      ids: [orderId],
      to: 'shipped',
      by: 'admin',
      from: SHIPPABLE_STATUSES,
      source,
      now,
      newTracking: () => created.reference,
      alongside: {
        statements: [createdStatement(db, orderId, { ...created, fee }, now)],
      },
    })
    if (changes.length > 0 || !alongside) return { orderId, outcome: 'created' }
    // The order changed while the courier made its parcel (cancelled meanwhile): take it back.
    await courier.cancel(created.reference).then(
      () => shipmentCancelled(db, orderId, now),
      (error: unknown) => console.error(`courier ${courier.id}: parcel not cancelled:`, error),
    )
    return { orderId, outcome: 'refused', code: 'ORDER_NOT_SHIPPABLE' }
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error
    if (error instanceof ProviderRefused) {
      await shipmentNotCreated(
        db,
        orderId,
        { state: 'failed', next: null, error: error.message },
        now,
      )
      return {
        orderId,
        outcome: 'refused',
        code: 'COURIER_REFUSED',
        field: error.code ?? undefined,
        detail: error.message,
      }
    }
    const next = nextShipmentAttempt(shipment.attempts + 1, now)
    await shipmentNotCreated(
      db,
      orderId,
      { state: next ? 'retrying' : 'failed', next, error: error.message },
      now,
    )
    return { orderId, outcome: next ? 'retrying' : 'refused', code: 'COURIER_UNAVAILABLE' }
  }
}

/** What one report says, once: its key, the order it moves and where to. */
const stepKey = (courier: CourierId, report: ShipmentReport) =>
  [courier, report.reference, report.courierStatus, report.at ?? ''].join('|')

/**
 * Applies a courier's reports (a verified notification, or a poll): each report not recorded
 * before, and not older than the parcel's last one, moves its order where the status table lets a
 * courier move it, and is recorded as a step the tracking page shows. Answers how many moved.
 */
export async function applyReports(
  db: Db,
  config: Config,
  courierId: CourierId,
  reports: readonly ShipmentReport[],
  now: Date,
): Promise<number> {
  const parcels = await shipmentsByReference(
    db,
    courierId,
    reports.map((r) => r.reference),
  )
  const orderOf = new Map(parcels.map((p) => [p.reference, p.orderId]))
  const known = await knownSteps(
    db,
    reports.map((r) => stepKey(courierId, r)),
  )
  const latest = await latestStepAt(db, [...orderOf.values()])
  const steps: NewStep[] = []
  for (const report of reports) {
    const orderId = orderOf.get(report.reference)
    const key = stepKey(courierId, report)
    if (!orderId || known.has(key) || steps.some((s) => s.dedupeKey === key)) continue
    const at = report.at ?? now.toISOString()
    const last = latest.get(orderId)
    if (last && at < last) continue
    steps.push({
      orderId,
      courier: courierId,
      courierStatus: report.courierStatus,
      status: report.step,
      at,
      dedupeKey: key,
    })
  }
  let moved = 0
  const targets = Map.groupBy(
    steps.filter((s) => s.status !== null),
    (s) => s.status as OrderStatus,
  )
  const warnChats = telegramSettings(config)?.adminChatIds ?? []
  for (const [to, group] of targets) {
    const outcome = await moveOrders(db, {
      ids: group.map((s) => s.orderId),
      to,
      by: 'courier',
      from: WITH_COURIER_STATUSES,
      source: { channel: 'courier', actor: courierId },
      now,
      warnChats,
    })
    moved += outcome.changes.length
  }
  await recordSteps(db, steps, now)
  return moved
}

/** A verified notification's reports; null when the courier does not vouch for it. */
export async function courierNotification(
  config: Config,
  courierId: CourierId,
  request: Request,
): Promise<{ courier: Courier; reports: ShipmentReport[] } | null> {
  const courier = courierModule(config, courierId)
  if (!courier) return null
  const reports = await courier.notification(request)
  return reports ? { courier, reports } : null
}

/** Calls a run leaves to the admin's own presses within a courier's rate limit. */
const HEADROOM = 5
/** A courier that notifies is polled as a fallback only this often (a lost notification). */
const NOTIFIED_POLL_MINUTES = 60
/** A courier that does not notify is polled every run (the five-minute cron). */
const POLL_MINUTES = 4

/**
 * The five-minute cron's courier work: shipments whose retry time has come are tried again, then
 * each configured courier's parcels on their way are read, least recently read first, within the
 * courier's rate limit (its documented requests per window, less a headroom for the dashboard). A
 * courier that cannot be reached ends its part of the run; the next run goes on.
 */
export async function sweepCouriers(db: Db, config: Config, settings: ShopSettings, now: Date) {
  const calls = new Map<CourierId, number>()
  const budget = (courier: Courier) =>
    Math.max(1, courier.limits.requests - HEADROOM) - (calls.get(courier.id) ?? 0)
  let retried = 0
  let moved = 0
  for (const due of await dueShipments(db, now, 50)) {
    const courier = courierModule(config, due.courier)
    if (!courier || budget(courier) <= 0) continue
    calls.set(courier.id, (calls.get(courier.id) ?? 0) + 1)
    const [order] = await findOrders(db, [due.orderId])
    const claimed =
      order &&
      (await claimShipment(db, {
        orderId: due.orderId,
        courier: due.courier,
        amountToCollect: due.amountToCollect,
        requestedBy: due.requestedBy,
        now,
        retryOnly: true,
      }))
    if (!order || !claimed) continue
    const source: EventSource = { channel: 'cron', actor: 'courier-retry' }
    const outcome = await attempt(db, config, settings, order, claimed, source, now)
    if (outcome.outcome === 'created') retried++
  }
  for (const courier of configuredCouriers(config)) {
    const every = courier.notifies ? NOTIFIED_POLL_MINUTES : POLL_MINUTES
    const readBefore = new Date(now.getTime() - every * 60_000)
    const batches = budget(courier)
    if (batches <= 0) continue
    const parcels = await shipmentsToPoll(
      db,
      courier.id,
      readBefore,
      batches * courier.limits.statusBatch,
    )
    const references = parcels.flatMap((p) => (p.reference ? [p.reference] : []))
    for (let i = 0; i < references.length; i += courier.limits.statusBatch) {
      const chunk = references.slice(i, i + courier.limits.statusBatch)
      try {
        const reports = await courier.statuses(chunk)
        moved += await applyReports(db, config, courier.id, reports, now)
        await markPolled(db, courier.id, chunk, now)
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error
        console.error(`courier ${courier.id}: poll stopped:`, error.message)
        break
      }
    }
  }
  return { retried, moved }
}

function configuredCouriers(config: Config): Courier[] {
  return (['alwaseet', 'boxy'] as const).flatMap((id) => {
    const courier = courierModule(config, id)
    return courier ? [courier] : []
  })
}
