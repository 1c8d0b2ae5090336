// Delivers the outbox inside a test, as the DELIVERIES queue would but at once: each waiting row is
// handed to the worker's own consumer (createMessageBatch / getQueueResult), retries are given
// again straight away, dead letters go to the dead-letter consumer. callApi uses it so that it
// returns once the call's messages are delivered, with the call's settings (e.g. the Resend
// provider); tests of the queue's timing drive the consumer themselves (deliveries.test.ts).
import { env } from 'cloudflare:workers'
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { createDb } from '../../worker/db/client'
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

/** Delivers every waiting outbox row with these settings; returns how many rounds it took. */
export async function deliverOutbox(settings: Record<string, string> = {}): Promise<number> {
  const testEnv: Cloudflare.Env = { ...env, ...settings }
  const db = createDb(env.DB)
  const config = readConfig(testEnv)
  for (let round = 1; round <= 60; round++) {
    const ids = await pendingIds()
    if (ids.length === 0) return round
    const queue = recordingQueue()
    const dead = recordingQueue()
    const batch = batchOf(QUEUE, ids)
    const ctx = createExecutionContext()
    await deliverBatch(batch, { db, config, queue, deadLetters: dead, now: () => new Date() })
    await getQueueResult(batch, ctx)
    if (dead.sent.length > 0) {
      const deadBatch = batchOf(
        DEAD_QUEUE,
        dead.sent.map((m) => m.id),
      )
      await markDeadLetters(deadBatch, { db, queue, now: () => new Date() })
    }
    // Only a chat's pace (about a second) held them back: wait it out.
    if (
      queue.sent.some((m) => (m.delaySeconds ?? 0) > 0) &&
      (await pendingIds()).length === ids.length
    )
      await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const stuck = await env.DB.prepare(
    "SELECT id, kind, lane, attempts, lease_until, forwarded_at, last_error FROM outbox WHERE status = 'pending'",
  ).all()
  throw new Error(`the outbox did not drain in 60 rounds: ${JSON.stringify(stuck.results)}`)
}
