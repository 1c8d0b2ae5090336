// One order in a modal: customer, shipping, items, totals, the confirmation loop's actions while
// it waits (confirm, cancel, no answer, as in Telegram), its history, and a button per status (the
// current one disabled; a cancelled order is final, its units being back in stock), and for an
// online order its payment panel; its parcel with a courier (shipment-panel).
import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { governorateName } from '@domain/iraq-address'
import { cityName } from '@domain/iraq-places'
import { lineTotal } from '@domain/money'
import { formatShipping } from '@domain/money-format'
import { orderNumber } from '@domain/order-number'
import {
  adminMayMove,
  CANCELLED_STATUS,
  ORDER_STATUS_RULES,
  ORDER_STATUSES,
  type OrderStatus,
  type StatusRule,
} from '@domain/order-status'
import { count, dateTime, errorText, money } from '@/components/admin/admin-format'
import { Modal } from '@/components/admin/modal'
import { StatusBadge } from '@/components/admin/status-badge'
import { adminMethodLabel, adminStatusLabel } from '@/components/admin/status-labels'
import type { Order } from '@/lib/api-types'
import { localized } from '@/lib/text'
import type { OrderAction } from '@schemas/order'
import { useOrderAction, useSetOrderStatus } from '../api/order-actions'
import { OrderTimeline } from './order-timeline'
import { PaymentPanel } from './payment-panel'
import { ShipmentPanel } from './shipment-panel'
import { CallLink } from '@/components/ui/call-link'

/** Why the status buttons are all off, as the status table says an admin is refused. */
const REFUSAL_TEXTS = {
  ORDER_CANCELLED_FINAL: 'cancelledFinal',
  ORDER_AWAITING_PAYMENT: 'awaitingPayment',
  ORDER_RETURNED_FINAL: 'returnedFinal',
} as const satisfies Record<NonNullable<StatusRule['adminRefusal']>, string>

const ACTIONS: { action: OrderAction; className: string }[] = [
  { action: 'confirm', className: 'btn-success' },
  { action: 'cancel', className: 'btn-danger' },
  { action: 'no-answer', className: 'btn-outline' },
]

