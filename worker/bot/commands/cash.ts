// /cash for admins: what each courier (and cash by hand) owes the shop, since when and its oldest
// unpaid parcel, and how many cash differences are open.
import { Composer } from 'grammy'
import { cashOwed, openDifferenceCount } from '../../db/queries/cash'
import { adminOnly, type BotContext, say } from '../context'
import { formatDinars, formatShopTime } from '../../telegram/format'

export const cashCommands = new Composer<BotContext>()

cashCommands.command('cash', adminOnly, async (ctx) => {
  let owed
  let open
  try {
    ;[owed, open] = await Promise.all([cashOwed(ctx.shop.db), openDifferenceCount(ctx.shop.db)])
  } catch (error) {
    console.error('bot: reading the cash ledger failed', error)
    return say(ctx, ctx.t('cashError'))
  }
  const { t, lang } = ctx
  const lines = owed.map((c) =>
    t('cash.line', {
      courier: t(`cashCourier.${c.courier}`),
      owed: formatDinars(c.owed, lang),
      count: c.parcels,
      since: formatShopTime(c.since, lang),
      orderId: c.oldestOrderId,
    }),
  )
  await say(
    ctx,
    [
      t('cash.title'),
      '',
      ...(lines.length > 0 ? lines : [t('cash.none')]),
      '',
      open > 0 ? t('cash.differences', { count: open }) : t('cash.noDifferences'),
    ].join('\n'),
  )
})
