// Telegram: the bot's webhook (secret-checked, each update_id once) and the admin-only calls
// behind the telegram-test page (status panel, test messages).
import { GrammyError } from 'grammy'
import type { Update } from 'grammy/types'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { botInfo, handleUpdate } from '../bot/bot'
import { handleUpdateOnce } from '../bot/handle-update-once'
import { translator } from '../telegram/i18n'
import { chatLanguages } from '../telegram/chat-language'
import { botApi, type TelegramSettings, telegramSettings } from '../telegram/settings'
import { type UpdateStats, updateLog } from '../durable/telegram-update-log'
import type { AppEnv, Config } from '../env'
import { AppError, unauthorized } from '../lib/errors'
import { sameText } from '../lib/hmac'
import { ok } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { telegramUpdateSchema, testMessageSchema } from '../schemas/telegram'

interface WebhookStatus {
  url: string
  pendingUpdates: number
  lastError: string | null
  lastErrorAt: string | null
}

function configuredBot(config: Config): TelegramSettings {
  const settings = telegramSettings(config)
  if (!settings) throw new AppError(503, 'TELEGRAM_NOT_CONFIGURED')
  return settings
}

const requireWebhookSecret = createMiddleware<AppEnv>(async (c, next) => {
  const { webhookSecret } = configuredBot(c.var.config)
  // Without a secret anyone could post updates as Telegram, so the webhook stays closed.
  if (!webhookSecret)
    throw new AppError(503, 'TELEGRAM_SETTING_MISSING', { setting: 'TELEGRAM_WEBHOOK_SECRET' })
  if (!sameText(c.req.header('X-Telegram-Bot-Api-Secret-Token') ?? '', webhookSecret))
    throw unauthorized('TELEGRAM_SECRET_INVALID')
  await next()
})

/** Telegram's own description of a failed call, as the spec's chat service reports it (§8). */
function telegramFailure(error: unknown): AppError {
  if (error instanceof GrammyError)
    return new AppError(502, 'TELEGRAM_REFUSED', { reason: error.description })
  console.error('telegram: call failed', error)
  return new AppError(502, 'TELEGRAM_UNREACHABLE')
}

export const telegramRoutes = new Hono<AppEnv>()
  .post('/webhook', requireWebhookSecret, validate('json', telegramUpdateSchema), async (c) => {
    const update = c.req.valid('json') as Update
    const telegram = configuredBot(c.var.config)
    const shop = {
      db: c.var.db,
      config: c.var.config,
      bucket: c.env.BUCKET,
      telegram,
      now: c.var.now,
    }
    const log = updateLog(c.env.TELEGRAM_UPDATES)
    const outcome = await handleUpdateOnce(log, update.update_id, (committed) =>
      handleUpdate({ ...shop, committed }, update),
    )
    return c.json(ok({ outcome }))
  })
  .get('/status', requireAdmin, async (c) => {
    const config = c.var.config
    const settings = telegramSettings(config)
    const updates: UpdateStats = await updateLog(c.env.TELEGRAM_UPDATES).stats()
    const status = {
      configured: settings !== null,
      webhookSecretSet: config.TELEGRAM_WEBHOOK_SECRET !== '',
      adminChats: config.TELEGRAM_ADMIN_CHAT_IDS.length,
      ownSupportChat: config.TELEGRAM_SUPPORT_CHAT_ID !== null,
      updates,
      bot: null as { username: string; name: string } | null,
      webhook: null as WebhookStatus | null,
      telegramError: null as string | null,
      checkedAt: c.var.now().toISOString(),
    }
    if (!settings) return c.json(ok(status))
    try {
      const [me, info] = await Promise.all([botInfo(settings), botApi(settings).getWebhookInfo()])
      status.bot = { username: me.username, name: me.first_name }
      status.webhook = {
        url: info.url ?? '',
        pendingUpdates: info.pending_update_count,
        lastError: info.last_error_message ?? null,
        lastErrorAt: info.last_error_date
          ? new Date(info.last_error_date * 1000).toISOString()
          : null,
      }
    } catch (error) {
      status.telegramError = telegramFailure(error).message
    }
    return c.json(ok(status))
  })
  .post('/test-message', requireAdmin, validate('json', testMessageSchema), async (c) => {
    const settings = configuredBot(c.var.config)
    if (settings.adminChatIds.length === 0)
      throw new AppError(503, 'TELEGRAM_SETTING_EMPTY', { setting: 'TELEGRAM_ADMIN_CHAT_IDS' })
    const message = c.req.valid('json')
    // A status message in each chat's language; the answer names the English one.
    const textIn = (language: 'en' | 'ar') =>
      message.kind === 'custom'
        ? (message.text ?? '')
        : translator(language)(`status.${message.kind}`)
    const text = textIn('en')
    const languageOf = await chatLanguages(c.var.db, settings.adminChatIds)
    const api = botApi(settings)
    try {
      // Test messages are plain text (back-office §7).
      for (const chatId of settings.adminChatIds)
        await api.sendMessage(chatId, textIn(languageOf(chatId)))
    } catch (error) {
      throw telegramFailure(error)
    }
    return c.json(ok({ message: 'Message sent', text, sentTo: settings.adminChatIds.length }))
  })
