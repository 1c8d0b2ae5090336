// /pay/<token>: an online order's payment, reached from checkout, My Orders and the tracking page.
// FIB: the QR code, the readable code and the app links (on a phone the link opens the FIB app);
// a card: the button to Qi Card's secure page, which sends the shopper back here. Coming back, the
// page asks the server, which asks the provider: the order is paid only when the provider says so.
// Declined or out of time, the shopper tries again or pays cash on delivery instead.
import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearch } from 'wouter'
import { formatIqd } from '@domain/money-format'
import { moneyReceived } from '@domain/payments'
import {
  CANCELLED_STATUS,
  CONFIRMED_STATUS,
  initialOrderStatus,
  mayMove,
  ORDER_STATUS_RULES,
} from '@domain/order-status'
import { paths } from '@/config/paths'
import { Spinner } from '@/components/ui/loading-overlay'
import { ApiError } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-messages'
import { formatNumber } from '@/lib/format'
import {
  type PaymentPageData,
  paymentQueries,
  sendZainCashReturn,
  usePaymentAction,
} from './api/payment'
import './payment.css'

export default function PaymentPage() {
  const { token } = useParams<{ token: string }>()
  const { t } = useTranslation(['payment', 'orders'])
  const page = useQuery(paymentQueries.page(token))
  const check = usePaymentAction(token, 'check')
  const status = page.data?.order.status
  // Back from the provider's page (or reopened): the server asks the provider once.
  const { mutate: checkNow } = check
  // Back from ZainCash with its signed token: verified by the server first.
  const search = new URLSearchParams(useSearch())
  const zaincashToken = search.get('zaincash') ? search.get('token') : null
  useEffect(() => {
    if (!status || !ORDER_STATUS_RULES[status].awaitsPayment) return
    if (zaincashToken) void sendZainCashReturn(zaincashToken).then(() => checkNow())
    else checkNow()
  }, [status, checkNow, zaincashToken])

  if (page.isPending) return <Spinner />
  if (!page.data) {
    const missing = page.error instanceof ApiError && page.error.status === 404
    return (
      <div className="container narrow empty-state">
        <h1>{t('title')}</h1>
        <p className="error-text" role="alert">
          {missing ? t('notFound') : t('loadFailed')}
        </p>
      </div>
    )
  }
  return <PaymentView token={token} data={page.data} />
}

