// /today for admins: the morning briefing on demand, as of now, in the chat's language.
import { Composer } from 'grammy'
import { readBriefing } from '../../services/briefing'
import { briefingMessages, sendBriefing } from '../../telegram/briefing-text'
import { adminOnly, type BotContext, say } from '../context'

export const todayCommands = new Composer<BotContext>()

todayCommands.command('today', adminOnly, async (ctx) => {
  let briefing
  try {
    briefing = await readBriefing(ctx.shop.db, ctx.shop.now())
  } catch (error) {
    console.error('bot: reading the briefing failed', error)
    return say(ctx, ctx.t('briefing.error'))
  }
  await sendBriefing(
    ctx.api,
    ctx.chat.id,
    briefingMessages(briefing, ctx.lang, ctx.shop.config.SITE_URL),
  )
})
