// Advanced tools: an export with metadata and the data statistics (about 0.8 KB per record).
import type { StatusKind } from '@/components/admin/status-message'
import { Stat } from '@/components/admin/stat'
import { exportAdvanced, useDataStats } from '../api/data-tools'
import { ADVANCED_FILE_PREFIX, backupFileName, downloadJson } from '../backup-file'

export function AdvancedPanel({ show }: { show: (kind: StatusKind, text: string) => void }) {
  const stats = useDataStats()

  async function onExport() {
    try {
      downloadJson(await exportAdvanced(), backupFileName(new Date(), ADVANCED_FILE_PREFIX))
      show('success', 'Data exported successfully! Check your downloads folder.')
    } catch {
      show('error', 'Failed to create advanced backup.')
    }
  }

  async function onRefresh() {
    const result = await stats.refetch()
    if (result.isSuccess) show('info', 'Data statistics refreshed.')
  }

  const s = stats.data
  return (
    <div className="admin-stack">
      <section className="card admin-panel">
        <h3>Export with Metadata</h3>
        <p className="muted">
          The backup file plus who exported it, the browser, the page address, its size and the
          export type.
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void onExport()}>
          Export with Metadata
        </button>
      </section>
      <section className="card admin-panel">
        <div className="panel-head">
          <h3>Data Statistics</h3>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={stats.isFetching}
            onClick={() => void onRefresh()}
          >
            Refresh Statistics
          </button>
        </div>
        {s && (
          <div className="stat-grid">
            <Stat label="Products" value={s.products} />
            <Stat label="Users" value={s.users} />
            <Stat label="Orders" value={s.orders} />
            <Stat label="Reviews" value={s.reviews} />
            <Stat label="Visitor Sessions" value={s.visitorSessions} />
            <Stat label="Page Views" value={s.pageViews} />
            <Stat label="Total Records" value={s.totalRecords} />
            <Stat label="Estimated Size" value={`${s.estimatedSizeKb} KB`} />
          </div>
        )}
      </section>
    </div>
  )
}
