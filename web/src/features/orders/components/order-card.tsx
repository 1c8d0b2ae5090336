// One order: number (last 6 of the id), date, status, total, delivery estimate, tracking, items.
import { useTranslation } from 'react-i18next'
import { RenewLink } from './renew-link'
import { pictureAttributes } from '@domain/picture-sizes'
import { type Dinars, lineTotal } from '@domain/money'
import { formatIqd, formatShipping } from '@domain/money-format'
import { governorateName } from '@domain/iraq-address'
import { cityName } from '@domain/iraq-places'
import { orderNumber } from '@domain/order-number'
import { CANCELLED_STATUS, CONFIRMED_STATUS, ORDER_STATUS_RULES } from '@domain/order-status'
import { Link } from 'wouter'
import { SizeAndQuantity } from '@/components/product/size-and-quantity'
import { TrackLinks } from '@/components/track-links'
import { paths } from '@/config/paths'
import type { Order } from '@/lib/api-types'
import { formatDate } from '@/lib/date-format'
import { separator } from '@/lib/format'
import { localized } from '@/lib/text'

export function OrderCard({ order, justPlaced = false }: { order: Order; justPlaced?: boolean }) {
  const { t, i18n } = useTranslation('orders')
  const lang = i18n.language
  const money = (amount: Dinars) => formatIqd(amount, lang)
  const totals = order.totals
  return (
    <article className="card order" aria-label={t('number', { number: orderNumber(order.id) })}>
      <header className="order-head">
        <div>
          <h2>{t('number', { number: orderNumber(order.id) })}</h2>
          <time dateTime={order.createdAt} className="muted">
            {formatDate(order.createdAt, lang)}
          </time>
        </div>
        <span className={`status status-${order.status}`}>
          {t(ORDER_STATUS_RULES[order.status].labelKey)}
        </span>
      </header>
      <ul className="order-items">
        {order.items.map((item, i) => (
          <li key={`${item.id}-${item.selectedSize ?? ''}-${i}`}>
            <img {...pictureAttributes(item.image, '48px')} alt="" />
            <span>
              {localized(lang, item.name, item.nameAr)}
              <SizeAndQuantity size={item.selectedSize} quantity={item.quantity} language={lang} />
            </span>
            <span>{money(lineTotal(item.price, item.quantity))}</span>
          </li>
        ))}
      </ul>
      <dl className="order-facts">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('shipping')}</dt>
          <dd>{formatShipping(totals.shipping, lang, t('shippingFree'))}</dd>
        </div>
        <div>
          <dt>{t('tax')}</dt>
          <dd>{money(totals.tax)}</dd>
        </div>
        {totals.paymentFee > 0 && (
          <div>
            <dt>{t('paymentFee')}</dt>
            <dd>{money(totals.paymentFee)}</dd>
          </div>
        )}
        <div className="grand">
          <dt>{t('total')}</dt>
          <dd data-testid="order-total">{money(totals.total)}</dd>
        </div>
        <div>
          <dt>{t('estimatedDelivery')}</dt>
          <dd>{formatDate(order.estimatedDelivery, lang)}</dd>
        </div>
        <div>
          <dt>{t('payment')}</dt>
          <dd>{t(`methods.${order.paymentInfo.method}`)}</dd>
        </div>
        <div>
          <dt>{t('deliverTo')}</dt>
          {/* Each part in its own direction: shoppers type Arabic or English. */}
          <dd>
            <bdi>{order.shippingInfo.area}</bdi>
            <br />
            <bdi>{cityName(order.shippingInfo.city, lang)}</bdi>
            {separator(lang)}
            {governorateName(order.shippingInfo.governorate, lang)}
            {order.shippingInfo.landmark && (
              <>
                <br />
                <bdi>{order.shippingInfo.landmark}</bdi>
              </>
            )}
            <br />
            <span dir="ltr">{order.shippingInfo.phone}</span>
          </dd>
        </div>
        {order.trackingNumber && (
          <div>
            <dt>{t('tracking')}</dt>
            <dd dir="ltr">{order.trackingNumber}</dd>
          </div>
        )}
      </dl>
      <TrackingHint order={order} />
      {justPlaced && (
        <p className="hint placed-note" role="status">
          {t('placedNote')}
        </p>
      )}
      <TrackLinks token={order.trackingToken} orderNumber={orderNumber(order.id)} />
      <RenewLink orderId={order.id} />
    </article>
  )
}

function TrackingHint({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const rule = ORDER_STATUS_RULES[order.status]
  if (rule.setsTracking && order.trackingNumber)
    return <p className="hint">{t('hint.shipped', { tracking: order.trackingNumber })}</p>
  if (order.status === CONFIRMED_STATUS) return <p className="hint">{t('hint.confirmed')}</p>
  if (rule.awaitsCall) return <p className="hint">{t('hint.pending')}</p>
  if (rule.awaitsPayment)
    return (
      <p className="hint">
        {t('hint.awaiting_payment')}{' '}
        <Link href={paths.pay(order.trackingToken)}>{t('payNow')}</Link>
      </p>
    )
  // An online order cancelled: declined or not paid in time (try again, or cash on delivery), or
  // paid and cancelled by the shop (the money goes back). Its payment page knows which.
  if (order.status === CANCELLED_STATUS && order.paymentInfo.method !== 'cod')
    return (
      <p className="hint">
        <Link href={paths.pay(order.trackingToken)}>{t('paymentOutcome')}</Link>
      </p>
    )
  return null
}
