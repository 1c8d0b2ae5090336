// /track/<token>: an order's status for anyone holding its link, signed in or not, in the
// shopper's language: the steps (placed, confirmed, shipped with its tracking number, delivered,
// or ended: cancelled, refused at the door, back at the shop), the courier carrying the parcel with
// its own steps, the estimated delivery, the items and the city. Nothing more personal.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearch } from 'wouter'
import { pictureAttributes } from '@domain/picture-sizes'
import { governorateName } from '@domain/iraq-address'
import { cityName } from '@domain/iraq-places'
import { formatIqd } from '@domain/money-format'
import type { CourierId } from '@domain/couriers'
import { trackingSteps } from '@domain/order-events'
import {
  CANCELLED_STATUS,
  CANCELLED_STEP,
  FINISHED_STATUSES,
  ORDER_STATUS_RULES,
  type OrderStatus,
  TRACKING_NUMBER_STEPS,
} from '@domain/order-status'
import { Spinner } from '@/components/ui/loading-overlay'
import { TrackLinks } from '@/components/track-links'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-messages'
import { formatDate } from '@/lib/date-format'
import { localized } from '@/lib/text'
import { trackingQueries, useConfirmBySms } from './api/get-tracked-order'
import './tracking.css'
import { SizeAndQuantity } from '@/components/product/size-and-quantity'

const dateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-IQ' : 'en-IQ', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Baghdad',
  }).format(new Date(iso))

