// What happens to an order, as its events record it, and the steps the tracking page shows.
import {
  CANCELLED_STEP,
  type OrderStatus,
  type StatusTrackingStep,
  TRACKING_STEPS,
  trackingStepOf,
} from './order-status'

/** placed: the customer placed it; status: its status changed; no-answer: the shop called to
 * confirm a cash-on-delivery order and nobody answered (it stays pending, to try again later);
 * refunded / refund-manual: its online payment was refunded through the provider, or is a refund
 * the owner must make by hand (the provider cannot refund it); amounts-rounded: the order was
 * written before money was whole dinars and its amounts were rounded (the actor says how). */
export const ORDER_EVENT_KINDS = [
  'placed',
  'status',
  'no-answer',
  'refunded',
  'refund-manual',
  'amounts-rounded',
] as const
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number]

/** Where it was done: the shopper's checkout, the dashboard, the Telegram bot, the crons, a
 * payment verified with its provider (the actor names the provider), an upgrade of the shop's
 * data (a database migration), a courier's report (the actor names the courier). */
export const ORDER_EVENT_CHANNELS = [
  'customer',
  'dashboard',
  'bot',
  'cron',
  'payment',
  'upgrade',
  'courier',
] as const
export type OrderEventChannel = (typeof ORDER_EVENT_CHANNELS)[number]

/** Who did it, through which door. */
export interface EventSource {
  channel: OrderEventChannel
  actor: string
}

export interface TimelineEvent {
  kind: OrderEventKind
  status: OrderStatus
  at: string
}

export type TrackingStepId = StatusTrackingStep

export interface TrackingStep {
  id: TrackingStepId
  /** When the order reached the step; null while it has not. */
  at: string | null
  done: boolean
}

/**
 * The tracking page's steps: placed, confirmed, shipped, delivered, each with the time of the
 * latest event that reached it; a cancelled order ends at the cancellation instead of the steps
 * it never reached. A later step implies the earlier ones (an order shipped without a recorded
 * confirmation was confirmed).
 */
export function trackingSteps(
  status: OrderStatus,
  placedAt: string,
  events: readonly TimelineEvent[],
): TrackingStep[] {
  // The steps the order's status changes reached, each at the latest that reached it.
  const reached = events.filter((e) => e.kind === 'status')
  const lastAt = (step: TrackingStepId) =>
    reached.findLast((e) => trackingStepOf(e.status) === step)?.at ?? null
  const step = trackingStepOf(status)
  if (step === CANCELLED_STEP) {
    const [placed, ...later] = TRACKING_STEPS
    return [
      { id: placed, at: placedAt, done: true },
      ...later
        .filter((id) => reached.some((e) => trackingStepOf(e.status) === id))
        .map((id) => ({ id, at: lastAt(id), done: true })),
      { id: CANCELLED_STEP, at: lastAt(CANCELLED_STEP), done: true },
    ]
  }
  const rank = TRACKING_STEPS.indexOf(step)
  return TRACKING_STEPS.map((id, i) => ({
    id,
    at: i === 0 ? placedAt : lastAt(id),
    done: i <= rank,
  }))
}
