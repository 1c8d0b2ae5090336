// One order in a modal: customer, shipping, items, totals, the confirmation loop's actions while
// it waits (confirm, cancel, no answer, as in Telegram), its history, and a button per status (the
// current one disabled; a cancelled order is final, its units being back in stock), and for an
// online order its payment panel.
import { governorateName } from '@domain/iraq-address'
import { lineTotal, toFils } from '@domain/money'
import { adminMayMove, ORDER_STATUSES } from '@domain/order-status'
import { totalsFromDinars } from '@domain/totals'
import { dateTime, money, shortId } from '@/components/admin/admin-format'
import { Modal } from '@/components/admin/modal'
import { StatusBadge } from '@/components/admin/status-badge'
import { ADMIN_STATUS_LABELS } from '@/components/admin/status-labels'
import type { Order } from '@/lib/api-types'
import type { OrderAction } from '@schemas/order'
import { useOrderAction, useSetOrderStatus } from '../api/order-actions'
import { OrderTimeline } from './order-timeline'
import { PaymentPanel } from './payment-panel'

const ACTIONS: { action: OrderAction; label: string; className: string }[] = [
  { action: 'confirm', label: 'Confirm', className: 'btn-success' },
  { action: 'cancel', label: 'Cancel order', className: 'btn-danger' },
  { action: 'no-answer', label: 'No answer (try later)', className: 'btn-outline' },
]

export function OrderDetails({ order, onClose }: { order: Order; onClose: () => void }) {
  const setStatus = useSetOrderStatus()
  const act = useOrderAction()
  const s = order.shippingInfo
  const totals = totalsFromDinars(order.totals)
  return (
    <Modal title={`Order #${shortId(order.id)}`} onClose={onClose} wide>
      <div className="details-grid">
        <section>
          <h3>Customer</h3>
          <p>
            {s.firstName} {s.lastName}
            <br />
            {s.email}
            <br />
            {s.phone}
          </p>
        </section>
        <section>
          <h3>Shipping address</h3>
          {/* Customers write in Arabic or English: each line keeps its own direction. */}
          <p>
            {governorateName(s.governorate, 'en')} — <bdi>{s.city}</bdi>
            <br />
            <bdi>{s.area}</bdi>
            {s.landmark && (
              <>
                <br />
                Landmark: <bdi>{s.landmark}</bdi>
              </>
            )}
          </p>
        </section>
        <section>
          <h3>Order</h3>
          <p>
            Placed {dateTime(order.createdAt)}
            <br />
            Payment: {order.paymentInfo.method}
            <br />
            Status: <StatusBadge status={order.status} />
            {order.trackingNumber && (
              <>
                <br />
                Tracking: {order.trackingNumber}
              </>
            )}
          </p>
        </section>
      </div>
      <table className="admin-table compact">
        <thead>
          <tr>
            <th>Item</th>
            <th>Qty</th>
            <th>Price</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i}>
              <td>
                {item.name}
                {item.selectedSize && <span className="muted"> ({item.selectedSize})</span>}
              </td>
              <td>{item.quantity}</td>
              <td>{money(lineTotal(toFils(item.price), item.quantity))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{money(totals.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{money(totals.shipping)}</dd>
        <dt>Tax</dt>
        <dd>{money(totals.tax)}</dd>
        <dt>Payment fee</dt>
        <dd>{money(totals.paymentFee)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{money(totals.total)}</strong>
        </dd>
      </dl>
      {order.status === 'pending' && (
        <section aria-labelledby="confirm-title">
          <h3 id="confirm-title">Confirm with the customer</h3>
          <p className="muted">Call {s.phone}, then record the answer.</p>
          <div className="status-buttons">
            {ACTIONS.map(({ action, label, className }) => (
              <button
                key={action}
                type="button"
                className={`btn btn-sm ${className}`}
                disabled={act.isPending}
                onClick={() => act.mutate({ id: order.id, action })}
              >
                {label}
              </button>
            ))}
          </div>
          {act.error && <p className="error-text">{act.error.message}</p>}
        </section>
      )}
      {order.paymentInfo.method !== 'cod' && (
        <>
          <h3>Payment</h3>
          <PaymentPanel orderId={order.id} />
        </>
      )}
      <h3>History</h3>
      <OrderTimeline orderId={order.id} />
      <h3>Update status</h3>
      {order.status === 'cancelled' && (
        <p className="muted">A cancelled order cannot be reopened: its items are back in stock.</p>
      )}
      {order.status === 'awaiting_payment' && (
        <p className="muted">
          Waiting for the online payment: only a payment verified with the provider confirms it. It
          can be cancelled.
        </p>
      )}
      <div className="status-buttons">
        {ORDER_STATUSES.map((status) => (
          <button
            key={ADMIN_STATUS_LABELS[status]}
            type="button"
            className={`btn btn-sm status-btn status-${status}`}
            disabled={!adminMayMove(order.status, status) || setStatus.isPending}
            onClick={() =>
              // A failed status change is only logged, as the spec says; the table shows the truth.
              setStatus.mutate(
                { id: order.id, status },
                { onError: (e) => console.error('status update failed', e) },
              )
            }
          >
            {ADMIN_STATUS_LABELS[status]}
          </button>
        ))}
      </div>
    </Modal>
  )
}
