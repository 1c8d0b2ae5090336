// Registers the shop's webhook with Telegram (npm run bot:setup): setWebhook with the secret
// token, then getWebhookInfo to confirm Telegram took it.
import type { Api } from 'grammy'
import type { WebhookInfo } from 'grammy/types'

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
