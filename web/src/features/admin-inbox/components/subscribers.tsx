// Newsletter subscribers, searched by e-mail a page at a time, with CSV and JSON export of all.
import { errorText } from '@/components/admin/admin-format'
import { useState } from 'react'
import { downloadSubscribers, inboxQueries } from '../api/inbox'
import { PagedPanel } from './paged-panel'
import { when } from './when'

export function Subscribers() {
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
        searchLabel="Search by email"
        empty="No subscribers."
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={() => exportAs('csv')}>
              Export CSV
            </button>
            <button type="button" className="btn btn-outline" onClick={() => exportAs('json')}>
              Export JSON
            </button>
          </>
        }
      >
        {(subscribers) => (
          <table className="inbox-table">
            <thead>
              <tr>
                <th>E-mail</th>
                <th>Language</th>
                <th>Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.email}>
                  <td>{s.email}</td>
                  <td>{s.language === 'ar' ? 'Arabic' : 'English'}</td>
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
