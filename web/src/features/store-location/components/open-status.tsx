// "Open now" or "Closed" on the Baghdad clock, refreshed every half minute while the page is open.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { storeStatus, type WeeklyHours } from '@domain/store-hours'
import { weekdayName } from '@/lib/date-format'
import { clockTime } from '@/lib/format'

const REFRESH_MS = 30_000

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

export function OpenStatus({ hours, now }: { hours: WeeklyHours; now: Date }) {
  const { t, i18n } = useTranslation('store')
  const language = i18n.resolvedLanguage ?? 'en'
  const status = storeStatus(hours, now)

  let detail = ''
  if (status.open) detail = t('status.closesAt', { time: clockTime(status.closesAt, language) })
  else if (status.next?.day === status.today)
    detail = t('status.opensToday', { time: clockTime(status.next.opensAt, language) })
  else if (status.next)
    detail = t('status.opensOn', {
      day: weekdayName(status.next.day, language),
      time: clockTime(status.next.opensAt, language),
    })

  return (
    <p className={`store-status store-status--${status.open ? 'open' : 'closed'}`} role="status">
      <span className="store-status__badge">
        {status.open ? t('status.open') : t('status.closed')}
      </span>
      {detail && <span className="store-status__detail">{detail}</span>}
    </p>
  )
}
