// /listorders and /orderstats (with the count of failed messages) for admins.
import { Composer } from 'grammy'
import { ORDER_STATUSES } from '../../domain/order-status'
import { listRecentOrders } from '../../db/queries/orders'
import { failedDeliveryCount } from '../../db/queries/outbox'
import { orderStats } from '../../services/order-stats'
import { adminOnly, type BotContext, say } from '../context'
import { BOT_STATUS_LABELS, formatDinars, formatShopTime } from '../format'
import { ORDERS_ERROR, STATS_ERROR } from '../messages'

const RECENT_ORDERS = 10

export const orderCommands = new Composer<BotContext>()

orderCommands.command('listorders', adminOnly, async (ctx) => {
  let orders
  try {
    orders = await listRecentOrders(ctx.shop.db, RECENT_ORDERS)
  } catch (error) {
    console.error('bot: listing orders failed', error)
    return say(ctx, ORDERS_ERROR)
  }
  if (orders.length === 0) return say(ctx, 'No orders yet.')
  const lines = orders.map((o, i) =>
    [
      `${i + 1}. ${o.id} — ${BOT_STATUS_LABELS[o.status]}`,
      `   ${o.shippingInfo.firstName} ${o.shippingInfo.lastName} — ${formatDinars(o.totals.total)}`,
      `   ${formatShopTime(o.createdAt)}`,
    ].join('\n'),
  )
  await say(ctx, `📋 The ${orders.length} most recent orders:\n\n${lines.join('\n\n')}`)
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
    return say(ctx, STATS_ERROR)
  }
  const { today, week, totals, statusBreakdown } = stats
  await say(
    ctx,
    [
      '📊 Order statistics',
      '',
      `Today: ${today.orders} orders, ${formatDinars(today.revenue)} (average ${formatDinars(today.avgOrder)})`,
      `Last 7 days: ${week.orders} orders, ${formatDinars(week.revenue)}`,
      `Top category this week: ${week.topCategory ?? '—'}`,
      '',
      'By status:',
      ...ORDER_STATUSES.map((s) => `${BOT_STATUS_LABELS[s]}: ${statusBreakdown[s] ?? 0}`),
      '',
      `All time: ${totals.totalOrders} orders, ${formatDinars(totals.totalRevenue)}`,
      '',
      failed === 0
        ? 'Messages: none failed'
        : `⚠️ Messages: ${failed} failed (e-mail, Telegram or SMS): see Deliveries in the dashboard`,
    ].join('\n'),
  )
})
