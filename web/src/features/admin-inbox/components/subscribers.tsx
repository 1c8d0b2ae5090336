// Newsletter subscribers with CSV and JSON export.
import { errorText } from '@/components/admin/admin-format'
import { useState } from 'react'
import { downloadSubscribers, useSubscribers } from '../api/inbox'
import { when } from './when'

export function Subscribers() {
  const subscribers = useSubscribers()
  const [exportError, setExportError] = useState<string | null>(null)
  const exportAs = (format: 'csv' | 'json') => {
    setExportError(null)
    downloadSubscribers(format).catch((error: unknown) => setExportError(errorText(error)))
  }
  if (subscribers.isPending) return <p className="muted">Loading subscribers…</p>
  if (subscribers.isError) return <p className="error-box">{errorText(subscribers.error)}</p>
  return (
    <div className="inbox-subscribers">
      <div className="inbox-toolbar">
        <span>
          {subscribers.data.length} subscriber{subscribers.data.length === 1 ? '' : 's'}
        </span>
        <button type="button" className="btn btn-outline" onClick={() => exportAs('csv')}>
          Export CSV
        </button>
        <button type="button" className="btn btn-outline" onClick={() => exportAs('json')}>
          Export JSON
        </button>
      </div>
      {exportError && <p className="error-box">{exportError}</p>}
      <table className="inbox-table">
        <thead>
          <tr>
            <th>E-mail</th>
            <th>Language</th>
            <th>Subscribed</th>
          </tr>
        </thead>
        <tbody>
          {subscribers.data.map((s) => (
            <tr key={s.email}>
              <td>{s.email}</td>
              <td>{s.language === 'ar' ? 'Arabic' : 'English'}</td>
              <td>{when(s.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
