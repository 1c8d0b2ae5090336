// Data cleanup: delete all products, all orders or all non-admin users, or clear everything
// after the typed phrase DELETE EVERYTHING (then the page refreshes in 3 seconds).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CLEAR_PHRASE } from '@schemas/backup'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import type { StatusKind } from '@/components/admin/status-message'
import { useCleanup } from '../api/data-tools'
import { reloadAfter } from '../reload-page'

type Target = 'products' | 'orders' | 'users' | 'everything'

const RESET_RELOAD_MS = 3000

export function CleanupPanel({ show }: { show: (kind: StatusKind, text: string) => void }) {
  const { t } = useTranslation('admin-data', { keyPrefix: 'cleanup' })
  const cleanup = useCleanup()
  const [confirming, setConfirming] = useState<Target | null>(null)
  const [phrase, setPhrase] = useState('')

  async function run(target: Target) {
    setConfirming(null)
    try {
      await cleanup.mutateAsync(target)
      show('success', t(`${target}.success`))
      if (target === 'everything') reloadAfter(RESET_RELOAD_MS)
    } catch {
      show('error', t(`${target}.failure`))
    }
  }

  return (
    <div className="admin-columns">
      {(['products', 'orders', 'users'] as const).map((target) => (
        <section key={target} className="card admin-panel">
          <h3>{t(`${target}.label`)}</h3>
          <p className="muted">{t(`${target}.question`)}</p>
          <button
            type="button"
            className="btn btn-danger"
            disabled={cleanup.isPending}
            onClick={() => setConfirming(target)}
          >
            {t(`${target}.label`)}
          </button>
        </section>
      ))}
      <section className="card admin-panel danger-zone">
        <h3>{t('completeReset')}</h3>
        <p className="muted">{t('everything.question')}</p>
        <label className="field">
          {t('typeToConfirm', { phrase: CLEAR_PHRASE })}
          <input value={phrase} onChange={(e) => setPhrase(e.target.value)} autoComplete="off" />
        </label>
        <button
          type="button"
          className="btn btn-danger"
          disabled={phrase !== CLEAR_PHRASE || cleanup.isPending}
          onClick={() => setConfirming('everything')}
        >
          {t('everything.label')}
        </button>
      </section>
      {confirming && (
        <ConfirmDialog
          title={t(`${confirming}.label`)}
          message={t('confirm', { question: t(`${confirming}.question`) })}
          confirmLabel={t('delete')}
          onConfirm={() => void run(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  )
}
