// Display formats: dinar prices with zero decimals (Arabic-Iraq digits in Arabic, Latin in
// English), dates, weekdays and clock times. Arithmetic never happens here.
import { WEEK_DAYS, type WeekDay } from '@domain/store-hours'

const locale = (language: string) => (language === 'ar' ? 'ar-IQ' : 'en-IQ')

const priceFormats = new Map<string, Intl.NumberFormat>()

export function formatPrice(dinars: number, language: string): string {
  const key = locale(language)
  let format = priceFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(key, {
      style: 'currency',
      currency: 'IQD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    })
    priceFormats.set(key, format)
  }
  return format.format(dinars)
}

export function formatNumber(value: number, language: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value)
}

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
