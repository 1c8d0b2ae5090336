// Success, error and info messages of the dashboard; each clears itself after 5 seconds.
import { useCallback, useEffect, useState } from 'react'

export type StatusKind = 'success' | 'error' | 'info'
export interface Status {
  kind: StatusKind
  text: string
}

export const STATUS_CLEAR_MS = 5000

export function useStatus() {
  const [status, setStatus] = useState<Status | null>(null)
  useEffect(() => {
    if (!status) return
    const timer = setTimeout(() => setStatus(null), STATUS_CLEAR_MS)
    return () => clearTimeout(timer)
  }, [status])
  const show = useCallback((kind: StatusKind, text: string) => setStatus({ kind, text }), [])
  return { status, show }
}

export function StatusMessage({ status }: { status: Status | null }) {
  return (
    <div aria-live="polite" className="admin-status-slot">
      {status && (
        <p
          className={`admin-status ${status.kind}`}
          role={status.kind === 'error' ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      )}
    </div>
  )
}
