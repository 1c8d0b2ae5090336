// The store's weekly hours as day ranges ("Sunday - Thursday 9:00 AM - 6:00 PM"), in the
// visitor's language; store location, support and the fitment guide all show the same record.
import { useTranslation } from 'react-i18next'
import { hourRanges, type WeeklyHours } from '@domain/store-hours'
import { type WeekDay, WEEK_DAYS } from '@domain/week-days'
import { weekdayName } from '@/lib/date-format'
import { clockTime } from '@/lib/format'
import './business-hours.css'

interface Props {
  hours: WeeklyHours
  /** Highlights the range holding this day. */
  today?: WeekDay
}

export function BusinessHours({ hours, today }: Props) {
  const { t, i18n } = useTranslation('store')
  const language = i18n.resolvedLanguage ?? 'en'
  const order = (day: WeekDay) => WEEK_DAYS.indexOf(day)
  return (
    <dl className="business-hours">
      {hourRanges(hours).map((range) => {
        const isToday =
          today !== undefined &&
          order(today) >= order(range.from) &&
          order(today) <= order(range.to)
        const days =
          range.from === range.to
            ? weekdayName(range.from, language)
            : `${weekdayName(range.from, language)} – ${weekdayName(range.to, language)}`
        return (
          <div
            key={range.from}
            className={isToday ? 'business-hours__row is-today' : 'business-hours__row'}
          >
            <dt>{days}</dt>
            <dd>
              {range.hours
                ? `${clockTime(range.hours.open, language)} – ${clockTime(range.hours.close, language)}`
                : t('hours.closed')}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
