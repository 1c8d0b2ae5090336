// /language: two buttons, العربية and English; the press remembers the choice for the user (in a
// private chat) or the whole group chat (only its admins may change it).
import { Composer } from 'grammy'
import type { InlineKeyboardMarkup } from 'grammy/types'
import { rememberTelegramLanguage } from '../../db/queries/telegram'
import { type BotContext, isAdmin, say } from '../context'
import { BOT_LANGUAGES, type BotLanguage, translator } from '../../telegram/i18n'
import { languageHolder, setLanguage } from '../language'

const LANGUAGE_DATA = /^language:(en|ar)$/

function languageButtons(): InlineKeyboardMarkup {
  return {
    inline_keyboard: [
      BOT_LANGUAGES.map((language) => ({
        text: translator(language)('language.name'),
        callback_data: `language:${language}`,
      })),
    ],
  }
}

const inGroup = (ctx: BotContext) => ctx.chat !== undefined && ctx.chat.type !== 'private'

export const languageCommands = new Composer<BotContext>()

languageCommands.command('language', async (ctx) => {
  if (inGroup(ctx) && !isAdmin(ctx)) return say(ctx, ctx.t('accessDenied'))
  await ctx.reply(ctx.t('language.choose'), { reply_markup: languageButtons() })
})

languageCommands.callbackQuery(LANGUAGE_DATA, async (ctx) => {
  const holder = languageHolder(ctx)
  if (holder === undefined || (inGroup(ctx) && !isAdmin(ctx))) {
    await ctx.answerCallbackQuery({ text: ctx.t('accessDenied'), show_alert: true })
    return
  }
  const language = ctx.match[1] as BotLanguage
  await rememberTelegramLanguage(ctx.shop.db, holder, language, true, ctx.shop.now())
  ctx.shop.committed()
  setLanguage(ctx, language)
  await ctx.answerCallbackQuery()
  // The question becomes the answer, so its buttons are not pressed again.
  await ctx.editMessageText(ctx.t(inGroup(ctx) ? 'language.chosenGroup' : 'language.chosen'))
})
