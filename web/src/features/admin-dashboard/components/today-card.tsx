// The Overview's Today card: the figures of the owner's morning briefing (the bot's /today), each
// row opening its tab; rows with nothing in them are left out, as in the bot.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { briefingEmpty } from '@domain/briefing'
import type { Dinars } from '@domain/money'
import {
  AWAITING_CALL_STATUSES,
  AWAITING_PAYMENT_STATUSES,
  type OrderStatus,
  REFUSAL_STATUSES,
} from '@domain/order-status'
import { count, money, paymentAmount } from '@/components/admin/admin-format'
import { paths } from '@/config/paths'
import { localized } from '@/lib/text'
import { separator } from '@/lib/format'
import { useBriefing } from '../api/get-briefing'

interface Row {
  key: string
  label: string
  value: string
  href: string
}

export function TodayCard() {
  const { t, i18n } = useTranslation('admin', { keyPrefix: 'today' })
  const { data: b } = useBriefing()
  if (!b) return null
  const orders = paths.adminTab('orders')
  const yesterday = paths.adminOrdersWhere({ day: b.day })
  // The orders a row counts, where the tab's one-status filter can show just them.
  const withStatus = ([status, ...more]: readonly OrderStatus[]) =>
    status && more.length === 0 ? paths.adminOrdersWhere({ status }) : orders
  const sum = (n: number, total: Dinars) =>
    t('ordersTotal', { count: n, orders: count(n), total: money(total) })
  const rows: Row[] = []
  if (b.yesterday) {
    rows.push(
      {
        key: 'cod',
        label: t('yesterdayCod', { day: b.day }),
        value: sum(b.yesterday.cod.orders, b.yesterday.cod.total),
        href: yesterday,
      },
      {
        key: 'online',
        label: t('yesterdayOnline', { day: b.day }),
        value: sum(b.yesterday.online.orders, b.yesterday.online.total),
        href: yesterday,
      },
    )
  }
  if (b.awaitingCall)
    rows.push({
      key: 'call',
      label: t('awaitingCall'),
      value: sum(b.awaitingCall.orders, b.awaitingCall.total),
      href: withStatus(AWAITING_CALL_STATUSES),
    })
  if (b.awaitingCustomer)
    rows.push({
      key: 'customer',
      label: t('awaitingCustomer'),
      value: count(b.awaitingCustomer),
      href: withStatus(AWAITING_CALL_STATUSES),
    })
  if (b.awaitingPayment)
    rows.push({
      key: 'payment',
      label: t('awaitingPayment'),
      value: sum(b.awaitingPayment.orders, b.awaitingPayment.total),
      href: withStatus(AWAITING_PAYMENT_STATUSES),
    })
  for (const r of b.refundsByHand)
    rows.push({
      key: `refund-${r.currency}`,
      label: t('refunds'),
      value: `${count(r.refunds)}${separator(i18n.language)}${paymentAmount(r.amount, r.currency)}`,
      href: orders,
    })
  for (const c of b.cashOwed)
    rows.push({
      key: `cash-${c.courier}`,
      label: t('cash', { courier: t(`couriers.${c.courier}`) }),
      value: t('parcels', { count: c.parcels, parcels: count(c.parcels), owed: money(c.owed) }),
      href: paths.adminTab('cash'),
    })
  if (b.parcels)
    rows.push({
      key: 'parcels',
      label: t('parcelsLabel'),
      value: t('parcelsValue', {
        refused: count(b.parcels.refused),
        returned: count(b.parcels.returned),
        still: count(b.parcels.stillRefused),
      }),
      href: withStatus(REFUSAL_STATUSES),
    })
  if (b.lowStock) {
    rows.push({
      key: 'low',
      label: t('lowStock', { level: count(b.lowStock.level) }),
      value: count(b.lowStock.total),
      href: paths.adminTab('products'),
    })
    // The few lowest: the bot's list names up to a hundred.
    for (const p of b.lowStock.listed.slice(0, 5))
      rows.push({
        key: `product-${String(p.id)}`,
        label: `#${String(p.id)} ${localized(i18n.language, p.name, p.nameAr)}`,
        value:
          p.daysCovered === null
            ? t('noSales', { stock: p.stock })
            : t('daysCovered', { stock: p.stock, count: p.daysCovered }),
        href: paths.adminProduct(p.id),
      })
  }
  if (b.failedMessages)
    rows.push({
      key: 'failed',
      label: t('failed'),
      value: count(b.failedMessages),
      href: paths.deliveries,
    })
  for (const m of b.searchMisses)
    rows.push({
      key: `search-${m.query}`,
      label: m.instead
        ? t('searchMissInstead', { query: m.query, instead: m.instead })
        : t('searchMiss', { query: m.query }),
      value: count(m.count),
      href: paths.adminTab('products'),
    })
  return (
    <section className="card admin-panel" aria-labelledby="today-title">
      <h3 id="today-title">{t('title')}</h3>
      {briefingEmpty(b) ? (
        <p className="muted">{t('nothing')}</p>
      ) : (
        <ul className="today-list">
          {rows.map((row) => (
            <li key={row.key}>
              <Link href={row.href}>{row.label}</Link>
              <span className="today-value">{row.value}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
