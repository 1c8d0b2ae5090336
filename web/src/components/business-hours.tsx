// The store's weekly hours as day ranges ("Sunday - Thursday 9:00 AM - 6:00 PM"), in the
// visitor's language; store location, support and the fitment guide all show the same record.
import { useTranslation } from 'react-i18next'
import { hourRanges, type WeekDay, WEEK_DAYS, type WeeklyHours } from '@domain/store-hours'
import './business-hours.css'

const locale = (language: string) => (language === 'ar' ? 'ar-IQ' : 'en-IQ')

// 4 January 2026 was a Sunday: any fixed week gives Intl the day names.
export function weekdayName(day: WeekDay, language: string): string {
  const date = Date.UTC(2026, 0, 4 + WEEK_DAYS.indexOf(day))
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', timeZone: 'UTC' }).format(date)
}

export function clockTime(hhmm: string, language: string): string {
  const date = Date.UTC(2026, 0, 4, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)))
  return new Intl.DateTimeFormat(locale(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(date)
}

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
        const isToday = today !== undefined && order(today) >= order(range.from) && order(today) <= order(range.to)
        const days =
          range.from === range.to
            ? weekdayName(range.from, language)
            : `${weekdayName(range.from, language)} – ${weekdayName(range.to, language)}`
        return (
          <div key={range.from} className={isToday ? 'business-hours__row is-today' : 'business-hours__row'}>
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
