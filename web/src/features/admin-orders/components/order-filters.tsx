// The order filters: status, date range (Baghdad calendar days) and customer text or order id.
import { ORDER_STATUSES } from '@domain/order-status'
import { ADMIN_STATUS_LABELS } from '@/components/admin/status-labels'
import type { OrderFilter } from '@/lib/queries/admin-orders'

export function OrderFilters({
  filter,
  onChange,
}: {
  filter: OrderFilter
  onChange: (filter: OrderFilter) => void
}) {
  const set = (key: keyof OrderFilter) => (e: { target: { value: string } }) =>
    onChange({ ...filter, [key]: e.target.value })
  return (
    <div className="card admin-filters">
      <label className="field">
        Status
        <select aria-label="Status" value={filter.status ?? ''} onChange={set('status')}>
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ADMIN_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        From
        <input type="date" value={filter.dateFrom ?? ''} onChange={set('dateFrom')} />
      </label>
      <label className="field">
        To
        <input type="date" value={filter.dateTo ?? ''} onChange={set('dateTo')} />
      </label>
      <label className="field">
        Customer
        <input
          type="search"
          placeholder="Name, email or order id"
          value={filter.customer ?? ''}
          onChange={set('customer')}
        />
      </label>
      <button type="button" className="btn btn-plain" onClick={() => onChange({})}>
        Clear filters
      </button>
    </div>
  )
}
