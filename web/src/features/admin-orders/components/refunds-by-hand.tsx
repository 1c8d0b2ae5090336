// Above the orders: the refunds a payment provider refused (FIB after its 7 days, say) or never
// answered, which the owner gives back themselves. Each with its order, customer, phone, amount,
// provider and why, since when, and "Mark as refunded" (after a confirmation) once the money went
// back; hidden while there is none.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { orderNumber } from '@domain/order-number'
import { dateTime, errorText, paymentAmount } from '@/components/admin/admin-format'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { useMarkRefundMade, useRefundsByHand } from '../api/refunds'
import { RefundWhy } from './refund-why'
import { CallLink } from '@/components/ui/call-link'

type Refund = NonNullable<ReturnType<typeof useRefundsByHand>['data']>[number]

export function RefundsByHand() {
  const { t } = useTranslation('admin-orders', { keyPrefix: 'refunds' })
  const { t: tp } = useTranslation('admin', { keyPrefix: 'payments' })
  const refunds = useRefundsByHand()
  const markMade = useMarkRefundMade()
  const { status, show } = useStatus()
  const [marking, setMarking] = useState<Refund | null>(null)

  // A list that once loaded stays shown while a later refresh fails.
  if (!refunds.data)
    return refunds.isError ? (
      <p className="error-text" role="alert">
        {t('failed')}
      </p>
    ) : null
  const rows = refunds.data
  // Hidden while there is nothing to give back, except to tell how the last one went.
  if (rows.length === 0 && !status) return null

  async function confirmMade() {
    if (!marking) return
    const refund = marking
    setMarking(null)
    try {
      await markMade.mutateAsync({ id: refund.id, orderId: refund.orderId })
      show('success', t('marked', { id: orderNumber(refund.orderId) }))
    } catch (e) {
      show('error', t('markFailed', { error: errorText(e) }))
    }
  }

  return (
    <section className="card admin-panel danger-zone" aria-labelledby="refunds-by-hand-title">
      <h3 id="refunds-by-hand-title">{t('title', { count: rows.length })}</h3>
      <p className="muted">{t('intro')}</p>
      <StatusMessage status={status} />
      {rows.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <ul className="refunds-by-hand">
          {rows.map((r) => (
            <li key={r.id}>
              {/* One list of facts per refund rather than a table: it fits a phone's width. */}
              <dl className="payment-facts">
                <dt>{t('order')}</dt>
                <dd>
                  #{orderNumber(r.orderId)}{' '}
                  <span className="muted">({t(`reasons.${r.reason}`)})</span>
                </dd>
                <dt>{t('customer')}</dt>
                <dd dir="auto">{r.customer}</dd>
                <dt>{t('phone')}</dt>
                <dd>{r.phone ? <CallLink phone={r.phone} /> : '—'}</dd>
                <dt>{t('amount')}</dt>
                <dd>{paymentAmount(r.amount, r.currency)}</dd>
                <dt>{t('provider')}</dt>
                <dd>
                  {tp(`providers.${r.provider}`, { defaultValue: r.provider })}
                  {r.providerRef && (
                    <>
                      {' '}
                      <code dir="ltr">{r.providerRef}</code>
                    </>
                  )}
                </dd>
                <dt>{t('why')}</dt>
                <dd>
                  <RefundWhy detail={r.detail} />
                </dd>
                <dt>{t('since')}</dt>
                <dd>
                  <time dateTime={r.since}>{dateTime(r.since)}</time>
                </dd>
              </dl>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={markMade.isPending}
                aria-label={t('markOrder', { id: orderNumber(r.orderId) })}
                onClick={() => setMarking(r)}
              >
                {t('mark')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {marking && (
        <ConfirmDialog
          title={t('confirm.title')}
          message={t('confirm.message', {
            amount: paymentAmount(marking.amount, marking.currency),
            customer: marking.customer,
            id: orderNumber(marking.orderId),
          })}
          confirmLabel={t('mark')}
          busy={markMade.isPending}
          onConfirm={() => void confirmMade()}
          onCancel={() => setMarking(null)}
        />
      )}
    </section>
  )
}
