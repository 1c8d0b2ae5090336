// Display formats: numbers, dates, weekdays and clock times (Arabic-Iraq digits in Arabic, Latin
// in English); prices are @domain/money-format's formatIqd.
import { WEEK_DAYS, type WeekDay } from '@domain/store-hours'

const locale = (language: string) => (language === 'ar' ? 'ar-IQ' : 'en-IQ')

// Making an Intl format is far slower than using one (a grid of cards formats dozens of numbers).
const numberFormats = new Map<string, Intl.NumberFormat>()

export function formatNumber(value: number, language: string, fractionDigits = 0): string {
  const key = `${locale(language)}/${String(fractionDigits)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale(language), {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
    numberFormats.set(key, format)
  }
  return format.format(value)
}

/** A year in the visitor's digits, without a thousands separator. */
export const formatYear = (year: number, language: string) =>
  new Intl.NumberFormat(locale(language), { useGrouping: false }).format(year)

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeZone: 'Asia/Baghdad',
  }).format(new Date(iso))
}

// 4 January 2026 was a Sunday: any fixed week gives Intl the day names.
export function weekdayName(day: WeekDay, language: string): string {
  const date = Date.UTC(2026, 0, 4 + WEEK_DAYS.indexOf(day))
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', timeZone: 'UTC' }).format(
    date,
  )
}

/** "18:00" as a 24-hour clock time in the visitor's digits. */
export function clockTime(hhmm: string, language: string): string {
  const date = Date.UTC(2026, 0, 4, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)))
  return new Intl.DateTimeFormat(locale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date)
}
