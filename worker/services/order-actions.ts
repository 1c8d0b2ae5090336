// The confirmation loop's actions on one order, the same whether an admin presses a button in the
// dashboard or in Telegram: confirm, cancel (its units go back once), or note that nobody answered
// the call. Status changes follow changeOrderStatuses' rules; every action leaves an event.
import type { EventSource } from '../domain/order-events'
import { trackingNumber } from '../domain/order-status'
import type { Db } from '../db/client'
import { paidPaymentsOf } from '../db/queries/payments'
import type { OrderAction } from '../schemas/order'
import {
  changeOrderStatuses,
  findOrder,
  recordNoAnswer,
  type StatusChange,
} from '../db/queries/orders'

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

const STATUS_OF = { confirm: 'confirmed', cancel: 'cancelled' } as const

export async function applyOrderAction(
  db: Db,
  id: string,
  action: OrderAction,
  source: EventSource,
  now: Date,
): Promise<ActionOutcome> {
  if (action === 'no-answer') {
    if (await recordNoAnswer(db, id, source, now)) return { kind: 'done', changes: [] }
    return (await findOrder(db, id)) ? { kind: 'not-pending' } : { kind: 'not-found' }
  }
  const { changes } = await changeOrderStatuses(
    db,
    [id],
    STATUS_OF[action],
    randomTracking,
    now,
    source,
    ['pending'],
  )
  const [change] = changes
  if (!change) return (await findOrder(db, id)) ? { kind: 'not-pending' } : { kind: 'not-found' }
  return change.from === 'pending' ? { kind: 'done', changes } : { kind: 'not-pending' }
}

/**
 * Cancels an order paid online (the admin chats' "Cancel and refund" button): only while it is
 * confirmed and its payment taken, so a stale press on a shipped or delivered order moves nothing.
 * The caller refunds it (refundCancelledOrders), as after any cancellation.
 */
export async function cancelPaidOrder(
  db: Db,
  id: string,
  source: EventSource,
  now: Date,
): Promise<ActionOutcome> {
  if ((await paidPaymentsOf(db, [id])).length === 0)
    return (await findOrder(db, id)) ? { kind: 'not-pending' } : { kind: 'not-found' }
  const { changes } = await changeOrderStatuses(
    db,
    [id],
    'cancelled',
    randomTracking,
    now,
    source,
    ['confirmed'],
  )
  return changes.length > 0 ? { kind: 'done', changes } : { kind: 'not-pending' }
}
