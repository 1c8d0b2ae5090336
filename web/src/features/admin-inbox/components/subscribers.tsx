// Newsletter subscribers, searched by e-mail a page at a time, with CSV and JSON export of all.
import { errorText } from '@/components/admin/admin-format'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadSubscribers, inboxQueries } from '../api/inbox'
import { PagedPanel } from './paged-panel'
import { when } from './when'

export function Subscribers() {
  const { t } = useTranslation('admin-inbox', { keyPrefix: 'subscribers' })
  const [exportError, setExportError] = useState<string | null>(null)
  const exportAs = (format: 'csv' | 'json') => {
    setExportError(null)
    downloadSubscribers(format).catch((error: unknown) => setExportError(errorText(error)))
  }
  return (
    <div className="inbox-subscribers">
      <PagedPanel
        pages={inboxQueries.subscribers}
        noun="subscribers"
        searchLabel={t('search')}
        empty={t('empty')}
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={() => exportAs('csv')}>
              {t('exportCsv')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => exportAs('json')}>
              {t('exportJson')}
            </button>
          </>
        }
      >
        {(subscribers) => (
          <table className="inbox-table">
            <thead>
              <tr>
                <th>{t('email')}</th>
                <th>{t('language')}</th>
                <th>{t('subscribed')}</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.email}>
                  <td>{s.email}</td>
                  <td>{s.language === 'ar' ? t('arabic') : t('english')}</td>
                  <td>{when(s.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedPanel>
      {exportError && <p className="error-box">{exportError}</p>}
    </div>
  )
}
