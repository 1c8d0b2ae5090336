// Which language the bot writes in to whom. A user's or group's choice of /language wins; without
// one, the rule of telegramLanguage() on the Telegram app's language. An admin's private chat
// remembers that language too, so the messages the bot sends there on its own (new orders,
// warnings) follow it; admin chats without a remembered language get English.
import type { MiddlewareFn } from 'grammy'
import { findTelegramLanguages, rememberTelegramLanguage } from '../db/queries/telegram'
import { type BotContext, isAdmin } from './context'
import { type BotLanguage, telegramLanguage, translator } from '../telegram/i18n'

/** Who a language is remembered for: the user in a private chat, the chat in a group. */
export function languageHolder(ctx: BotContext): number | undefined {
  return ctx.chat && ctx.chat.type !== 'private' ? ctx.chat.id : ctx.from?.id
}

export function setLanguage(ctx: BotContext, language: BotLanguage): void {
  ctx.lang = language
  ctx.t = translator(language)
}

export const useLanguage: MiddlewareFn<BotContext> = async (ctx, next) => {
  const admin = isAdmin(ctx)
  const fromApp = telegramLanguage(ctx.from?.language_code, admin)
  const holder = languageHolder(ctx)
  const { db, now } = ctx.shop
  const stored =
    holder === undefined ? undefined : (await findTelegramLanguages(db, [holder])).get(holder)
  // Only a choice made with /language outlasts the app's language; a remembered one follows it.
  setLanguage(ctx, stored?.chosen ? stored.language : fromApp)
  if (
    admin &&
    holder !== undefined &&
    ctx.chat?.type === 'private' &&
    !stored?.chosen &&
    stored?.language !== fromApp
  )
    await rememberTelegramLanguage(db, holder, fromApp, false, now())
  await next()
}
