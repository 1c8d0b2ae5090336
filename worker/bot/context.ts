// What every bot handler gets: grammY's context plus the shop (D1, R2, settings, clock), and the
// admin rule of back-office §6.
import type { Context, MiddlewareFn } from 'grammy'
import type { Db } from '../db/client'
import type { Config } from '../env'
import { toLatinDigits } from '../domain/digits'
import type { BotLanguage, Translate } from '../telegram/i18n'
import type { TelegramSettings } from '../telegram/settings'

export interface Shop {
  db: Db
  /** The worker's settings: the order e-mails a button press sends need them. */
  config: Config
  bucket: R2Bucket
  telegram: TelegramSettings
  now: () => Date
  /** Marks that this update has changed the shop's data, so it must not be handled again. */
  committed: () => void
}

export type BotContext = Context & {
  shop: Shop
  /** The language of this user or group (bot/language.ts), and the bot's texts in it. */
  lang: BotLanguage
  t: Translate
}

/** Admins write in a chat listed in TELEGRAM_ADMIN_CHAT_IDS: a private one (only its user can
 * write there), or a group where the user pressing or writing is listed in
 * TELEGRAM_ADMIN_USER_IDS (every member of a group can press its buttons). */
export function isAdmin(ctx: BotContext): boolean {
  const { chat, from } = ctx
  if (!chat || !ctx.shop.telegram.adminChatIds.includes(chat.id)) return false
  if (chat.type === 'private') return true
  return from !== undefined && ctx.shop.telegram.adminUserIds.includes(from.id)
}

export const adminOnly: MiddlewareFn<BotContext> = (ctx, next) =>
  isAdmin(ctx) ? next() : say(ctx, ctx.t('accessDenied'))

/** Replies in plain text (shop data may hold Markdown characters), without link previews. */
export const say = async (ctx: BotContext, text: string) => {
  await ctx.reply(text, { link_preview_options: { is_disabled: true } })
}

/** A command's first word after the command: the product id of /edititem and /removeitem. */
export function productIdArgument(match: string): number | null {
  // Arabic keyboards type Arabic-Indic digits.
  const word = toLatinDigits(match.trim().split(/\s+/)[0] ?? '')
  return /^\d{1,9}$/.test(word) ? Number(word) : null
}

/** The text after the command's first line (the field lines of /additem and /edititem). */
export const linesAfterCommand = (text: string) => text.split('\n').slice(1).join('\n')
