// The order filters: status, date range (Baghdad calendar days) and customer text or order id.
import { useTranslation } from 'react-i18next'
import { ORDER_STATUSES } from '@domain/order-status'
import { adminStatusLabel } from '@/components/admin/status-labels'
import type { OrderFilter } from '@/lib/queries/admin-orders'
import { withDay } from '../date-range'

export function OrderFilters({
  filter,
  onChange,
}: {
  filter: OrderFilter
  onChange: (filter: OrderFilter) => void
}) {
  const { t } = useTranslation('admin-orders', { keyPrefix: 'filters' })
  const set = (key: keyof OrderFilter) => (e: { target: { value: string } }) =>
    onChange({ ...filter, [key]: e.target.value })
  const setDay = (key: 'dateFrom' | 'dateTo') => (e: { target: { value: string } }) =>
    onChange(withDay(filter, key, e.target.value))
  return (
    <div className="card admin-filters">
      <label className="field">
        {t('status')}
        <select value={filter.status ?? ''} onChange={set('status')}>
          <option value="">{t('allStatuses')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {adminStatusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t('from')}
        <input
          type="date"
          value={filter.dateFrom ?? ''}
          max={filter.dateTo || undefined}
          onChange={setDay('dateFrom')}
        />
      </label>
      <label className="field">
        {t('to')}
        <input
          type="date"
          value={filter.dateTo ?? ''}
          min={filter.dateFrom || undefined}
          onChange={setDay('dateTo')}
        />
      </label>
      <label className="field">
        {t('customer')}
        <input
          type="search"
          placeholder={t('customerPlaceholder')}
          value={filter.customer ?? ''}
          onChange={set('customer')}
        />
      </label>
      <button type="button" className="btn btn-plain" onClick={() => onChange({})}>
        {t('clear')}
      </button>
    </div>
  )
}
