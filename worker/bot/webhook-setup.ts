// Registers the shop's webhook with Telegram (npm run bot:setup): setWebhook with the secret
// token, then getWebhookInfo to confirm Telegram took it; and the command menus in both languages.
import type { Api } from 'grammy'
import type { BotCommand, WebhookInfo } from 'grammy/types'
import { BOT_LANGUAGES, translator } from '../telegram/i18n'

export const WEBHOOK_PATH = '/api/telegram/webhook'

/** The kinds of update the bot handles. */
export const BOT_UPDATES: ('message' | 'callback_query')[] = ['message', 'callback_query']

export async function registerWebhook(
  api: Api,
  shopUrl: string,
  secret: string,
): Promise<WebhookInfo> {
  if (!secret)
    throw new Error('TELEGRAM_WEBHOOK_SECRET is not set: the webhook would accept anyone')
  const url = new URL(WEBHOOK_PATH, shopUrl).href
  // The bot reads messages and its buttons' presses; other kinds of update need not reach it.
  await api.setWebhook(url, { secret_token: secret, allowed_updates: BOT_UPDATES })
  const info = await api.getWebhookInfo()
  if (info.url !== url)
    throw new Error(`Telegram reports the webhook as ${info.url || '(none)'}, not ${url}`)
  return info
}

/** The commands Telegram's menu offers: everyone's, and the admins' in the admin chats. */
const EVERYONE = ['start', 'help', 'language'] as const
const ADMINS = [
  'additem',
  'edititem',
  'removeitem',
  'listorders',
  'orderstats',
  'cash',
  'today',
  'uploadhelp',
  'upload_items',
  ...EVERYONE,
] as const

/** The command menus, described in English (the default) and in Arabic (for Telegram apps in
 * Arabic): the customers' for every chat, the admins' for each admin chat. */
export async function registerCommands(api: Api, adminChatIds: number[]): Promise<void> {
  for (const language of BOT_LANGUAGES) {
    const t = translator(language)
    const menu = (names: readonly (typeof ADMINS)[number][]): BotCommand[] =>
      names.map((command) => ({ command, description: t(`command.${command}`) }))
    // Without a language_code the menu is every other language's.
    const languageCode = language === 'en' ? {} : { language_code: language }
    await api.setMyCommands(menu(EVERYONE), languageCode)
    for (const chatId of adminChatIds)
      await api.setMyCommands(menu(ADMINS), {
        scope: { type: 'chat', chat_id: chatId },
        ...languageCode,
      })
  }
}
