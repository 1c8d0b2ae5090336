// An order status as a coloured badge.
import { adminStatusLabel } from './status-labels'

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-${status}`}>{adminStatusLabel(status)}</span>
}
