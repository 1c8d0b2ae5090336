// An order's history in the dashboard: placed, each status change, each unanswered call and each
// refund of its payment, with who did it and where (checkout, dashboard, Telegram, the cron, the
// payment provider), oldest first.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { isCourierId } from '@domain/couriers'
import { dateTime } from '@/components/admin/admin-format'
import { StatusBadge } from '@/components/admin/status-badge'
import { separator } from '@/lib/format'
import { adminOrderQueries } from '@/lib/queries/admin-orders'

export function OrderTimeline({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('admin-orders', { keyPrefix: 'timeline' })
  const { t: tShipment } = useTranslation('admin-orders', { keyPrefix: 'shipment' })
  const events = useQuery(adminOrderQueries.events(orderId))
  if (events.isPending) return <p className="muted">{t('loading')}</p>
  if (!events.data) return <p className="error-text">{t('failed')}</p>
  return (
    <ol className="order-timeline" aria-label={t('label')}>
      {events.data.map((event, i) => (
        <li key={i} className={`timeline-${event.kind}`}>
          <time dateTime={event.at}>{dateTime(event.at)}</time>
          <span>
            {event.kind === 'placed' && <>{t('placedAs')} </>}
            {event.kind === 'no-answer' ? (
              <strong>{t('noAnswer')}</strong>
            ) : event.kind === 'refunded' ||
              event.kind === 'refund-manual' ||
              event.kind === 'amounts-rounded' ? (
              <strong>{t(event.kind)}</strong>
            ) : (
              <StatusBadge status={event.status} />
            )}
          </span>
          <span className="muted">
            {t(`channels.${event.channel}`)}
            {/* A name from Telegram or an e-mail keeps its own direction. */}
            {event.actor && (
              <>
                {separator(i18n.language)}
                {/* A courier's report names the courier by its id. */}
                <bdi>
                  {event.channel === 'courier' && isCourierId(event.actor)
                    ? tShipment(`couriers.${event.actor}`)
                    : event.actor}
                </bdi>
              </>
            )}
          </span>
        </li>
      ))}
    </ol>
  )
}
