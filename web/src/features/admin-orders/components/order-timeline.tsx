// An order's history in the dashboard: placed, each status change and each unanswered call, with
// who did it and where (checkout, dashboard, Telegram, the cron), oldest first.
import { useQuery } from '@tanstack/react-query'
import type { OrderEventChannel } from '@domain/order-events'
import { dateTime } from '@/components/admin/admin-format'
import { StatusBadge } from '@/components/admin/status-badge'
import { adminOrderQueries } from '@/lib/queries/admin-orders'

const CHANNELS: Record<OrderEventChannel, string> = {
  customer: 'Customer',
  dashboard: 'Dashboard',
  bot: 'Telegram',
  cron: 'Automatic (not confirmed or not paid in time)',
  payment: 'Payment verified with the provider',
}

export function OrderTimeline({ orderId }: { orderId: string }) {
  const events = useQuery(adminOrderQueries.events(orderId))
  if (events.isPending) return <p className="muted">Loading the history…</p>
  if (!events.data) return <p className="error-text">Could not load the history.</p>
  return (
    <ol className="order-timeline" aria-label="Order history">
      {events.data.map((event, i) => (
        <li key={i} className={`timeline-${event.kind}`}>
          <time dateTime={event.at}>{dateTime(event.at)}</time>
          <span>
            {event.kind === 'placed' && <>Placed as </>}
            {event.kind === 'no-answer' ? (
              <strong>No answer — try again later</strong>
            ) : (
              <StatusBadge status={event.status} />
            )}
          </span>
          <span className="muted">
            {CHANNELS[event.channel]}
            {event.actor && <> · {event.actor}</>}
          </span>
        </li>
      ))}
    </ol>
  )
}
