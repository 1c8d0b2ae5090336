// An online order's payments in the dashboard: for each, the method, the provider and its
// reference, the amount and its state; then every payment event, oldest first (created, paid,
// declined, expired, a late payment revived or refunded, refunds, rejected notifications); then
// each refund with its state (requested, sent, retrying, done, to make by hand, made by hand) and
// why it is left to the owner.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { dateTime, paymentAmount } from '@/components/admin/admin-format'
import { adminOrderQueries } from '@/lib/queries/admin-orders'
import { RefundWhy } from './refund-why'

export function PaymentPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin', { keyPrefix: 'payments' })
  const panel = useQuery(adminOrderQueries.payments(orderId))
  if (panel.isPending) return <p className="muted">{t('panel.loading')}</p>
  if (!panel.data) return <p className="error-text">{t('panel.failed')}</p>
  const { payments, events, refunds } = panel.data
  if (payments.length === 0) return <p className="muted">{t('panel.none')}</p>
  return (
    <div className="payment-panel" aria-label={t('panel.label')}>
      {/* One list of facts per payment rather than a table: it fits a phone's width. */}
      {payments.map((p) => (
        <dl key={p.id} className="payment-facts">
          <dt>{t('panel.method')}</dt>
          <dd>
            {/* "Card through Qi Card", but FIB and ZainCash are their own providers. */}
            {p.method === p.provider
              ? t(`methods.${p.method}`)
              : t('panel.through', {
                  method: t(`methods.${p.method}`),
                  provider: t(`providers.${p.provider}`),
                })}
          </dd>
          <dt>{t('panel.reference')}</dt>
          <dd>
            <code dir="ltr">{p.providerRef}</code>
          </dd>
          <dt>{t('panel.amount')}</dt>
          <dd>{paymentAmount(p.amount, p.currency)}</dd>
          <dt>{t('panel.state')}</dt>
          <dd className={`payment-state-${p.state}`}>{t(`states.${p.state}`)}</dd>
        </dl>
      ))}
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
      {refunds.length > 0 && (
        <ul className="order-timeline" aria-label={t('panel.refundsLabel')}>
          {refunds.map((r) => (
            <li key={r.id}>
              <time dateTime={r.at}>{dateTime(r.at)}</time>
              <span>
                {t('panel.refund', { amount: paymentAmount(r.amount, r.currency) })}:{' '}
                <span className={`refund-state-${r.state}`}>{t(`refundStates.${r.state}`)}</span>
              </span>
              {r.detail && (
                <span className="muted refund-why">
                  <RefundWhy detail={r.detail} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
