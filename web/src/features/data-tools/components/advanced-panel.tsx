// Advanced tools: an export with metadata and the data statistics (about 0.8 KB per record).
import { useTranslation } from 'react-i18next'
import { count } from '@/components/admin/admin-format'
import type { StatusKind } from '@/components/admin/status-message'
import { Stat } from '@/components/admin/stat'
import { exportUrls, useDataStats } from '../api/data-tools'
import { downloadFrom } from '../backup-file'

export function AdvancedPanel({ show }: { show: (kind: StatusKind, text: string) => void }) {
  const { t } = useTranslation('admin-data', { keyPrefix: 'advanced' })
  const { t: tAdmin } = useTranslation('admin')
  const stats = useDataStats()

  function onExport() {
    downloadFrom(exportUrls.advanced)
    show('success', t('exported'))
  }

  async function onRefresh() {
    const result = await stats.refetch()
    if (result.isSuccess) show('info', t('refreshed'))
  }

  const s = stats.data
  return (
    <div className="admin-stack">
      <section className="card admin-panel">
        <h3>{t('exportTitle')}</h3>
        <p className="muted">{t('exportText')}</p>
        <button type="button" className="btn btn-primary" onClick={onExport}>
          {t('exportTitle')}
        </button>
      </section>
      <section className="card admin-panel">
        <div className="panel-head">
          <h3>{t('statsTitle')}</h3>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={stats.isFetching}
            onClick={() => void onRefresh()}
          >
            {t('refresh')}
          </button>
        </div>
        {s && (
          <div className="stat-grid">
            <Stat label={t('products')} value={count(s.products)} />
            <Stat label={t('users')} value={count(s.users)} />
            <Stat label={t('orders')} value={count(s.orders)} />
            <Stat label={t('reviews')} value={count(s.reviews)} />
            <Stat label={t('sessions')} value={count(s.visitorSessions)} />
            <Stat label={t('pageViews')} value={count(s.pageViews)} />
            <Stat label={t('totalRecords')} value={count(s.totalRecords)} />
            <Stat
              label={t('estimatedSize')}
              value={tAdmin('units.kb', { size: count(s.estimatedSizeKb) })}
            />
          </div>
        )}
      </section>
    </div>
  )
}
