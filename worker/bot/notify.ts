// Telegram notifications for the shop's own events: each new order to the admin chats (and its
// messages rewritten when it changes), each support-form message to the support chat. They run
// after the response (c.var.background) and never throw: a Telegram outage must not fail an order,
// a status change or a form.
import type { Api } from 'grammy'
import type { Db } from '../db/client'
import type { StatusChange } from '../db/queries/orders'
import type { SupportMessageRow } from '../db/queries/support'
import type { Config, Resources } from '../env'
import { emailStatusChanges } from '../services/email/notify'
import { supportFormNotification } from './format'
import { refreshOrderMessages, sendOrderMessages } from './order-messages'
import { botApi, type TelegramSettings, telegramSettings } from './settings'
import { type OrderDto } from '../db/codecs/order'

/** Markdown with link previews off, as the spec's chat service sends (back-office §7). */
export async function sendMarkdown(api: Api, chatId: number, text: string): Promise<void> {
  await api.sendMessage(chatId, text, {
    parse_mode: 'Markdown',
    link_preview_options: { is_disabled: true },
  })
}

/** Runs `task` with the bot's API when the bot is on; logs instead of throwing. */
async function withBot(
  config: Config,
  what: string,
  task: (api: Api, settings: TelegramSettings) => Promise<void>,
) {
  try {
    const settings = telegramSettings(config)
    if (settings) await task(botApi(settings), settings)
  } catch (error) {
    console.error(`telegram: ${what} failed`, error)
  }
}

const notify = (
  config: Config,
  pick: 'adminChatIds' | 'supportChatIds',
  what: string,
  compose: () => string,
) =>
  withBot(config, `${what} notification`, async (api, settings) => {
    const text = compose()
    const sends = settings[pick].map((chatId) => sendMarkdown(api, chatId, text))
    for (const result of await Promise.allSettled(sends))
      if (result.status === 'rejected')
        console.error(`telegram: ${what} notification failed`, result.reason)
  })

/** A cash-on-delivery order waiting for its confirmation comes with the loop's buttons. */
export const notifyNewOrder = (config: Config, db: Db, order: OrderDto) =>
  withBot(config, 'order notification', (api, settings) =>
    sendOrderMessages(api, settings.adminChatIds, db, order),
  )

/** Rewrites the admin chats' messages of orders that changed outside Telegram; one order's
 * failure is logged and the others are still rewritten. */
export const showOrderChanges = (config: Config, db: Db, orderIds: string[]) =>
  withBot(config, 'order message update', async (api) => {
    for (const id of new Set(orderIds))
      await refreshOrderMessages(api, db, id).catch((error: unknown) =>
        console.error(`telegram: the messages of order ${id} were not updated`, error),
      )
  })

/** After status changes: the customers' e-mails and the admin chats' messages. */
export function announceStatusChanges(resources: Resources, changes: StatusChange[]): void {
  const changed = changes.filter((change) => change.from !== change.to).map((c) => c.id)
  if (changed.length === 0) return
  emailStatusChanges(resources, changes)
  resources.background(`telegram: ${changed.length} order message(s)`, () =>
    showOrderChanges(resources.config, resources.db, changed),
  )
}

export const notifySupportMessage = (config: Config, message: SupportMessageRow) =>
  notify(config, 'supportChatIds', 'support message', () => supportFormNotification(message))
