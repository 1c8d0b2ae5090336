// The producer: hands the outbox's waiting rows to the DELIVERIES queue, after each request that
// may have written some (middleware/forward-deliveries) and from the cron sweep (whatever was left
// behind). Each row goes as soon as no earlier row of its lane waits.
import { chatGapSeconds, laneChat } from '../../domain/delivery'
import type { Db } from '../../db/client'
import { claimForwardable, claimNextInLane, unclaimForwarded } from '../../db/queries/outbox'

/** The dead-letter queue's name (wrangler.toml): its batches are marked failed, not sent. */
export const DEAD_LETTER_QUEUE = 'moto-parts-deliveries-dlq'

/** The queue's message: the outbox row to send. */
export interface DeliveryMessage {
  id: number
  /** The row has no lane (no chat's turn or pace to wait for): its consumer claims it at once,
   * without reading it first (deliver.ts). */
  laneless?: true
}

/** The message naming an outbox row. */
export const messageFor = (row: { id: number; lane: string | null }): DeliveryMessage =>
  row.lane === null ? { id: row.id, laneless: true } : { id: row.id }

/** What the code needs of a queue producer (the DELIVERIES binding, or a test's recorder). */
export interface DeliveryQueue {
  send(body: DeliveryMessage, options?: QueueSendOptions): Promise<unknown>
  sendBatch(messages: Iterable<MessageSendRequest<DeliveryMessage>>): Promise<unknown>
}

/** The queue accepts at most 100 messages a call. */
const PER_CALL = 100
/** One call forwards at most this many; the next kick or sweep takes the rest. */
const PER_KICK = 2000

/**
 * Forwards the rows never forwarded (and, with `staleBefore`, those forwarded before then and still
 * waiting: lost on the way); returns how many. A refused send puts its rows back.
 */
export async function forwardDeliveries(
  db: Db,
  queue: DeliveryQueue,
  now: Date,
  staleBefore?: Date,
): Promise<number> {
  let total = 0
  while (total < PER_KICK) {
    const rows = await claimForwardable(db, now, PER_CALL, staleBefore)
    if (rows.length === 0) break
    try {
      await queue.sendBatch(rows.map((row) => ({ body: messageFor(row) })))
    } catch (error) {
      await unclaimForwarded(
        db,
        rows.map((row) => row.id),
      )
      throw error
    }
    total += rows.length
    if (rows.length < PER_CALL) break
  }
  return total
}

/** After a lane's message is done: its next one, paced as Telegram asks (unless `paced` is off). */
export async function forwardNextInLane(
  db: Db,
  queue: DeliveryQueue,
  lane: string,
  now: Date,
  paced = true,
): Promise<void> {
  const next = await claimNextInLane(db, lane, now)
  if (!next) return
  const chat = laneChat(lane)
  const delaySeconds = chat === null || !paced ? 0 : chatGapSeconds(chat)
  await queue.send({ id: next.id }, { delaySeconds })
}
