// The bot: grammY with one composer per command group, in the order they get a message.
import { Bot, BotError } from 'grammy'
import type { Update, UserFromGetMe } from 'grammy/types'
import { AppError } from '../lib/errors'
import { commandAliases } from './commands/aliases'
import { cashCommands } from './commands/cash'
import { generalCommands } from './commands/general'
import { languageCommands } from './commands/language'
import { orderActionButtons } from './commands/order-actions'
import { orderCommands } from './commands/orders'
import { productCommands } from './commands/products'
import { supportHandlers } from './commands/support'
import { todayCommands } from './commands/today'
import { uploadCommands } from './commands/uploads'
import type { BotContext, Shop } from './context'
import { useLanguage } from './language'
import { botApi, type TelegramSettings } from '../telegram/settings'

// getMe once per isolate and bot, not once per update: a Bot is made for each update (its
// handlers need that request's D1 handle), and grammY would otherwise call getMe each time.
const botInfos = new Map<string, Promise<UserFromGetMe>>()

export function botInfo(settings: TelegramSettings): Promise<UserFromGetMe> {
  const key = `${settings.apiRoot} ${settings.token}`
  let info = botInfos.get(key)
  if (!info) {
    info = botApi(settings).getMe()
    info.catch(() => botInfos.delete(key))
    botInfos.set(key, info)
  }
  return info
}

export async function createBot(shop: Shop): Promise<Bot<BotContext>> {
  const bot = new Bot<BotContext>(shop.telegram.token, {
    botInfo: await botInfo(shop.telegram),
    client: { apiRoot: shop.telegram.apiRoot, timeoutSeconds: 10 },
  })
  bot.use((ctx, next) => {
    ctx.shop = shop
    return next()
  })
  bot.use(useLanguage, commandAliases)
  bot.use(
    generalCommands,
    languageCommands,
    productCommands,
    orderCommands,
    cashCommands,
    todayCommands,
    orderActionButtons,
    uploadCommands,
    supportHandlers,
  )
  return bot
}

/** Handles one update; throws when handling failed, so that Telegram delivers it again. */
export async function handleUpdate(shop: Shop, update: Update): Promise<void> {
  const bot = await createBot(shop)
  try {
    await bot.handleUpdate(update)
  } catch (error) {
    // A BotError holds the context, bot token included: log only what went wrong.
    const cause = error instanceof BotError ? error.error : error
    console.error(`telegram: handling update ${update.update_id} failed`, cause)
    throw new AppError(500, 'TELEGRAM_UPDATE_FAILED')
  }
}
