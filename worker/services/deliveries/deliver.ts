// The consumer of the DELIVERIES queue: sends each message its outbox row names and marks the row.
// Idempotent: a row already sent (or failed, or held by another copy of the message) is not sent
// again. A failure is tried again with backoff, after what Telegram or the provider asked to wait;
// after the channel's attempts the message goes to the dead-letter queue, whose consumer marks the
// row failed. A crash between sending and marking may repeat that one message, never lose it.
import type { Db } from '../../db/client'
import {
  claimDelivery,
  type DeliveryRow,
  findDelivery,
  lastSentInLanes,
  markDelivered,
  markFailed,
  recordAttemptFailure,
  unforward,
  waitsInLane,
} from '../../db/queries/outbox'
import {
  budgetSpent,
  chatGapSeconds,
  chatLane,
  laneChat,
  retryDelaySeconds,
  supportLane,
} from '../../domain/delivery'
import type { Config } from '../../env'
import { sendEmail } from './email'
import { asDeliveryFailure } from './failure'
import { type DeliveryMessage, type DeliveryQueue, forwardNextInLane, messageFor } from './forward'
import { sendSms } from './sms'
import { sendTelegram } from './telegram'
import { sendWhatsapp, sendWhatsappSms } from './whatsapp'

export interface DeliveryDeps {
  db: Db
  config: Config
  /** Where a message waiting for its turn is put back, and a lane's next message forwarded. */
  queue: DeliveryQueue
  /** The dead-letter queue: messages past their attempts. */
  deadLetters: Pick<DeliveryQueue, 'send'>
  now: () => Date
  /** Tests only: runs between a send and its marking, where a crash would fall. */
  afterSend?: (row: DeliveryRow) => Promise<void>
}

/** How long one consumer holds a message it is sending before another copy may take it. */
const LEASE_SECONDS = 60

function send(deps: DeliveryDeps, row: DeliveryRow): Promise<'sent' | 'skipped'> {
  if (row.channel === 'telegram') return sendTelegram(deps.config, deps.db, row)
  if (row.channel === 'whatsapp') return sendWhatsapp(deps.config, deps.db, row, deps.now())
  // The SMS that replaces a WhatsApp update the customer could not get.
  if (row.kind === 'whatsapp-sms') return sendWhatsappSms(deps.config, deps.db, row)
  if (row.channel === 'sms') return sendSms(deps.config, deps.db, row)
  return sendEmail(deps.config, deps.db, row)
}

/**
 * Seconds until the row may go (Telegram's pace per chat, across both of the chat's lanes), or 0.
 * A support message also waits while the chat's own lane (orders first) has a message waiting.
 */
async function paceOf(db: Db, row: DeliveryRow, now: Date): Promise<number> {
  const chat = laneChat(row.lane)
  if (chat === null) return 0
  const gap = chatGapSeconds(chat)
  if (row.lane === supportLane(chat) && (await waitsInLane(db, chatLane(chat)))) return gap
  const last = await lastSentInLanes(db, [chatLane(chat), supportLane(chat)], row.id, now)
  if (!last) return 0
  const wait = gap * 1000 - (now.getTime() - Date.parse(last))
  return wait > 0 ? Math.ceil(wait / 1000) : 0
}

/**
 * The row claimed for this consumer, or undefined once the message is dealt with: acknowledged
 * (already sent, or waiting for an earlier message of its chat) or put off (its chat's pace, or
 * another copy holding it). A row without a lane is claimed at once, one round trip instead of a
 * read and then the claim; the read follows only when that claim fails, to tell why.
 */
async function claimInTurn(
  message: Message<DeliveryMessage>,
  deps: DeliveryDeps,
  now: Date,
): Promise<DeliveryRow | undefined> {
  const { db } = deps
  const leaseUntil = new Date(now.getTime() + LEASE_SECONDS * 1000)
  if (message.body.laneless) {
    const claimed = await claimDelivery(db, message.body.id, now, leaseUntil, { laneless: true })
    if (claimed) return claimed
  }
  const row = await findDelivery(db, message.body.id)
  if (row?.status !== 'pending') {
    message.ack()
    return undefined
  }
  if (row.lane) {
    // An earlier message of the chat goes first; when it is done it forwards this one.
    if (await waitsInLane(db, row.lane, row.id)) {
      await unforward(db, row.id)
      message.ack()
      return undefined
    }
    const pace = deps.config.TELEGRAM_PACING === 'on' ? await paceOf(db, row, now) : 0
    if (pace > 0) {
      await deps.queue.send({ id: row.id }, { delaySeconds: pace })
      message.ack()
      return undefined
    }
  }
  const claimed = await claimDelivery(db, row.id, now, leaseUntil)
  if (!claimed) {
    // Another copy is being sent: look again once its hold has passed.
    await deps.queue.send(messageFor(row), { delaySeconds: LEASE_SECONDS })
    message.ack()
  }
  return claimed
}

async function deliverOne(message: Message<DeliveryMessage>, deps: DeliveryDeps): Promise<void> {
  const { db } = deps
  const claimed = await claimInTurn(message, deps, deps.now())
  if (!claimed) return
  let outcome: 'sent' | 'skipped'
  try {
    outcome = await send(deps, claimed)
  } catch (error) {
    const failure = asDeliveryFailure(error)
    await recordAttemptFailure(db, claimed.id, failure.message)
    if (failure.permanent || budgetSpent(claimed.channel, claimed.attempts)) {
      console.error(`delivery ${claimed.id} (${claimed.kind}) given up: ${failure.message}`)
      await deps.deadLetters.send({ id: claimed.id })
      {
        message.ack()
        return
      }
    }
    const delaySeconds = retryDelaySeconds(claimed.channel, claimed.attempts, failure.retryAfter)
    console.error(
      `delivery ${claimed.id} (${claimed.kind}) failed, again in ${delaySeconds} s: ${failure.message}`,
    )
    message.retry({ delaySeconds })
    return
  }
  await deps.afterSend?.(claimed)
  await markDelivered(db, claimed.id, outcome, deps.now())
  message.ack()
  if (claimed.lane) {
    const paced = deps.config.TELEGRAM_PACING === 'on'
    await forwardNextInLane(db, deps.queue, claimed.lane, deps.now(), paced)
  }
}

/** One batch of the DELIVERIES queue, one message after another. A throw (a crash) leaves the
 * messages not yet acknowledged to the queue's own retries. */
export async function deliverBatch(
  batch: MessageBatch<DeliveryMessage>,
  deps: DeliveryDeps,
): Promise<void> {
  for (const message of batch.messages) await deliverOne(message, deps)
}

/** The dead-letter queue's consumer: each message's row is marked failed (the dashboard shows it
 * with its last error) and its lane moves on. */
export async function markDeadLetters(
  batch: MessageBatch<DeliveryMessage>,
  deps: Pick<DeliveryDeps, 'db' | 'queue' | 'now'>,
): Promise<void> {
  for (const message of batch.messages) {
    const row = await findDelivery(deps.db, message.body.id)
    if (row?.status === 'pending') {
      await markFailed(deps.db, row.id, deps.now())
      if (row.lane) await forwardNextInLane(deps.db, deps.queue, row.lane, deps.now())
    }
    message.ack()
  }
}
