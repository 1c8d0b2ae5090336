// Registers the shop's webhook with Telegram (npm run bot:setup): setWebhook with the secret
// token, then getWebhookInfo to confirm Telegram took it.
import type { Api } from 'grammy'
import type { WebhookInfo } from 'grammy/types'

export const WEBHOOK_PATH = '/api/telegram/webhook'

export async function registerWebhook(
  api: Api,
  shopUrl: string,
  secret: string,
): Promise<WebhookInfo> {
  if (!secret)
    throw new Error('TELEGRAM_WEBHOOK_SECRET is not set: the webhook would accept anyone')
  const url = new URL(WEBHOOK_PATH, shopUrl).href
  // The bot reads messages only; other kinds of update need not reach the worker.
  await api.setWebhook(url, { secret_token: secret, allowed_updates: ['message'] })
  const info = await api.getWebhookInfo()
  if (info.url !== url)
    throw new Error(`Telegram reports the webhook as ${info.url || '(none)'}, not ${url}`)
  return info
}
