// The dashboard's Analytics tab: visitor totals, top pages and products, device and browser
// shares, visitors by Baghdad hour and by day, this browser's current session and the latest ones.
import { dateTime, shortId } from '@/components/admin/admin-format'
import { BarList, ColumnChart } from '@/components/admin/bar-chart'
import { ScrollRegion } from '@/components/admin/scroll-region'
import { Stat } from '@/components/admin/stat'
import { TabLoading } from '@/components/admin/tab-loading'
import { useVisitorSummary } from '../api/visitor-stats'
import { CurrentSession } from './current-session'

const TOP = 5

export function AnalyticsTab() {
  const summary = useVisitorSummary()
  if (!summary.data) return <TabLoading queries={[summary]} what="analytics" />
  const s = summary.data
  return (
    <div className="admin-stack">
      <p className="muted small">
        Refreshes every 5 minutes · last updated{' '}
        {new Date(summary.dataUpdatedAt).toLocaleTimeString('en-GB')}
      </p>
      <div className="stat-grid">
        <Stat label="Total Visitors" value={s.totalVisitors} />
        <Stat label="Unique Visitors" value={s.uniqueVisitors} />
        <Stat label="Page Views" value={s.pageViews} />
        <Stat label="Avg. Session" value={`${s.averageSessionDuration} min`} />
        <Stat label="Bounce Rate" value={`${s.bounceRate}%`} />
      </div>
      <div className="admin-columns">
        <section className="card admin-panel">
          <h3>Top Pages</h3>
          <BarList
            bars={s.topPages.slice(0, TOP).map((p) => ({ label: p.page, value: p.views }))}
          />
        </section>
        <section className="card admin-panel">
          <h3>Top Products</h3>
          <BarList
            bars={s.topProducts
              .slice(0, TOP)
              .map((p) => ({ label: p.productName, value: p.views }))}
          />
        </section>
        <section className="card admin-panel">
          <h3>Devices</h3>
          <BarList
            capitalize
            bars={s.deviceBreakdown.map((d) => ({
              label: d.name,
              value: d.percentage,
              display: `${d.percentage}%`,
            }))}
          />
        </section>
        <section className="card admin-panel">
          <h3>Browsers</h3>
          <BarList
            bars={s.browserBreakdown.map((b) => ({
              label: b.name,
              value: b.percentage,
              display: `${b.percentage}%`,
            }))}
          />
        </section>
      </div>
      <section className="card admin-panel">
        <h3>Visitors by Hour (Baghdad time)</h3>
        <ColumnChart
          label="Visitors by hour"
          columns={s.visitorsByHour.map((value, hour) => ({
            label: String(hour).padStart(2, '0'),
            value,
          }))}
        />
      </section>
      <section className="card admin-panel">
        <h3>Visitors by Day (last 30 days)</h3>
        <ColumnChart
          label="Visitors by day"
          columns={s.visitorsByDay.map((d) => ({ label: d.date.slice(5), value: d.visitors }))}
        />
      </section>
      <CurrentSession />
      <section className="card admin-panel">
        <h3>Recent Sessions</h3>
        <ScrollRegion label="Recent Sessions">
          <table className="admin-table compact">
            <thead>
              <tr>
                <th>Session</th>
                <th>Started</th>
                <th>Device</th>
                <th>Browser</th>
                <th>Pages</th>
              </tr>
            </thead>
            <tbody>
              {s.recentSessions.map((r) => (
                <tr key={r.id}>
                  <td>
                    <code>{shortId(r.id, 8)}</code>
                  </td>
                  <td>{dateTime(r.startedAt)}</td>
                  <td>{r.device}</td>
                  <td>{r.browser}</td>
                  <td>{r.pageViews}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {s.recentSessions.length === 0 && <p className="muted empty">No visits recorded yet.</p>}
        </ScrollRegion>
      </section>
    </div>
  )
}
