// /start and /help: open to everyone, with more for admins.
import { Composer } from 'grammy'
import { type BotContext, isAdmin, say } from '../context'

export const generalCommands = new Composer<BotContext>()

generalCommands.command('start', (ctx) =>
  say(ctx, ctx.t(isAdmin(ctx) ? 'welcome.admin' : 'welcome.customer')),
)
generalCommands.command('help', (ctx) =>
  say(ctx, ctx.t(isAdmin(ctx) ? 'help.admin' : 'help.customer')),
)
