// Shoppers waiting for sold-out products (back-in-stock requests), the most wanted first: what to
// restock. Each is written to once when the product's stock goes above zero.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { count, date } from '@/components/admin/admin-format'
import { api, unwrap } from '@/lib/api-client'
import { productQueries } from '@/lib/queries/products'

/** Under the products' key: saving a product (a restock) refreshes it. */
const demandQuery = () =>
  queryOptions({
    queryKey: [...productQueries.all(), 'waiting-demand'] as const,
    queryFn: () => unwrap(api['stock-alerts'].demand.$get()),
  })

export function WaitingDemand() {
  const { t } = useTranslation('admin-products', { keyPrefix: 'waiting' })
  const demand = useQuery(demandQuery())
  if (!demand.data || demand.data.length === 0) return null
  return (
    <section className="card admin-panel" aria-labelledby="waiting-demand-title">
      <h3 id="waiting-demand-title">{t('title')}</h3>
      <table className="admin-table compact">
        <thead>
          <tr>
            <th>{t('product')}</th>
            <th>{t('stock')}</th>
            <th>{t('waiting')}</th>
            <th>{t('since')}</th>
          </tr>
        </thead>
        <tbody>
          {demand.data.map((row) => (
            <tr key={row.productId}>
              <td>
                {row.name} <span className="muted">#{row.productId}</span>
              </td>
              <td>{count(row.stock)}</td>
              <td>
                <strong>{count(row.waiting)}</strong>
              </td>
              <td>{row.since ? date(row.since) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
