// Arabic words the bot answers as its commands (Telegram commands may only be Latin): a message
// that starts with one, with or without a "/", is handled as that command with the rest of the
// text. Admin commands' words count only from admins: from a customer they are a message.
import type { MiddlewareFn } from 'grammy'
import { type BotContext, isAdmin } from '../context'

const ALIASES: Record<string, { command: string; admin: boolean }> = {
  ابدأ: { command: 'start', admin: false },
  مساعدة: { command: 'help', admin: false },
  اللغة: { command: 'language', admin: false },
  الطلبات: { command: 'listorders', admin: true },
  الإحصائيات: { command: 'orderstats', admin: true },
  النقد: { command: 'cash', admin: true },
  اليوم: { command: 'today', admin: true },
  إضافة: { command: 'additem', admin: true },
  تعديل: { command: 'edititem', admin: true },
  حذف: { command: 'removeitem', admin: true },
  الصور: { command: 'uploadhelp', admin: true },
}

const ALIAS = /^\/?(\p{L}+)(?=\s|$)/u

export const commandAliases: MiddlewareFn<BotContext> = (ctx, next) => {
  const message = ctx.message
  const word = message?.text ? ALIAS.exec(message.text) : null
  const alias = word?.[1] === undefined ? undefined : ALIASES[word[1]]
  if (message?.text && word && alias && (!alias.admin || isAdmin(ctx))) {
    const command = `/${alias.command}`
    message.text = command + message.text.slice(word[0].length)
    message.entities = [{ type: 'bot_command', offset: 0, length: command.length }]
  }
  return next()
}
