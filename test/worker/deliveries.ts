// Delivers the outbox inside a test, as the DELIVERIES queue would but at once: each waiting row is
// handed to the worker's own consumer (createMessageBatch / getQueueResult), retries are given
// again straight away, dead letters go to the dead-letter consumer. callApi uses it so that it
// returns once the call's messages are delivered, with the call's settings (e.g. the Resend
// provider); tests of the queue's timing drive the consumer themselves (deliveries.test.ts).
import { env } from 'cloudflare:workers'
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { createDb } from '../../worker/db/client'
import { vi } from 'vitest'
import { readConfig } from '../../worker/env'
import { deliverBatch, markDeadLetters } from '../../worker/services/deliveries/deliver'
import type { DeliveryMessage } from '../../worker/services/deliveries/forward'

export const QUEUE = 'moto-parts-deliveries'
export const DEAD_QUEUE = 'moto-parts-deliveries-dlq'

/** A queue producer that keeps what is sent to it. */
export function recordingQueue() {
  const sent: { id: number; delaySeconds?: number }[] = []
  return {
    sent,
    send: (body: DeliveryMessage, options?: QueueSendOptions) => {
      sent.push({ id: body.id, delaySeconds: options?.delaySeconds })
      return Promise.resolve()
    },
    sendBatch: (messages: Iterable<MessageSendRequest<DeliveryMessage>>) => {
      for (const m of messages) sent.push({ id: m.body.id, delaySeconds: m.delaySeconds })
      return Promise.resolve()
    },
  }
}

let messageNumber = 0

/** A batch of the queue's messages naming these outbox rows, delivered `attempts` times so far. */
export function batchOf(queue: string, ids: number[], attempts = 1) {
  return createMessageBatch<DeliveryMessage>(
    queue,
    ids.map((id) => ({
      id: `message-${++messageNumber}`,
      timestamp: new Date(),
      attempts,
      body: { id },
    })),
  )
}

const pendingIds = async () =>
  (
    await env.DB.prepare("SELECT id FROM outbox WHERE status = 'pending' ORDER BY id").all<{
      id: number
    }>()
  ).results.map((row) => row.id)

/** The rows among `ids` that a consumer holds (leased) at `now`. */
const leasedAt = async (ids: number[], now: Date) =>
  (
    await env.DB.prepare(
      `SELECT id FROM outbox WHERE status = 'pending' AND lease_until > ? AND id IN (${ids.map(() => '?').join(', ')})`,
    )
      .bind(now.toISOString(), ...ids)
      .all<{ id: number }>()
  ).results.length

/**
 * Delivers every waiting outbox row with these settings; returns how many rounds it took. A round
 * in which the consumer only put rows off (`delaySeconds`) is followed by what lets them go: a
 * row another consumer holds (the test runtime's own queue, fed by an earlier `api()` call) is
 * waited for until that consumer is done with it; a chat's pace (with TELEGRAM_PACING on) is
 * waited out on this delivery's own clock, moved on by the wait the consumer asked for.
 */
export async function deliverOutbox(settings: Record<string, string> = {}): Promise<number> {
  const testEnv: Cloudflare.Env = { ...env, ...settings }
  const db = createDb(env.DB)
  const config = readConfig(testEnv)
  let ahead = 0
  const now = () => new Date(Date.now() + ahead)
  for (let round = 1; round <= 60; round++) {
    const ids = await pendingIds()
    if (ids.length === 0) return round
    const queue = recordingQueue()
    const dead = recordingQueue()
    const batch = batchOf(QUEUE, ids)
    const ctx = createExecutionContext()
    await deliverBatch(batch, { db, config, queue, deadLetters: dead, now })
    await getQueueResult(batch, ctx)
    if (dead.sent.length > 0) {
      const deadBatch = batchOf(
        DEAD_QUEUE,
        dead.sent.map((m) => m.id),
      )
      await markDeadLetters(deadBatch, { db, queue, now })
    }
    const putOff = queue.sent.filter((m) => (m.delaySeconds ?? 0) > 0)
    if (putOff.length === 0 || (await pendingIds()).length < ids.length) continue
    const held = putOff.map((m) => m.id)
    if ((await leasedAt(held, now())) > 0)
      await vi.waitFor(
        async () => {
          if ((await leasedAt(held, now())) > 0) throw new Error(`rows ${held.join(', ')} held`)
        },
        { timeout: 15_000, interval: 50 },
      )
    else ahead += Math.min(...putOff.map((m) => m.delaySeconds!)) * 1000
  }
  const stuck = await env.DB.prepare(
    "SELECT id, kind, lane, attempts, lease_until, forwarded_at, last_error FROM outbox WHERE status = 'pending'",
  ).all()
  throw new Error(`the outbox did not drain in 60 rounds: ${JSON.stringify(stuck.results)}`)
}

interface Waiting {
  id: number
  at: number
  attempts: number
}

export interface QueueRun {
  /** The simulated time the queue was empty. */
  clock: number
  /** Outbox ids dead-lettered, in order. */
  dead: number[]
  /** Each delivery to the consumer: when, which row, which attempt. */
  deliveries: { at: number; id: number; attempts: number }[]
}

