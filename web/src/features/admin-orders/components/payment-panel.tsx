// An online order's payments in the dashboard: for each, the method, the provider and its
// reference, the amount and its state; then every payment event, oldest first (created, paid,
// declined, expired, a late payment revived or refunded, refunds, rejected notifications).
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { dateTime, paymentAmount } from '@/components/admin/admin-format'
import { adminOrderQueries } from '@/lib/queries/admin-orders'

export function PaymentPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin-payments')
  const panel = useQuery(adminOrderQueries.payments(orderId))
  if (panel.isPending) return <p className="muted">{t('panel.loading')}</p>
  if (!panel.data) return <p className="error-text">{t('panel.failed')}</p>
  const { payments, events } = panel.data
  if (payments.length === 0) return <p className="muted">{t('panel.none')}</p>
  return (
    <div className="payment-panel" aria-label={t('panel.label')}>
      <div className="table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th>{t('panel.method')}</th>
              <th>{t('panel.reference')}</th>
              <th>{t('panel.amount')}</th>
              <th>{t('panel.state')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id}>
                <td>
                  {t('panel.through', {
                    method: t(`methods.${p.method}`),
                    provider: t(`providers.${p.provider}`),
                  })}
                </td>
                <td>
                  <code dir="ltr">{p.providerRef}</code>
                </td>
                <td>{paymentAmount(p.amount, p.currency)}</td>
                <td className={`payment-state-${p.state}`}>{t(`states.${p.state}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="order-timeline" aria-label={t('panel.eventsLabel')}>
        {events.map((e, i) => (
          <li key={i}>
            <time dateTime={e.at}>{dateTime(e.at)}</time>
            <span>{t(`events.${e.kind}`)}</span>
            {e.detail && (
              <span className="muted" dir="auto">
                {e.detail}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
