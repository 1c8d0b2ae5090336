// One order in a modal: customer, shipping, items, totals and a button per status (the current
// one disabled; a cancelled order is final, its units being back in stock).
import { lineTotal, toFils } from '@domain/money'
import { ORDER_STATUSES } from '@domain/order-status'
import { totalsFromDinars } from '@domain/totals'
import { dateTime, money, shortId } from '@/components/admin/admin-format'
import { Modal } from '@/components/admin/modal'
import { StatusBadge } from '@/components/admin/status-badge'
import type { Order } from '@/lib/api-types'
import { useSetOrderStatus } from '../api/order-actions'

export function OrderDetails({ order, onClose }: { order: Order; onClose: () => void }) {
  const setStatus = useSetOrderStatus()
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
          <p>
            {s.address}
            <br />
            {s.city}, {s.state} {s.zipCode}
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
      <h3>Update status</h3>
      {order.status === 'cancelled' && (
        <p className="muted">A cancelled order cannot be reopened: its items are back in stock.</p>
      )}
      <div className="status-buttons">
        {ORDER_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={`btn btn-sm status-btn status-${status}`}
            disabled={
              status === order.status || order.status === 'cancelled' || setStatus.isPending
            }
            onClick={() =>
              // A failed status change is only logged, as the spec says; the table shows the truth.
              setStatus.mutate(
                { id: order.id, status },
                { onError: (e) => console.error('status update failed', e) },
              )
            }
          >
            {status}
          </button>
        ))}
      </div>
    </Modal>
  )
}
