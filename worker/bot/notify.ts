// Telegram notifications for the shop's own events: each new order to the admin chats, each
// support-form message to the support chat. They run after the response (c.var.background) and
// never throw: a Telegram outage must not fail an order or a form.
import type { Api } from 'grammy'
import type { InlineKeyboardMarkup } from 'grammy/types'
import type { SupportMessageRow } from '../db/queries/support'
import type { Config } from '../env'
import { orderNotification, supportFormNotification } from './format'
import { orderButtons } from './order-buttons'
import { botApi, telegramSettings } from './settings'
import { type OrderDto } from '../db/codecs/order'

/** Markdown with link previews off, as the spec's chat service sends (back-office §7). */
export async function sendMarkdown(
  api: Api,
  chatId: number,
  text: string,
  buttons?: InlineKeyboardMarkup,
): Promise<void> {
  await api.sendMessage(chatId, text, {
    parse_mode: 'Markdown',
    link_preview_options: { is_disabled: true },
    ...(buttons && { reply_markup: buttons }),
  })
}

async function notify(
  config: Config,
  pick: 'adminChatIds' | 'supportChatIds',
  what: string,
  compose: () => string,
  buttons?: InlineKeyboardMarkup,
) {
  try {
    const settings = telegramSettings(config)
    if (!settings) return
    const text = compose()
    const api = botApi(settings)
    const sends = settings[pick].map((chatId) => sendMarkdown(api, chatId, text, buttons))
    for (const result of await Promise.allSettled(sends))
      if (result.status === 'rejected')
        console.error(`telegram: ${what} notification failed`, result.reason)
  } catch (error) {
    console.error(`telegram: ${what} notification failed`, error)
  }
}

/** A cash-on-delivery order waiting for its confirmation comes with the loop's buttons. */
export const notifyNewOrder = (config: Config, order: OrderDto) =>
  notify(
    config,
    'adminChatIds',
    'order',
    () => orderNotification(order),
    order.status === 'pending' ? orderButtons(order.id) : undefined,
  )

export const notifySupportMessage = (config: Config, message: SupportMessageRow) =>
  notify(config, 'supportChatIds', 'support message', () => supportFormNotification(message))
