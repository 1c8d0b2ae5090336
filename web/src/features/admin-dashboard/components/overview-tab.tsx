// Overview: what needs the owner today (the morning briefing), product and order counts, the order status distribution and the 5 most recent orders.
import { useTranslation } from 'react-i18next'
import { count, money, date } from '@/components/admin/admin-format'
import { BarList } from '@/components/admin/bar-chart'
import { Stat } from '@/components/admin/stat'
import { StatusBadge } from '@/components/admin/status-badge'
import { adminStatusLabel } from '@/components/admin/status-labels'
import { TabLoading } from '@/components/admin/tab-loading'
import { AWAITING_CALL_STATUSES, ORDER_STATUSES } from '@domain/order-status'
import { orderNumber } from '@domain/order-number'
import { useQuery } from '@tanstack/react-query'
import { productQueries } from '@/lib/queries/products'
import { separator } from '@/lib/format'
import { useOrderStats, useRecentOrders } from '../api/get-overview'
import { SettingsProblem } from './settings-problem'
import { TodayCard } from './today-card'

export function OverviewTab() {
  const { t, i18n } = useTranslation('admin', { keyPrefix: 'overview' })
  const products = useQuery(productQueries.count())
  const inStock = useQuery(productQueries.count({ inStock: '1' }))
  const stats = useOrderStats()
  const recent = useRecentOrders()
  if (products.data === undefined || inStock.data === undefined || !stats.data)
    return <TabLoading queries={[products, inStock, stats]} what={t('loading')} />
  const breakdown = stats.data.statusBreakdown as Record<string, number>
  const totalOrders = stats.data.totals.totalOrders
  // Waiting for the shop's confirmation call.
  const pendingOrders = AWAITING_CALL_STATUSES.reduce((n, s) => n + (breakdown[s] ?? 0), 0)
  return (
    <div className="admin-stack">
      <SettingsProblem />
      <TodayCard />
      <div className="stat-grid">
        <Stat label={t('totalProducts')} value={count(products.data)} />
        <Stat label={t('inStock')} value={count(inStock.data)} />
        <Stat label={t('totalOrders')} value={count(totalOrders)} />
        <Stat label={t('pendingOrders')} value={count(pendingOrders)} />
      </div>
      <div className="admin-columns">
        <section className="card admin-panel">
          <h3>{t('statusDistribution')}</h3>
          <BarList
            bars={ORDER_STATUSES.map((s) => ({
              label: adminStatusLabel(s),
              value: breakdown[s] ?? 0,
              display: t('share', {
                count: breakdown[s] ?? 0,
                percent: totalOrders ? Math.round(((breakdown[s] ?? 0) / totalOrders) * 100) : 0,
              }),
            }))}
          />
        </section>
        <section className="card admin-panel">
          <h3>{t('recentOrders')}</h3>
          {recent.data?.length === 0 && <p className="muted">{t('noOrders')}</p>}
          <ul className="recent-orders">
            {recent.data?.map((o) => (
              <li key={o.id}>
                <span>
                  <strong>#{orderNumber(o.id)}</strong>
                  <span className="muted small">
                    {' '}
                    {o.shippingInfo.firstName} {o.shippingInfo.lastName}
                    {separator(i18n.language)}
                    {date(o.createdAt)}
                  </span>
                </span>
                <span className="recent-order-end">
                  {money(o.totals.total)} <StatusBadge status={o.status} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
