// A refund of a paid online payment is a record of its own, with states: requested (written with
// the cancellation or the late payment that needs it), sent (the provider took it and has not
// confirmed it yet), retrying (the provider could not be reached: tried again later, further apart
// each time), done (the provider confirmed the money went back), by_hand (the provider refused for
// good, or never answered through every attempt: the owner gives the money back themselves, with
// the reason) and made_by_hand (the owner says they did).
export const REFUND_STATES = [
  'requested',
  'sent',
  'retrying',
  'done',
  'by_hand',
  'made_by_hand',
] as const
export type RefundState = (typeof REFUND_STATES)[number]

/** Why the money goes back: the order was cancelled after it was paid, or paid after it had been
 * cancelled and its units were gone. */
export const REFUND_REASONS = ['cancelled', 'late'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

/** The states the refunds cron still acts on. */
export const OPEN_REFUND_STATES = ['requested', 'sent', 'retrying'] as const satisfies RefundState[]

/** Attempts at a provider that does not answer before the refund is left to the owner (with the
 * delays below, about three days). */
export const REFUND_ATTEMPTS = 8

const FIRST_DELAY_MINUTES = 5
const MAX_DELAY_MINUTES = 12 * 60

/** Minutes before the next attempt after `attempts` failed ones: 5, 15, 45, 135, 405 and then
 * every 12 hours, so an outage of minutes costs minutes and one of days does not hammer the
 * provider. */
export function refundRetryMinutes(attempts: number): number {
  return Math.min(FIRST_DELAY_MINUTES * 3 ** Math.max(0, attempts - 1), MAX_DELAY_MINUTES)
}

/** How often a refund the provider took (sent) is asked about until it confirms it. */
export const SENT_REFUND_CHECK_MINUTES = 15

/** Why a refund is left to the owner (shown in the dashboard and the admin chats). */
export type ByHandReason =
  /** The provider refused it (its code follows), e.g. FIB after its refund window. */
  | 'refused'
  /** The provider did not answer through every attempt. */
  | 'unreachable'
  /** The provider is no longer configured, or cannot refund through its API. */
  | 'no-provider'
  /** The provider said the refund failed after taking it. */
  | 'failed'