/** The rows the queue holds: waiting, and handed to it (forwarded) already. */
export const forwardedIds = async () =>
  (
    await env.DB.prepare(
      "SELECT id FROM outbox WHERE status = 'pending' AND forwarded_at IS NOT NULL ORDER BY id",
    ).all<{ id: number }>()
  ).results.map((row) => row.id)

/**
 * Runs the DELIVERIES queue on a simulated clock from `start`, as wrangler.toml configures it
 * (batches of 10, the consumer's retries with their delays, max_retries 10, then the dead-letter
 * queue), through the worker's consumer, until it is empty. `tick` sees the clock before each batch
 * (to let a fake provider recover); `crash` makes the consumer throw after sending a row (once per
 * call that returns true), whereupon the batch's unacknowledged messages are retried.
 */
export async function runQueue(options: {
  start: number
  settings?: Record<string, string>
  tick?: (clock: number) => void
  crash?: (id: number) => boolean
}): Promise<QueueRun> {
  const db = createDb(env.DB)
  const testEnv: Cloudflare.Env = { ...env, ...{ TELEGRAM_PACING: 'on' }, ...options.settings }
  const config = readConfig(testEnv)
  let clock = options.start
  const waiting: Waiting[] = (await forwardedIds()).map((id) => ({ id, at: clock, attempts: 1 }))
  const run: QueueRun = { clock, dead: [], deliveries: [] }
  for (let step = 0; waiting.length > 0; step++) {
    if (step > 5000) throw new Error('the queue never emptied')
    waiting.sort((a, b) => a.at - b.at)
    clock = Math.max(clock, waiting[0]!.at)
    options.tick?.(clock)
    const due = waiting.filter((w) => w.at <= clock).slice(0, 10)
    for (const d of due) waiting.splice(waiting.indexOf(d), 1)
    const batch = createMessageBatch<DeliveryMessage>(
      QUEUE,
      due.map((d, i) => ({
        id: `sim-${step}-${i}`,
        timestamp: new Date(clock),
        attempts: d.attempts,
        body: { id: d.id },
      })),
    )
    for (const d of due) run.deliveries.push({ at: clock, id: d.id, attempts: d.attempts })
    const queue = recordingQueue()
    const dead = recordingQueue()
    const ctx = createExecutionContext()
    const now = () => new Date(clock)
    const state = { crashed: false }
    // getQueueResult names the retried messages but not their delays: keep those on the way.
    const delays = new Map<string, number>()
    const watched: MessageBatch<DeliveryMessage> = {
      ...batch,
      messages: batch.messages.map((m) => ({
        id: m.id,
        timestamp: m.timestamp,
        body: m.body,
        attempts: m.attempts,
        ack: () => {
          m.ack()
        },
        retry: (retryOptions?: QueueRetryOptions) => {
          delays.set(m.id, retryOptions?.delaySeconds ?? 5)
          m.retry(retryOptions)
        },
      })),
      queue: batch.queue,
      ackAll: () => {
        batch.ackAll()
      },
      retryAll: (o?: QueueRetryOptions) => {
        batch.retryAll(o)
      },
    }
    await deliverBatch(watched, {
      db,
      config,
      queue,
      deadLetters: dead,
      now,
      afterSend: (row) => {
        if (options.crash?.(row.id)) return Promise.reject(new Error('consumer crashed'))
        return Promise.resolve()
      },
    }).catch(() => (state.crashed = true))
    const result = await getQueueResult(batch, ctx)
    const byMessage = new Map(due.map((d, i) => [`sim-${step}-${i}`, d]))
    const retried = new Map<string, number>(
      result.retryMessages.map((r: { msgId: string }) => [r.msgId, delays.get(r.msgId) ?? 5]),
    )
    for (const [msgId, d] of byMessage) {
      const acked = result.explicitAcks.includes(msgId)
      // A crash retries every message not acknowledged (wrangler.toml's retry_delay, 5 s).
      const delay = retried.has(msgId)
        ? retried.get(msgId)
        : state.crashed && !acked
          ? 5
          : undefined
      if (delay === undefined) continue
      // Past max_retries (10) the queue itself dead-letters the message.
      if (d.attempts > 10) dead.sent.push({ id: d.id })
      else waiting.push({ id: d.id, at: clock + delay * 1000, attempts: d.attempts + 1 })
    }
    for (const m of queue.sent)
      waiting.push({ id: m.id, at: clock + (m.delaySeconds ?? 0) * 1000, attempts: 1 })
    if (dead.sent.length > 0) {
      run.dead.push(...dead.sent.map((m) => m.id))
      const lanes = recordingQueue()
      await markDeadLetters(
        batchOf(
          DEAD_QUEUE,
          dead.sent.map((m) => m.id),
        ),
        { db, queue: lanes, now },
      )
      for (const m of lanes.sent)
        waiting.push({ id: m.id, at: clock + (m.delaySeconds ?? 0) * 1000, attempts: 1 })
    }
  }
  run.clock = clock
  return run
}
