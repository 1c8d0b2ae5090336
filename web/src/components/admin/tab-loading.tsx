// What a dashboard tab shows before its data is there: a spinner while it loads, or, when a load
// failed (an expired session, the server down), what went wrong with Try Again instead of a
// spinner that never ends. The failure is logged too (back-office §8).
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { UseQueryResult } from '@tanstack/react-query'
import { Spinner } from '@/components/ui/loading-overlay'
import { errorText } from './admin-format'

type Loading = Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>

/** `what`: the thing loading, in the admin's language ("the overview"). */
export function TabLoading({ queries, what }: { queries: Loading[]; what: string }) {
  const { t } = useTranslation('admin')
  const failed = queries.find((q) => q.isError)
  const error = failed?.error
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error)
  }, [error, what])
  if (!failed) return <Spinner />
  return (
    <div className="admin-status error admin-load-failed" role="alert">
      <span>{t('common.failedToLoad', { what, error: errorText(error) })}</span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => queries.forEach((q) => q.isError && void q.refetch())}
      >
        {t('common.tryAgain')}
      </button>
    </div>
  )
}
