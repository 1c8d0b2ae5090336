// The buttons under a new cash-on-delivery order's message in the admin chats: Confirm, Cancel and
// No answer (try later). The message's text names the order; the buttons' data name the action.
import type { InlineKeyboardMarkup } from 'grammy/types'
import type { OrderEventDto } from '../db/codecs/order'
import type { OrderAction } from '../schemas/order'
import { escapeMarkdown, formatShopTime } from './format'

const PREFIX = 'order'

/** A button's callback data: "order:<action>:<order id>" (Telegram allows 64 bytes). */
export const actionData = (action: OrderAction, orderId: string) => `${PREFIX}:${action}:${orderId}`

/** Reads a button's callback data back. */
export const ACTION_DATA = /^order:(confirm|cancel|no-answer):([\w-]{1,54})$/

export function orderButtons(orderId: string): InlineKeyboardMarkup {
  return {
    inline_keyboard: [
      [
        { text: '✅ Confirm', callback_data: actionData('confirm', orderId) },
        { text: '❌ Cancel', callback_data: actionData('cancel', orderId) },
      ],
      [{ text: '📵 No answer (try later)', callback_data: actionData('no-answer', orderId) }],
    ],
  }
}

const DONE: Record<string, string> = {
  confirmed: '✅ Confirmed',
  cancelled: '❌ Cancelled',
  shipped: '🚚 Shipped',
  delivered: '📦 Delivered',
  pending: '⏳ Back to pending',
}

const CHANNEL: Record<OrderEventDto['channel'], string> = {
  bot: 'Telegram',
  dashboard: 'dashboard',
  cron: 'automatic, not confirmed in time',
  customer: 'customer',
  payment: 'payment verified',
}

/** Events that are not a status change, as the message names them. */
const EVENT_LINES: Partial<Record<OrderEventDto['kind'], string>> = {
  'no-answer': '📵 No answer',
  refunded: '💸 Payment refunded through the provider',
  'refund-manual': '⚠️ Payment to refund by hand (the provider cannot refund it)',
}

/** The lines under the order's message: who did what, when, and where. */
export function actionLines(events: OrderEventDto[]): string[] {
  return events
    .filter((event) => event.kind !== 'placed')
    .map((event) => {
      const what = EVENT_LINES[event.kind] ?? DONE[event.status] ?? event.status
      const who = event.actor ? ` by ${escapeMarkdown(event.actor)}` : ''
      return `${what}${who} (${CHANNEL[event.channel]}), ${formatShopTime(event.at)}`
    })
}
