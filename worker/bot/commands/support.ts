// What no other handler took: unknown commands, customers' messages (forwarded to the support
// chat with thanks) and admin small talk.
import { Composer } from 'grammy'
import { type BotContext, isAdmin, say } from '../context'
import { customerMessageNotification } from '../../telegram/format'
import { chatLanguage } from '../../telegram/chat-language'
import { sendMarkdown } from '../notify'

/** The command's @target when it names another bot ("/help@other_bot" in a group). */
const otherBotTarget = (ctx: BotContext, text: string) => {
  const target = /^\/\w+@(\w+)/.exec(text)?.[1]
  return target !== undefined && target.toLowerCase() !== ctx.me.username.toLowerCase()
}

export const supportHandlers = new Composer<BotContext>()

supportHandlers.on('message:text', async (ctx) => {
  const text = ctx.message.text
  if (text.startsWith('/'))
    return otherBotTarget(ctx, text) ? undefined : say(ctx, ctx.t('unknownCommand'))
  if (isAdmin(ctx)) return say(ctx, ctx.t('adminTextHint'))
  // In groups the bot may see every message; only private chats are messages to the shop.
  if (ctx.chat.type !== 'private') return
  const targets = ctx.shop.telegram.supportChatIds
  if (targets.length === 0) return say(ctx, ctx.t('supportUnavailable'))
  const sender = {
    chatId: ctx.chat.id,
    firstName: ctx.from.first_name,
    lastName: ctx.from.last_name,
    username: ctx.from.username,
  }
  // A failed forward fails the update, so Telegram delivers it again instead of losing it.
  await Promise.all(
    targets.map(async (chatId) => {
      const language = await chatLanguage(ctx.shop.db, chatId)
      await sendMarkdown(ctx.api, chatId, customerMessageNotification(sender, text, language))
    }),
  )
  ctx.shop.committed()
  await say(ctx, ctx.t('supportThanks'))
})