export function OrderDetails({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-orders', { keyPrefix: 'details' })
  const setStatus = useSetOrderStatus()
  const act = useOrderAction()
  const s = order.shippingInfo
  const totals = order.totals
  const rule = ORDER_STATUS_RULES[order.status]
  // Cancelling cannot be undone and may send money back: asked once more, here, whichever button
  // asked for it (the call's Cancel, or the Cancelled status).
  const [cancelBy, setCancelBy] = useState<'action' | 'status' | null>(null)
  // A failed status change is only logged, as the spec says; the table shows the truth.
  const moveTo = (status: OrderStatus) =>
    setStatus.mutate(
      { id: order.id, status },
      { onError: (e) => console.error('status update failed', e) },
    )
  const cancel = () => {
    if (cancelBy === 'action') act.mutate({ id: order.id, action: 'cancel' })
    else moveTo(CANCELLED_STATUS)
    setCancelBy(null)
  }
  const cancelQuestion = cancelBy && (
    <div className="cancel-confirm" role="alertdialog" aria-labelledby="cancel-confirm-text">
      <p id="cancel-confirm-text">{t('cancelConfirm.text', { id: orderNumber(order.id) })}</p>
      <div className="status-buttons">
        <button type="button" className="btn btn-sm btn-danger" onClick={cancel}>
          {t('cancelConfirm.yes')}
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => setCancelBy(null)}>
          {t('cancelConfirm.no')}
        </button>
      </div>
    </div>
  )
  return (
    <Modal title={t('title', { id: orderNumber(order.id) })} onClose={onClose} wide>
      <div className="details-grid">
        <section>
          <h3>{t('customer')}</h3>
          <p>
            <bdi>
              {s.firstName} {s.lastName}
            </bdi>
            <br />
            <bdi dir="ltr">{s.email}</bdi>
            <br />
            {/* The owner calls from the phone the dashboard is open on: a tap dials. */}
            <CallLink phone={s.phone} />
          </p>
        </section>
        <section>
          <h3>{t('shippingAddress')}</h3>
          {/* Customers write in Arabic or English: each line keeps its own direction. */}
          <p>
            {governorateName(s.governorate, i18n.language)} —{' '}
            <bdi>{cityName(s.city, i18n.language)}</bdi>
            <br />
            <bdi>{s.area}</bdi>
            {s.landmark && (
              <>
                <br />
                {t('landmark')} <bdi>{s.landmark}</bdi>
              </>
            )}
          </p>
        </section>
        <section>
          <h3>{t('order')}</h3>
          <p>
            {t('placed', { date: dateTime(order.createdAt) })}
            <br />
            {t('payment')} {adminMethodLabel(order.paymentInfo.method)}
            <br />
            {t('status')} <StatusBadge status={order.status} />
            {order.trackingNumber && (
              <>
                <br />
                {t('tracking')} <bdi dir="ltr">{order.trackingNumber}</bdi>
              </>
            )}
          </p>
        </section>
      </div>
      <table className="admin-table compact">
        <thead>
          <tr>
            <th>{t('item')}</th>
            <th>{t('qty')}</th>
            <th>{t('price')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i}>
              <td>
                {localized(i18n.language, item.name, item.nameAr)}
                {item.selectedSize && <span className="muted"> ({item.selectedSize})</span>}
              </td>
              <td>{count(item.quantity)}</td>
              <td>{money(lineTotal(item.price, item.quantity))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="totals">
        <dt>{t('subtotal')}</dt>
        <dd>{money(totals.subtotal)}</dd>
        <dt>{t('shipping')}</dt>
        <dd>{formatShipping(totals.shipping, i18n.language, t('shippingFree'))}</dd>
        <dt>{t('tax')}</dt>
        <dd>{money(totals.tax)}</dd>
        {totals.paymentFee > 0 && (
          <>
            <dt>{t('paymentFee')}</dt>
            <dd>{money(totals.paymentFee)}</dd>
          </>
        )}
        <dt>{t('total')}</dt>
        <dd>
          <strong>{money(totals.total)}</strong>
        </dd>
      </dl>
      {rule.awaitsCall && (
        <section aria-labelledby="confirm-title">
          <h3 id="confirm-title">{t('confirmTitle')}</h3>
          <p className="muted">
            <Trans
              t={t}
              i18nKey="callThen"
              values={{ phone: s.phone }}
              components={{ num: <CallLink phone={s.phone} /> }}
            />
          </p>
          <div className="status-buttons">
            {ACTIONS.map(({ action, className }) => (
              <button
                key={action}
                type="button"
                className={`btn btn-sm ${className}`}
                disabled={act.isPending || cancelBy !== null}
                onClick={() =>
                  action === 'cancel' ? setCancelBy('action') : act.mutate({ id: order.id, action })
                }
              >
                {t(`actions.${action}`)}
              </button>
            ))}
          </div>
          {cancelBy === 'action' && cancelQuestion}
          {act.error && <p className="error-text">{errorText(act.error)}</p>}
        </section>
      )}
      {order.paymentInfo.method !== 'cod' && (
        <>
          <h3>{t('paymentTitle')}</h3>
          <PaymentPanel orderId={order.id} />
        </>
      )}
      <h3>{t('shipmentTitle')}</h3>
      <ShipmentPanel orderId={order.id} status={order.status} />
      <h3>{t('history')}</h3>
      <OrderTimeline orderId={order.id} />
      <h3>{t('updateStatus')}</h3>
      {rule.adminRefusal && <p className="muted">{t(REFUSAL_TEXTS[rule.adminRefusal])}</p>}
      <div className="status-buttons">
        {ORDER_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={`btn btn-sm status-btn status-${status}`}
            disabled={
              !adminMayMove(order.status, status) || setStatus.isPending || cancelBy !== null
            }
            onClick={() => (status === CANCELLED_STATUS ? setCancelBy('status') : moveTo(status))}
          >
            {adminStatusLabel(status)}
          </button>
        ))}
      </div>
      {cancelBy === 'status' && cancelQuestion}
    </Modal>
  )
}
