// Dates and day names in the visitor's language (Arabic-Iraq in Arabic). Apart from ./format, whose
// numbers every first page writes: no first page shows a date, and Intl's date code stays out of
// the storefront's first script.
import { WEEK_DAYS, type WeekDay } from '@domain/week-days'

// Making an Intl date format is far slower than using one: each is made once per language and options.
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}/${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-IQ' : 'en-IQ', options)
    dateFormats.set(key, format)
  }
  return format
}

export function formatDate(iso: string, language: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeZone: 'Asia/Baghdad' }).format(
    new Date(iso),
  )
}

// 4 January 2026 was a Sunday: any fixed week gives Intl the day names.
export function weekdayName(day: WeekDay, language: string): string {
  const date = Date.UTC(2026, 0, 4 + WEEK_DAYS.indexOf(day))
  return dateFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date)
}
