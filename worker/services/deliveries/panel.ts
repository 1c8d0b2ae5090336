// The dashboard's Deliveries panel: sent, waiting and failed messages per channel for today (the
// Baghdad day) and the last 7 days, and the failed ones with their errors, to be sent again.
import { startOfShopDay } from '../../domain/baghdad-time'
import { DELIVERY_CHANNELS, type DeliveryChannel, type DeliveryKind } from '../../domain/delivery'
import type { Db } from '../../db/client'
import { type DeliveryCount, deliveryCounts, listFailedDeliveries } from '../../db/queries/outbox'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const FAILED_SHOWN = 100

export interface ChannelCounts {
  channel: DeliveryChannel
  sent: number
  waiting: number
  failed: number
}

export interface FailedDelivery {
  id: number
  channel: DeliveryChannel
  kind: DeliveryKind
  /** What it is about: order:<id>, product:<id>, support:<id>. */
  ref: string | null
  /** The e-mail address or chat it was for, when the row names one. */
  to: string | null
  error: string | null
  attempts: number
  createdAt: string
  failedAt: string | null
}

function perChannel(counts: DeliveryCount[]): ChannelCounts[] {
  return DELIVERY_CHANNELS.map((channel) => {
    const of = (status: string) =>
      counts.find((c) => c.channel === channel && c.status === status)?.count ?? 0
    // Skipped ones (nothing to send: the bot off, the order gone) count as done.
    return {
      channel,
      sent: of('sent') + of('skipped'),
      waiting: of('pending'),
      failed: of('failed'),
    }
  })
}

function recipientOf(payload: Record<string, unknown>): string | null {
  if (typeof payload.email === 'string') return payload.email
  if (typeof payload.chatId === 'number') return `chat ${payload.chatId}`
  return null
}

export async function deliveriesPanel(db: Db, now: Date) {
  const [today, week, failed] = await Promise.all([
    deliveryCounts(db, startOfShopDay(now)),
    deliveryCounts(db, new Date(now.getTime() - WEEK_MS)),
    listFailedDeliveries(db, FAILED_SHOWN),
  ])
  return {
    today: perChannel(today),
    week: perChannel(week),
    failed: failed.map((row): FailedDelivery => ({
      id: row.id,
      channel: row.channel,
      kind: row.kind,
      ref: row.ref,
      to: recipientOf(row.payload),
      error: row.lastError,
      attempts: row.attempts,
      createdAt: row.createdAt,
      failedAt: row.failedAt,
    })),
  }
}
