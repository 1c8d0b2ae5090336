// An order status as a coloured badge.
import type { OrderStatus } from '@domain/order-status'
import { adminStatusLabel } from './status-labels'

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-${status}`}>{adminStatusLabel(status)}</span>
}
