// /listorders and /orderstats (with the count of failed messages) for admins.
import { Composer } from 'grammy'
import type { Dinars } from '../../domain/money'
import { ORDER_STATUSES } from '../../domain/order-status'
import { listRecentOrders } from '../../db/queries/order-reads'
import { failedDeliveryCount } from '../../db/queries/outbox'
import { orderStats } from '../../services/order-stats'
import { adminOnly, type BotContext, say } from '../context'
import { categoryLabel, formatDinars, formatShopTime } from '../../telegram/format'
import { statusLabelKey } from '../../telegram/i18n'

const RECENT_ORDERS = 10

export const orderCommands = new Composer<BotContext>()

orderCommands.command('listorders', adminOnly, async (ctx) => {
  let orders
  try {
    orders = await listRecentOrders(ctx.shop.db, RECENT_ORDERS)
  } catch (error) {
    console.error('bot: listing orders failed', error)
    return say(ctx, ctx.t('ordersError'))
  }
  if (orders.length === 0) return say(ctx, ctx.t('orders.none'))
  const { t, lang } = ctx
  const lines = orders.map((o, i) =>
    [
      `${t('orders.position', { n: i + 1 })} ${o.id} — ${t(statusLabelKey(o.status))}`,
      `   ${o.shippingInfo.firstName} ${o.shippingInfo.lastName} — ${formatDinars(o.totals.total, lang)}`,
      `   ${formatShopTime(o.createdAt, lang)}`,
    ].join('\n'),
  )
  await say(ctx, `${t('orders.recent', { count: orders.length })}\n\n${lines.join('\n\n')}`)
})

orderCommands.command('orderstats', adminOnly, async (ctx) => {
  let stats
  let failed
  try {
    ;[stats, failed] = await Promise.all([
      orderStats(ctx.shop.db, ctx.shop.now()),
      failedDeliveryCount(ctx.shop.db),
    ])
  } catch (error) {
    console.error('bot: order statistics failed', error)
    return say(ctx, ctx.t('statsError'))
  }
  const { today, week, totals, statusBreakdown } = stats
  const { t, lang } = ctx
  const dinars = (amount: Dinars) => formatDinars(amount, lang)
  await say(
    ctx,
    [
      t('stats.title'),
      '',
      t('stats.today', {
        orders: today.orders,
        revenue: dinars(today.revenue),
        average: dinars(today.avgOrder),
      }),
      t('stats.week', { orders: week.orders, revenue: dinars(week.revenue) }),
      t('stats.topCategory', {
        category: week.topCategory ? categoryLabel(week.topCategory, lang) : '—',
      }),
      '',
      t('stats.byStatus'),
      ...ORDER_STATUSES.map((s) =>
        t('stats.status', { status: t(statusLabelKey(s)), count: statusBreakdown[s] ?? 0 }),
      ),
      '',
      t('stats.allTime', { orders: totals.totalOrders, revenue: dinars(totals.totalRevenue) }),
      '',
      failed === 0 ? t('stats.noneFailed') : t('stats.failed', { count: failed }),
    ].join('\n'),
  )
})