function PaymentView({ token, data }: { token: string; data: PaymentPageData }) {
  const { t, i18n } = useTranslation(['payment', 'orders'])
  const lang = i18n.language
  const check = usePaymentAction(token, 'check')
  const retry = usePaymentAction(token, 'retry')
  const cod = usePaymentAction(token, 'cod')
  const { order, payment } = data
  const failed = [check, retry, cod].find((m) => m.error)?.error
  const busy = check.isPending || retry.isPending || cod.isPending
  const unpaidOnline = order.paymentMethod !== 'cod'
  const rule = ORDER_STATUS_RULES[order.status]
  const awaiting = rule.awaitsPayment
  const open = awaiting && payment?.state === 'open'
  // Who confirms the payment: the shopper waits for FIB, ZainCash, Qi Card or PayPal, not "the bank".
  const provider = t(`providers.${payment?.provider ?? 'unknown'}`)
  const cancelled = order.status === CANCELLED_STATUS && unpaidOnline
  // The provider took the money: the page says what was paid, no longer what is to pay.
  const received = payment !== null && moneyReceived(payment.state)
  // Paid, then cancelled by the shop: the money goes back (or went back); nothing to pay again.
  const refunding = cancelled && received
  // Declined or not paid in time: the shopper may try again, or pay cash on delivery instead.
  const cancelledUnpaid = cancelled && !refunding
  const mayPayCod =
    data.codAvailable &&
    unpaidOnline &&
    !refunding &&
    mayMove('shopper', order.status, initialOrderStatus('cod'))

  return (
    <div className="container narrow payment-page">
      <header className="tracking-head">
        <p className="muted">{t(received ? 'title' : 'subtitle')}</p>
        <h1>{t('orderTitle', { number: order.orderNumber })}</h1>
        <span className={`status status-${order.status}`}>
          {t(rule.labelKey, { ns: 'orders' })}
        </span>
      </header>

      <section className="card payment-card" aria-live="polite">
        <dl className="order-facts">
          <div>
            <dt>{t('method')}</dt>
            <dd>{t(`orders:methods.${order.paymentMethod}`)}</dd>
          </div>
          <div className="grand">
            <dt>{t(received ? 'amountPaid' : 'amount')}</dt>
            <dd>{formatIqd(order.total, lang)}</dd>
          </div>
        </dl>

        {open && payment.provider === 'fib' && <FibPayment details={payment.details} />}
        {open && payment.provider === 'qi' && payment.details.formUrl && (
          <div className="payment-actions">
            <p>{t('card.text')}</p>
            <a className="btn btn-primary btn-lg" href={payment.details.formUrl}>
              {t('card.button')}
            </a>
          </div>
        )}
        {open && payment.provider === 'zaincash' && payment.details.redirectUrl && (
          <div className="payment-actions">
            <p>{t('zaincash.text')}</p>
            <a className="btn btn-primary btn-lg" href={payment.details.redirectUrl}>
              {t('zaincash.button')}
            </a>
          </div>
        )}
        {open && payment.provider === 'paypal' && payment.details.approveUrl && (
          <div className="payment-actions">
            <p>{t('paypal.text', { usd: formatNumber(Number(payment.details.usd), lang, 2) })}</p>
            <a className="btn btn-primary btn-lg" href={payment.details.approveUrl}>
              {t('paypal.button')}
            </a>
          </div>
        )}
        {awaiting && !open && (
          <p className="hint" role="status">
            {t('notOpened')}
          </p>
        )}
        {awaiting && <p className="muted small">{t('waiting', { provider })}</p>}
        {/* "I have paid" asked the provider, which has no payment yet: said, not silent. */}
        {open && check.isSuccess && !busy && (
          <p className="hint" role="status">
            {t('notYetPaid', { provider })}
          </p>
        )}

        {order.status === CONFIRMED_STATUS && unpaidOnline && (
          <p className="payment-done" role="status">
            {t('paid')}
          </p>
        )}
        {rule.awaitsCall && (
          <p className="payment-done" role="status">
            {t('switchedToCod')}
          </p>
        )}
        {refunding && (
          <p className="hint" role="status">
            {t(`refund.${payment.state === 'paid' ? 'underway' : payment.state}`)}
          </p>
        )}
        {cancelledUnpaid && (
          <p className="hint" role="status">
            {payment?.state === 'expired' ? t('expired') : t('declined')}
          </p>
        )}

        {failed && (
          <p className="error-box" role="alert">
            {errorMessage(failed)}
          </p>
        )}

        <div className="payment-actions">
          {open && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => check.mutate()}
            >
              {t('checkNow')}
            </button>
          )}
          {((awaiting && !open) || cancelledUnpaid) && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => retry.mutate()}
            >
              {t('retry')}
            </button>
          )}
          {mayPayCod && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => cod.mutate()}
            >
              {t('switchToCod', { fee: formatIqd(data.codFee, lang) })}
            </button>
          )}
        </div>
      </section>

      <p>
        <Link href={paths.track(token)}>{t('trackLink')}</Link>
      </p>
    </div>
  )
}

/** FIB: scan the code in the FIB app, type the readable code, or open the app from a phone. */
function FibPayment({ details }: { details: Record<string, string> }) {
  const { t } = useTranslation('payment')
  return (
    <div className="fib-payment">
      <p>{t('fib.text')}</p>
      {details.qrCode && (
        <img
          className="fib-qr"
          src={details.qrCode}
          alt={t('fib.qrAlt')}
          width={220}
          height={220}
        />
      )}
      <p>
        {t('fib.code')}{' '}
        <strong className="fib-code" dir="ltr">
          {details.readableCode}
        </strong>
      </p>
      <div className="payment-actions">
        {details.personalAppLink && (
          <a className="btn btn-primary" href={details.personalAppLink}>
            {t('fib.personal')}
          </a>
        )}
        {details.businessAppLink && (
          <a className="btn btn-outline" href={details.businessAppLink}>
            {t('fib.business')}
          </a>
        )}
        {details.corporateAppLink && (
          <a className="btn btn-outline" href={details.corporateAppLink}>
            {t('fib.corporate')}
          </a>
        )}
      </div>
    </div>
  )
}
