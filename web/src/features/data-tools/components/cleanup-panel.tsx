// Data cleanup: delete all products, all orders or all non-admin users, or clear everything
// after the typed phrase DELETE EVERYTHING (then the page refreshes in 3 seconds).
import { useState } from 'react'
import { CLEAR_PHRASE } from '@schemas/backup'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import type { StatusKind } from '@/components/admin/status-message'
import { useCleanup } from '../api/data-tools'
import { reloadAfter } from '../reload-page'

type Target = 'products' | 'orders' | 'users' | 'everything'

const ACTIONS: Record<
  Target,
  { label: string; question: string; success: string; failure: string }
> = {
  products: {
    label: 'Delete All Products',
    question: 'Delete every product? Their reviews go with them.',
    success: 'All products deleted successfully.',
    failure: 'Failed to delete products.',
  },
  orders: {
    label: 'Delete All Orders',
    question: 'Delete every order?',
    success: 'All orders deleted successfully.',
    failure: 'Failed to delete orders.',
  },
  users: {
    label: 'Delete All Customers',
    question: 'Delete every non-admin user? Admin accounts are kept.',
    success: 'All non-admin users deleted successfully.',
    failure: 'Failed to delete users.',
  },
  everything: {
    label: 'Clear Everything',
    question:
      'Delete all products, orders, reviews, customers and visitor statistics? Admin accounts are kept.',
    success: 'All data cleared successfully! Page will refresh in 3 seconds.',
    failure: 'Failed to clear data.',
  },
}

const RESET_RELOAD_MS = 3000

export function CleanupPanel({ show }: { show: (kind: StatusKind, text: string) => void }) {
  const cleanup = useCleanup()
  const [confirming, setConfirming] = useState<Target | null>(null)
  const [phrase, setPhrase] = useState('')

  async function run(target: Target) {
    setConfirming(null)
    try {
      await cleanup.mutateAsync(target)
      show('success', ACTIONS[target].success)
      if (target === 'everything') reloadAfter(RESET_RELOAD_MS)
    } catch {
      show('error', ACTIONS[target].failure)
    }
  }

  return (
    <div className="admin-columns">
      {(['products', 'orders', 'users'] as const).map((target) => (
        <section key={target} className="card admin-panel">
          <h3>{ACTIONS[target].label}</h3>
          <p className="muted">{ACTIONS[target].question}</p>
          <button
            type="button"
            className="btn btn-danger"
            disabled={cleanup.isPending}
            onClick={() => setConfirming(target)}
          >
            {ACTIONS[target].label}
          </button>
        </section>
      ))}
      <section className="card admin-panel danger-zone">
        <h3>Complete Reset</h3>
        <p className="muted">{ACTIONS.everything.question}</p>
        <label className="field">
          Type {CLEAR_PHRASE} to confirm
          <input value={phrase} onChange={(e) => setPhrase(e.target.value)} autoComplete="off" />
        </label>
        <button
          type="button"
          className="btn btn-danger"
          disabled={phrase !== CLEAR_PHRASE || cleanup.isPending}
          onClick={() => setConfirming('everything')}
        >
          Clear Everything
        </button>
      </section>
      {confirming && (
        <ConfirmDialog
          title={ACTIONS[confirming].label}
          message={`${ACTIONS[confirming].question} This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={() => void run(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  )
}
