// The bot's configuration as the rest of the bot uses it, and the Bot API client made from it.
import { Api } from 'grammy'
import type { Config } from '../env'

export interface TelegramSettings {
  token: string
  apiRoot: string
  webhookSecret: string
  adminChatIds: number[]
  /** Who may act in an admin group chat (TELEGRAM_ADMIN_USER_IDS). */
  adminUserIds: number[]
  /** Where customers' messages and support-form messages go. */
  supportChatIds: number[]
}

/** Null when no bot token is configured: the bot is off and notifications are skipped. */
export function telegramSettings(config: Config): TelegramSettings | null {
  if (!config.TELEGRAM_BOT_TOKEN) return null
  const adminChatIds = config.TELEGRAM_ADMIN_CHAT_IDS
  return {
    token: config.TELEGRAM_BOT_TOKEN,
    // grammY refuses an apiRoot with a trailing slash.
    apiRoot: config.TELEGRAM_API_URL.replace(/\/+$/, ''),
    webhookSecret: config.TELEGRAM_WEBHOOK_SECRET,
    adminChatIds,
    adminUserIds: config.TELEGRAM_ADMIN_USER_IDS,
    supportChatIds:
      config.TELEGRAM_SUPPORT_CHAT_ID === null ? adminChatIds : [config.TELEGRAM_SUPPORT_CHAT_ID],
  }
}

/** Calls give up after 10 s, so a slow Telegram cannot hold a request or waitUntil for long. */
export const botApi = (settings: TelegramSettings) =>
  new Api(settings.token, { apiRoot: settings.apiRoot, timeoutSeconds: 10 })

/** Where Telegram serves a file that getFile returned. */
export const fileUrl = (settings: TelegramSettings, filePath: string) =>
  `${settings.apiRoot}/file/bot${settings.token}/${filePath}`
