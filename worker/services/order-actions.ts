// An admin's moves, the same whether pressed in the dashboard (one order or a bulk update) or in
// Telegram: through the one transition (db/queries/order-transition), a paid order cancelled is
// refunded. The confirmation loop's actions on one order: confirm, cancel (its units go back
// once), or note that nobody answered the call; every action leaves an event.
import type { EventSource } from '../domain/order-events'
import {
  AWAITING_CALL_STATUSES,
  CALL_OUTCOMES,
  CANCEL_AND_REFUND_STATUSES,
  CANCELLED_STATUS,
  type OrderStatus,
  trackingNumber,
} from '../domain/order-status'
import { moveOrders, type MoveOutcome, type StatusChange } from '../db/queries/order-transition'
import { paidPaymentsOf } from '../db/queries/payments'
import type { Resources } from '../env'
import type { OrderAction } from '../schemas/order'
import { findOrder } from '../db/queries/order-reads'
import { recordNoAnswer } from '../db/queries/confirmation-calls'
import { refundCancelledOrders } from './payments/payments'

/** A new shipment's tracking number: TRK and 8 random digits. */
export function randomTracking(): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b % 10).join('')
  return trackingNumber(digits)
}

export type ActionOutcome =
  /** Done; `changes` says what the status e-mail should tell (empty for a no-answer). */
  | { kind: 'done'; changes: StatusChange[] }
  | { kind: 'not-found' }
  /** Every action is for an order still waiting for its confirmation: a stale button (an old
   * Telegram message, a second press) never moves a confirmed, delivered or cancelled order. */
  | { kind: 'not-pending' }

/** Moves orders as an admin asks (dashboard, bulk, bot); cancelled paid orders are refunded. */
export async function adminMove(
  { db, config }: Pick<Resources, 'db' | 'config'>,
  ids: readonly string[],
  to: OrderStatus,
  source: EventSource,
  now: Date,
  from?: readonly OrderStatus[],
): Promise<MoveOutcome> {
  const outcome = await moveOrders(db, {
    ids,
    to,
    by: 'admin',
    from,
    source,
    now,
    newTracking: randomTracking,
  })
  await refundCancelledOrders(db, config, outcome.changes, source, now)
  return outcome
}

export async function applyOrderAction(
  resources: Pick<Resources, 'db' | 'config'>,
  id: string,
  action: OrderAction,
  source: EventSource,
  now: Date,
): Promise<ActionOutcome> {
  const { db } = resources
  if (action === 'no-answer') {
    if (await recordNoAnswer(db, id, source, now)) return { kind: 'done', changes: [] }
    return (await findOrder(db, id)) ? { kind: 'not-pending' } : { kind: 'not-found' }
  }
  const to = CALL_OUTCOMES[action]
  const { changes } = await adminMove(resources, [id], to, source, now, AWAITING_CALL_STATUSES)
  if (changes.length > 0) return { kind: 'done', changes }
  return (await findOrder(db, id)) ? { kind: 'not-pending' } : { kind: 'not-found' }
}

/**
 * Cancels an order paid online (the admin chats' "Cancel and refund" button): only while its status
 * offers that button (confirmed) and its payment is taken, so a stale press on a shipped or
 * delivered order moves nothing.
 * It is refunded, as after any cancellation by an admin.
 */
export async function cancelPaidOrder(
  resources: Pick<Resources, 'db' | 'config'>,
  id: string,
  source: EventSource,
  now: Date,
): Promise<ActionOutcome> {
  const { db } = resources
  if ((await paidPaymentsOf(db, [id])).length === 0)
    return (await findOrder(db, id)) ? { kind: 'not-pending' } : { kind: 'not-found' }
  const { changes } = await adminMove(
    resources,
    [id],
    CANCELLED_STATUS,
    source,
    now,
    CANCEL_AND_REFUND_STATUSES,
  )
  return changes.length > 0 ? { kind: 'done', changes } : { kind: 'not-pending' }
}
