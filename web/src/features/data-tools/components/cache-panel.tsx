// "Clear the shop's cache": a new catalogue version on the server, so no cached catalogue answer
// or ETag is used again (needed after a D1 point-in-time restore, see docs/operations.md).
import { useTranslation } from 'react-i18next'
import type { StatusKind } from '@/components/admin/status-message'
import { useClearCache } from '../api/data-tools'

export function CachePanel({ show }: { show: (kind: StatusKind, text: string) => void }) {
  const { t } = useTranslation('admin')
  const clear = useClearCache()

  async function run() {
    try {
      await clear.mutateAsync()
      show('success', t('cache.cleared'))
    } catch {
      show('error', t('cache.failed'))
    }
  }

  return (
    <section className="card admin-panel">
      <h3>{t('cache.title')}</h3>
      <p className="muted">{t('cache.explain')}</p>
      <button
        type="button"
        className="btn btn-outline"
        disabled={clear.isPending}
        onClick={() => void run()}
      >
        {t('cache.clear')}
      </button>
    </section>
  )
}