export default function TrackingPage() {
  const { token } = useParams<{ token: string }>()
  const { t, i18n } = useTranslation(['tracking', 'orders'])
  const lang = i18n.language
  const tracked = useQuery(trackingQueries.order(token))
  // The SMS sent to a cash-on-delivery customer links here with a key that confirms the order.
  const confirmKey = new URLSearchParams(useSearch()).get('confirm')

  if (tracked.isPending) return <Spinner />
  if (!tracked.data) {
    const missing = tracked.error instanceof ApiError && tracked.error.status === 404
    // Weeks after delivery or cancellation the link's detailed view ends (410).
    const expired = tracked.error instanceof ApiError && tracked.error.status === 410
    return (
      <div className="container narrow empty-state">
        <h1>{t('subtitle')}</h1>
        <p className="error-text" role="alert">
          {expired ? errorMessage(tracked.error) : missing ? t('notFound') : t('loadFailed')}
        </p>
      </div>
    )
  }

  const order = tracked.data
  const rule = ORDER_STATUS_RULES[order.status]
  const steps = trackingSteps(order.status, order.createdAt, order.events)
  const next = steps.find((step) => !step.done)
  // An online order not paid yet, or cancelled (declined, not paid in time, or refunded): its
  // payment page.
  const payable =
    order.paymentMethod !== 'cod' && (rule.awaitsPayment || order.status === CANCELLED_STATUS)
  return (
    <div className="container narrow tracking">
      <header className="tracking-head">
        <p className="muted">{t('subtitle')}</p>
        <h1>{t('title', { number: order.orderNumber })}</h1>
        <span className={`status status-${order.status}`}>
          {t(rule.labelKey, { ns: 'orders' })}
        </span>
      </header>

      {confirmKey && rule.awaitsCall && <ConfirmBySms token={token} confirmKey={confirmKey} />}

      <section className="card">
        <ol className="tracking-steps">
          {steps.map((step) => (
            <li
              key={step.id}
              className={`tracking-step ${step.done ? 'done' : 'todo'} step-${step.id}`}
              aria-current={step.id === steps.findLast((s) => s.done)?.id ? 'step' : undefined}
            >
              <span className="tracking-dot" aria-hidden="true" />
              <div>
                {/* The end names how it ended: cancelled, refused at the door, or returned. */}
                <strong>
                  {step.id === CANCELLED_STEP
                    ? t(rule.labelKey, { ns: 'orders' })
                    : t(`steps.${step.id}`)}
                </strong>
                {step.done && step.at && (
                  <time dateTime={step.at} className="muted">
                    {dateTime(step.at, lang)}
                  </time>
                )}
                {TRACKING_NUMBER_STEPS.includes(step.id) && step.done && order.trackingNumber && (
                  <p>
                    {t('trackingNumber')}: <span dir="ltr">{order.trackingNumber}</span>
                  </p>
                )}
                {/* The first step is always done, the cancelled one too: `next` is on the way. */}
                {step === next && (
                  <p className="muted">
                    {rule.awaitsPayment ? t('waitingForPayment') : t(`waitingFor.${next.id}`)}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
        {order.courier && <CourierSteps courier={order.courier} lang={lang} />}
        {rule.trackingStep === CANCELLED_STEP && (
          <p className="hint">
            {order.status === CANCELLED_STATUS ? t('cancelledNote') : t(`endNote.${order.status}`)}
          </p>
        )}
        {payable && (
          <p>
            {/* A cancelled one may have been paid and refunded: its payment page says which. */}
            <Link
              className={rule.awaitsPayment ? 'btn btn-primary' : 'btn btn-outline'}
              href={paths.pay(token)}
            >
              {rule.awaitsPayment ? t('paymentOptions') : t('paymentOutcome')}
            </Link>
          </p>
        )}
      </section>

      <section className="card">
        <dl className="order-facts">
          {!FINISHED_STATUSES.includes(order.status) && (
            <div>
              <dt>{t('estimatedDelivery')}</dt>
              <dd>{formatDate(order.estimatedDelivery, lang)}</dd>
            </div>
          )}
          <div>
            <dt>{t('deliverTo')}</dt>
            <dd>
              {[cityName(order.city, lang), governorateName(order.governorate, lang)].join(
                lang === 'ar' ? '، ' : ', ',
              )}
            </dd>
          </div>
          <div>
            <dt>{t('payment')}</dt>
            <dd>{t(`orders:methods.${order.paymentMethod}`)}</dd>
          </div>
          <div className="grand">
            <dt>{t('total')}</dt>
            <dd>{formatIqd(order.total, lang)}</dd>
          </div>
        </dl>
        <h2>{t('items')}</h2>
        <ul className="order-items">
          {order.items.map((item, i) => (
            <li key={i}>
              <img {...pictureAttributes(item.image, '48px')} alt="" />
              <span>
                {localized(lang, item.name, item.nameAr)}
                <SizeAndQuantity
                  size={item.selectedSize}
                  quantity={item.quantity}
                  language={lang}
                />
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="card">
        <h2>{t('share.title')}</h2>
        <TrackLinks token={token} orderNumber={order.orderNumber} showOpen={false} />
        <p className="muted small">{t('updatedEvery')}</p>
      </section>
    </div>
  )
}

function ConfirmBySms({ token, confirmKey }: { token: string; confirmKey: string }) {
  const { t } = useTranslation('tracking')
  const confirm = useConfirmBySms(token)
  return (
    <section className="card tracking-confirm" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{t('confirm.title')}</h2>
      <p>{t('confirm.text')}</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(confirmKey)}
      >
        {t('confirm.button')}
      </button>
      {confirm.error && (
        <p className="error-text" role="alert">
          {errorMessage(confirm.error)}
        </p>
      )}
    </section>
  )
}

interface TrackedCourier {
  id: CourierId
  reference: string
  /** Oldest first, as the API lists them. */
  steps: { courierStatus: string; status: OrderStatus | null; at: string }[]
}

/** The courier carrying the parcel, its reference and its own steps in its words, newest first,
 * each beside the shop's word for what it meant. */
function CourierSteps({ courier, lang }: { courier: TrackedCourier; lang: string }) {
  const { t } = useTranslation(['tracking', 'orders'])
  const steps = [...courier.steps].reverse()
  return (
    <section className="courier-steps" aria-labelledby="courier-title">
      <h2 id="courier-title">
        {t('courier.title', { courier: t(`courier.names.${courier.id}`) })}
      </h2>
      <p>
        {t('courier.reference')}: <span dir="ltr">{courier.reference}</span>
      </p>
      {steps.length === 0 ? (
        <p className="muted">{t('courier.none')}</p>
      ) : (
        <ol className="courier-timeline" aria-label={t('courier.stepsLabel')}>
          {steps.map((step, i) => (
            <li key={i}>
              <time dateTime={step.at} className="muted">
                {dateTime(step.at, lang)}
              </time>
              {/* The courier's own words, usually Arabic, whatever the page's language. */}
              <bdi>{step.courierStatus}</bdi>
              {step.status && (
                <span className={`status status-${step.status}`}>
                  {t(ORDER_STATUS_RULES[step.status].labelKey, { ns: 'orders' })}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
