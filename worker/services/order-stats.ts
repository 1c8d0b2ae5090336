// The dashboard's order statistics: today (since the start of the Baghdad day), the last 7 days,
// status counts, best sellers and all-time totals. Cancelled orders earn no revenue.
import { startOfShopDay } from '../domain/baghdad-time'
import { ORDER_STATUSES } from '../domain/order-status'
import { averageOf } from '../domain/money'
import type { Db } from '../db/client'
import {
  orderVolumeSince,
  statusCounts,
  topCategorySince,
  topSellingProducts,
} from '../db/queries/order-statistics'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const EPOCH = new Date(0)

export async function orderStats(db: Db, now: Date) {
  const weekStart = new Date(now.getTime() - WEEK_MS)
  const [today, week, topCategory, counts, top, all] = await Promise.all([
    orderVolumeSince(db, startOfShopDay(now)),
    orderVolumeSince(db, weekStart),
    topCategorySince(db, weekStart),
    statusCounts(db),
    topSellingProducts(db, 5),
    orderVolumeSince(db, EPOCH),
  ])
  const statusBreakdown = Object.fromEntries(ORDER_STATUSES.map((s) => [s, counts[s] ?? 0]))
  return {
    today: {
      orders: today.orders,
      revenue: today.revenue,
      avgOrder: averageOf(today.revenue, today.orders),
    },
    week: { orders: week.orders, revenue: week.revenue, topCategory },
    statusBreakdown,
    topProducts: top,
    totals: { totalOrders: all.orders, totalRevenue: all.revenue, ...statusBreakdown },
  }
}
