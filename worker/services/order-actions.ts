// The confirmation loop's actions on one order, the same whether an admin presses a button in the
// dashboard or in Telegram: confirm, cancel (its units go back once), or note that nobody answered
// the call. Status changes follow changeOrderStatuses' rules; every action leaves an event.
import type { EventSource } from '../domain/order-events'
import { trackingNumber } from '../domain/order-status'
import type { Db } from '../db/client'
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
  /** Nothing to do: the order already has the status asked for. */
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  /** A cancelled order stays cancelled. */
  | { kind: 'cancelled-final' }
  /** "No answer" is only for an order still waiting for its confirmation. */
  | { kind: 'not-pending' }
  /** Only a verified payment confirms an order awaiting payment (it may be cancelled). */
  | { kind: 'unpaid' }

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
  const { changes, reopened, unpaid } = await changeOrderStatuses(
    db,
    [id],
    STATUS_OF[action],
    randomTracking,
    now,
    source,
  )
  if (reopened.length > 0) return { kind: 'cancelled-final' }
  if (unpaid.length > 0) return { kind: 'unpaid' }
  const [change] = changes
  if (!change) return { kind: 'not-found' }
  return change.from === change.to ? { kind: 'unchanged' } : { kind: 'done', changes }
}
