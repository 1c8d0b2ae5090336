// An online order's payments in the dashboard: for each, the method, the provider and its
// reference, the amount and its state; then every payment event, oldest first (created, paid,
// declined, expired, a late payment revived or refunded, refunds, rejected notifications).
import { useQuery } from '@tanstack/react-query'
import { toFils } from '@domain/money'
import { dateTime, money } from '@/components/admin/admin-format'
import { adminOrderQueries } from '@/lib/queries/admin-orders'

const PROVIDERS: Record<string, string> = {
  fib: 'FIB',
  zaincash: 'ZainCash',
  qi: 'Qi Card',
  paypal: 'PayPal',
}

const STATES: Record<string, string> = {
  open: 'Open: waiting for the shopper',
  paid: 'Paid',
  declined: 'Declined or cancelled',
  expired: 'Expired (not paid in time)',
  refunded: 'Refunded through the provider',
  refund_manual: 'To refund by hand: the provider cannot refund it',
}

const EVENTS: Record<string, string> = {
  created: 'Payment opened',
  paid: 'Paid (verified with the provider)',
  declined: 'Declined or cancelled',
  expired: 'Expired: cancelled at the provider',
  'late-paid-revived': 'Paid after it expired: order revived',
  'late-paid-refunded': 'Paid after it expired, items gone: refunded',
  'late-paid-refund-manual': 'Paid after it expired, items gone: refund it by hand',
  refunded: 'Refunded through the provider',
  'refund-manual': 'Refund it by hand',
  'rejected-notification': 'Notification rejected',
}

export function PaymentPanel({ orderId }: { orderId: string }) {
  const panel = useQuery(adminOrderQueries.payments(orderId))
  if (panel.isPending) return <p className="muted">Loading the payments…</p>
  if (!panel.data) return <p className="error-text">Could not load the payments.</p>
  const { payments, events } = panel.data
  if (payments.length === 0)
    return <p className="muted">No payment opened yet (the provider did not answer).</p>
  return (
    <div className="payment-panel" aria-label="Payments">
      <table className="admin-table">
        <thead>
          <tr>
            <th>Method</th>
            <th>Provider reference</th>
            <th>Amount</th>
            <th>State</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td>
                {PROVIDERS[p.provider] ?? p.provider} ({p.method})
              </td>
              <td>
                <code>{p.providerRef}</code>
              </td>
              <td>{money(toFils(p.amount))}</td>
              <td className={`payment-state-${p.state}`}>{STATES[p.state] ?? p.state}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="order-timeline" aria-label="Payment events">
        {events.map((e, i) => (
          <li key={i}>
            <time dateTime={e.at}>{dateTime(e.at)}</time>
            <span>{EVENTS[e.kind] ?? e.kind}</span>
            {e.detail && <span className="muted">{e.detail}</span>}
          </li>
        ))}
      </ol>
    </div>
  )
}
