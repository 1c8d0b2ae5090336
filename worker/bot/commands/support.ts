// What no other handler took: unknown commands, customers' messages (forwarded to the support
// chat with thanks) and admin small talk.
import { Composer } from 'grammy'
import { type BotContext, isAdmin, say } from '../context'
import { customerMessageNotification } from '../format'
import { ADMIN_TEXT_HINT, SUPPORT_THANKS, SUPPORT_UNAVAILABLE, UNKNOWN_COMMAND } from '../messages'
import { sendMarkdown } from '../notify'

/** The command's @target when it names another bot ("/help@other_bot" in a group). */
const otherBotTarget = (ctx: BotContext, text: string) => {
  const target = /^\/\w+@(\w+)/.exec(text)?.[1]
  return target !== undefined && target.toLowerCase() !== ctx.me.username.toLowerCase()
}

export const supportHandlers = new Composer<BotContext>()

supportHandlers.on('message:text', async (ctx) => {
  const text = ctx.message.text
  if (text.startsWith('/')) return otherBotTarget(ctx, text) ? undefined : say(ctx, UNKNOWN_COMMAND)
  if (isAdmin(ctx)) return say(ctx, ADMIN_TEXT_HINT)
  // In groups the bot may see every message; only private chats are messages to the shop.
  if (ctx.chat.type !== 'private') return
  const targets = ctx.shop.telegram.supportChatIds
  if (targets.length === 0) return say(ctx, SUPPORT_UNAVAILABLE)
  const sender = {
    chatId: ctx.chat.id,
    firstName: ctx.from.first_name,
    lastName: ctx.from.last_name,
    username: ctx.from.username,
  }
  const forward = customerMessageNotification(sender, text)
  // A failed forward fails the update, so Telegram delivers it again instead of losing it.
  await Promise.all(targets.map((chatId) => sendMarkdown(ctx.api, chatId, forward)))
  ctx.shop.committed()
  await say(ctx, SUPPORT_THANKS)
})
