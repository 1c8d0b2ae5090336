// The dashboard's "current session": this browser's own storefront visit, its device and the
// pages it has seen so far (admin pages are not visits).
import { useTranslation } from 'react-i18next'
import { clock, dateTime, shortSessionId } from '@/components/admin/admin-format'
import { separator } from '@/lib/format'
import { useCurrentSession } from '../api/visitor-stats'

export function CurrentSession() {
  const { t } = useTranslation('admin-analytics', { keyPrefix: 'current' })
  const { t: ta, i18n } = useTranslation('admin-analytics')
  const between = separator(i18n.language)
  const session = useCurrentSession()
  const s = session.data
  return (
    <section className="card admin-panel" aria-labelledby="current-session-title">
      <h3 id="current-session-title">{t('title')}</h3>
      {!s ? (
        <p className="muted">{session.isError ? t('gone') : t('none')}</p>
      ) : (
        <>
          <p>
            {t('session')} <code>{shortSessionId(s.id)}</code>
            {between}
            {t('started', { time: dateTime(s.startedAt) })}
            {between}
            {ta(`device.${s.device}`, { defaultValue: s.device })}
            {between}
            <bdi>{s.browser}</bdi>
          </p>
          <ol className="session-pages">
            {s.pageViews.map((v, i) => (
              <li key={i}>
                <code>{v.page}</code> <span className="muted small">{clock(v.at)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
