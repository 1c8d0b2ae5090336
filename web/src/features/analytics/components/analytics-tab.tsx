// The dashboard's Analytics tab: visitor totals, top pages and products, device and browser
// shares, visitors by Baghdad hour and by day, this browser's current session and the latest ones.
import { useTranslation } from 'react-i18next'
import { clock, count, dateTime, shortSessionId } from '@/components/admin/admin-format'
import { BarList, ColumnChart } from '@/components/admin/bar-chart'
import { ScrollRegion } from '@/components/admin/scroll-region'
import { PhoneLabel } from '@/components/admin/phone-label'
import { Stat } from '@/components/admin/stat'
import { TabLoading } from '@/components/admin/tab-loading'
import { localized } from '@/lib/text'
import { useVisitorSummary } from '../api/visitor-stats'
import { CurrentSession } from './current-session'
import './analytics-tab.css'

const TOP = 5

export function AnalyticsTab() {
  const { t, i18n } = useTranslation('admin-analytics')
  const summary = useVisitorSummary()
  if (!summary.data) return <TabLoading queries={[summary]} what={t('loading')} />
  const s = summary.data
  const device = (name: string) => t(`device.${name}`, { defaultValue: name })
  const percent = (n: number) => t('percent', { n })
  return (
    <div className="admin-stack">
      <p className="muted small">
        {t('refreshes', { time: clock(new Date(summary.dataUpdatedAt).toISOString()) })}
      </p>
      <div className="stat-grid">
        <Stat label={t('totalVisitors')} value={count(s.totalVisitors)} />
        <Stat label={t('uniqueVisitors')} value={count(s.uniqueVisitors)} />
        <Stat label={t('pageViews')} value={count(s.pageViews)} />
        <Stat label={t('avgSession')} value={t('minutes', { n: s.averageSessionDuration })} />
        <Stat label={t('bounceRate')} value={percent(s.bounceRate)} />
      </div>
      <div className="admin-columns">
        <section className="card admin-panel">
          <h3>{t('topPages')}</h3>
          <BarList
            bars={s.topPages.slice(0, TOP).map((p) => ({
              label: p.page,
              value: p.views,
              display: count(p.views),
            }))}
          />
        </section>
        <section className="card admin-panel">
          <h3>{t('topProducts')}</h3>
          <BarList
            bars={s.topProducts.slice(0, TOP).map((p) => ({
              label: localized(i18n.language, p.productName, p.productNameAr),
              value: p.views,
              display: count(p.views),
            }))}
          />
        </section>
        <section className="card admin-panel">
          <h3>{t('devices')}</h3>
          <BarList
            capitalize
            bars={s.deviceBreakdown.map((d) => ({
              label: device(d.name),
              value: d.percentage,
              display: percent(d.percentage),
            }))}
          />
        </section>
        <section className="card admin-panel">
          <h3>{t('browsers')}</h3>
          <BarList
            bars={s.browserBreakdown.map((b) => ({
              label: b.name,
              value: b.percentage,
              display: percent(b.percentage),
            }))}
          />
        </section>
      </div>
      <section className="card admin-panel">
        <h3>{t('byHour')}</h3>
        <ColumnChart
          label={t('byHourLabel')}
          columns={s.visitorsByHour.map((value, hour) => ({
            label: count(hour).padStart(2, count(0)),
            value,
          }))}
        />
      </section>
      <section className="card admin-panel">
        <h3>{t('byDay')}</h3>
        <ColumnChart
          label={t('byDayLabel')}
          columns={s.visitorsByDay.map((d) => ({
            label: `${count(Number(d.date.slice(8, 10)))}/${count(Number(d.date.slice(5, 7)))}`,
            value: d.visitors,
          }))}
        />
      </section>
      <CurrentSession />
      <section className="card admin-panel">
        <h3>{t('recentSessions')}</h3>
        <ScrollRegion label={t('recentSessions')}>
          <table className="admin-table compact phone-cards flowing sessions-cards">
            <thead>
              <tr>
                <th>{t('col.session')}</th>
                <th>{t('col.started')}</th>
                <th>{t('col.device')}</th>
                <th>{t('col.browser')}</th>
                <th>{t('col.pages')}</th>
              </tr>
            </thead>
            <tbody>
              {s.recentSessions.map((r) => (
                <tr key={r.id}>
                  <td>
                    <code>{shortSessionId(r.id)}</code>
                  </td>
                  <td>{dateTime(r.startedAt)}</td>
                  <td>{device(r.device)}</td>
                  <td>{r.browser}</td>
                  <td>
                    <PhoneLabel>{t('col.pages')}</PhoneLabel>
                    {count(r.pageViews)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {s.recentSessions.length === 0 && <p className="muted empty">{t('noVisits')}</p>}
        </ScrollRegion>
      </section>
    </div>
  )
}
