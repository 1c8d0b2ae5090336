// Telegram notifications for the shop's own events: each new order to the admin chats, each
// support-form message to the support chat. They run after the response (c.var.background) and
// never throw: a Telegram outage must not fail an order or a form.
import type { Api } from 'grammy'
import type { SupportMessageRow } from '../db/queries/support'
import type { Config } from '../env'
import { orderNotification, supportFormNotification } from './format'
import { botApi, telegramSettings } from './settings'
import { type OrderDto } from '../db/codecs/order'

/** Markdown with link previews off, as the spec's chat service sends (back-office §7). */
export async function sendMarkdown(api: Api, chatId: number, text: string): Promise<void> {
  await api.sendMessage(chatId, text, {
    parse_mode: 'Markdown',
    link_preview_options: { is_disabled: true },
  })
}

async function notify(
  config: Config,
  pick: 'adminChatIds' | 'supportChatIds',
  what: string,
  compose: () => string,
) {
  try {
    const settings = telegramSettings(config)
    if (!settings) return
    const text = compose()
    const api = botApi(settings)
    const sends = settings[pick].map((chatId) => sendMarkdown(api, chatId, text))
    for (const result of await Promise.allSettled(sends))
      if (result.status === 'rejected')
        console.error(`telegram: ${what} notification failed`, result.reason)
  } catch (error) {
    console.error(`telegram: ${what} notification failed`, error)
  }
}

export const notifyNewOrder = (config: Config, order: OrderDto) =>
  notify(config, 'adminChatIds', 'order', () => orderNotification(order))

export const notifySupportMessage = (config: Config, message: SupportMessageRow) =>
  notify(config, 'supportChatIds', 'support message', () => supportFormNotification(message))
