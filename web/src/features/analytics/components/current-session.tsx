// The dashboard's "current session": this browser's own storefront visit, its device and the
// pages it has seen so far (admin pages are not visits).
import { dateTime, shortId } from '@/components/admin/admin-format'
import { useCurrentSession } from '../api/visitor-stats'

export function CurrentSession() {
  const session = useCurrentSession()
  const s = session.data
  return (
    <section className="card admin-panel" aria-labelledby="current-session-title">
      <h3 id="current-session-title">Current Session</h3>
      {!s ? (
        <p className="muted">
          {session.isError
            ? 'This browser’s session is no longer on record.'
            : 'No storefront visit is going on in this browser. Open the shop to start one.'}
        </p>
      ) : (
        <>
          <p>
            Session <code>{shortId(s.id, 8)}</code> · started {dateTime(s.startedAt)} · {s.device} ·{' '}
            {s.browser}
          </p>
          <ol className="session-pages">
            {s.pageViews.map((v, i) => (
              <li key={i}>
                <code>{v.page}</code> <span className="muted small">{dateTime(v.at)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
