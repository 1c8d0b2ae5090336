// Display formats: numbers, dates, weekdays and clock times (Arabic-Iraq digits in Arabic, Latin
// in English); prices are @domain/money-format's formatIqd.
import { WEEK_DAYS, type WeekDay } from '@domain/week-days'

const locale = (language: string) => (language === 'ar' ? 'ar-IQ' : 'en-IQ')

// Making an Intl format is far slower than using one: a grid of cards formats dozens of numbers,
// the footer fourteen clock times on every first page. Each is made once per language and options.
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function cached<O, F>(
  formats: Map<string, F>,
  make: new (locale: string, options: O) => F,
  language: string,
  options: O,
): F {
  const key = `${locale(language)}/${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new make(locale(language), options)
    formats.set(key, format)
  }
  return format
}

const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  cached(numberFormats, Intl.NumberFormat, language, options)
const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached(dateFormats, Intl.DateTimeFormat, language, options)

// A page of cards writes hundreds of plain numbers: their formats are found without building a key
// from the options each time (a CPU profile of home).
const plainNumberFormats = new Map<string, Intl.NumberFormat>()

export function formatNumber(value: number, language: string, fractionDigits = 0): string {
  const key = `${language}/${String(fractionDigits)}`
  let format = plainNumberFormats.get(key)
  if (!format) {
    const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
    format = numberFormat(language, options)
    plainNumberFormats.set(key, format)
  }
  return format.format(value)
}

/** A year in the visitor's digits, without a thousands separator. */
export const formatYear = (year: number, language: string) =>
  numberFormat(language, { useGrouping: false }).format(year)

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

/** "18:00" as a 24-hour clock time in the visitor's digits. */
export function clockTime(hhmm: string, language: string): string {
  // Two two-digit numbers, as Intl's 24-hour clock writes them in both languages: a date format
  // would be the first one the footer of every page builds, the slowest kind of Intl object to make.
  const twoDigits = numberFormat(language, { minimumIntegerDigits: 2, useGrouping: false })
  return `${twoDigits.format(Number(hhmm.slice(0, 2)))}:${twoDigits.format(Number(hhmm.slice(3, 5)))}`
}

/** Between two parts of one line: a middle dot, which beside Arabic-Indic digits reads as their
 * zero («٠»), so Arabic takes its comma. */
export const separator = (language: string) => (language === 'ar' ? '، ' : ' · ')
