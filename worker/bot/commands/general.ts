// /start and /help: open to everyone, with more for admins.
import { Composer } from 'grammy'
import { type BotContext, isAdmin, say } from '../context'
import { ADMIN_HELP, ADMIN_WELCOME, CUSTOMER_HELP, CUSTOMER_WELCOME } from '../messages'

export const generalCommands = new Composer<BotContext>()

generalCommands.command('start', (ctx) => say(ctx, isAdmin(ctx) ? ADMIN_WELCOME : CUSTOMER_WELCOME))
generalCommands.command('help', (ctx) => say(ctx, isAdmin(ctx) ? ADMIN_HELP : CUSTOMER_HELP))
