// How the shop's messages are delivered: the channels, what each kind of message is, how often a
// failed one is tried again and after how long, and how far apart one Telegram chat's messages go.
export const DELIVERY_CHANNELS = ['email', 'telegram', 'sms', 'whatsapp'] as const
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export type DeliveryKind =
  | 'order-confirmation'
  | 'order-status'
  | 'order-refunded'
  | 'back-in-stock'
  | 'stock-alert-confirm'
  | 'email-verification'
  | 'account-change'
  | 'password-reset'
  | 'order-new'
  | 'order-edit'
  | 'support-message'
  // The support messages of an hour past SUPPORT_FORWARDS_PER_HOUR, counted in one message.
  | 'support-summary'
  | 'failure-warning'
  | 'briefing'
  | 'cod-sms'
  | 'parcel-sms'
  // A customer's order update as a WhatsApp template, and its SMS when WhatsApp cannot reach them.
  | 'whatsapp-order'
  | 'whatsapp-sms'

/** Attempts before a message is given up (dead-lettered) and shown as failed. Telegram's budget
 * outlasts a ten-minute outage (see retryDelaySeconds). */
export const ATTEMPT_BUDGET: Record<DeliveryChannel, number> = {
  telegram: 10,
  email: 3,
  sms: 3,
  // WhatsApp's throughput limits (130429, 131056) ask to wait: enough attempts to outlast them.
  whatsapp: 6,
}

const FIRST_DELAY: Record<DeliveryChannel, number> = {
  telegram: 5,
  email: 30,
  sms: 30,
  whatsapp: 30,
}
const MAX_DELAY_SECONDS = 300

/**
 * Seconds to wait before attempt `attempts + 1`, after `attempts` failed ones: doubling from the
 * channel's first delay up to five minutes (Telegram: 5, 10, 20, ... 300, so ten attempts span
 * about 20 minutes), or what the provider asked for (Retry-After, retry_after) when longer.
 */
export function retryDelaySeconds(
  channel: DeliveryChannel,
  attempts: number,
  askedSeconds?: number,
): number {
  const backoff = Math.min(FIRST_DELAY[channel] * 2 ** Math.max(0, attempts - 1), MAX_DELAY_SECONDS)
  return Math.max(backoff, Math.ceil(askedSeconds ?? 0))
}

/** True when a message that has failed `attempts` times has no attempt left. */
export const budgetSpent = (channel: DeliveryChannel, attempts: number) =>
  attempts >= ATTEMPT_BUDGET[channel]

/** Telegram takes about one message a second in a chat and 20 a minute in a group (negative id). */
export const chatGapSeconds = (chatId: number) => (chatId < 0 ? 3 : 1)

/** The admin chats' warning of an order moved into a status that warns the owner (a parcel refused
 * or back at the shop): its payload names the order and the status. */
export const ORDER_WARNING = 'order-status'

/** A Telegram chat's lane: its messages go one at a time, in order, paced. */
export const chatLane = (chatId: number) => `telegram:${chatId}`

/**
 * The chat's second lane, for support-form messages: paced with the chat's own lane (one gap
 * between any two of the chat's messages), and sent only while that lane has nothing waiting, so a
 * flood of support messages never holds back an order's message by more than one gap.
 */
export const supportLane = (chatId: number) => `telegram:${chatId}:support`

/** Support-form messages forwarded one by one in a clock hour (UTC, so Baghdad's hour too); the
 * rest of that hour's reach each support chat after it as one summary (the inbox keeps them all). */
export const SUPPORT_FORWARDS_PER_HOUR = 30

const HOUR_MS = 60 * 60 * 1000

/** The clock hour `at` falls in, as [from, to). */
export function clockHour(at: Date): { from: Date; to: Date } {
  const from = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS
  return { from: new Date(from), to: new Date(from + HOUR_MS) }
}

/** An order's WhatsApp updates go one at a time, in the order they were written. */
export const whatsappLane = (orderId: string) => `whatsapp:${orderId}`

/** The chat of a lane (either of its two), or null for a lane that is not a Telegram chat. */
export function laneChat(lane: string | null): number | null {
  const match = lane?.match(/^telegram:(-?\d+)(:support)?$/)
  return match ? Number(match[1]) : null
}

/** A message failed this long ago reaches the admin chats once as a warning. */
export const WARN_AFTER_MS = 24 * 60 * 60 * 1000
