// Display formats: numbers and clock times (Arabic-Iraq digits in Arabic, Latin in English); prices
// are @domain/money-format's formatIqd, dates and day names ./date-format. Numbers are written
// without Intl (@domain/number-format: the first Intl number format a page made was a long task on
// a phone).
import { formatDigits, localDigits } from '@domain/number-format'

export const formatNumber = (value: number, language: string, fractionDigits = 0): string =>
  formatDigits(value, language, { fractionDigits })

/** A year in the visitor's digits, without a thousands separator. */
export const formatYear = (year: number, language: string) =>
  formatDigits(year, language, { grouping: false })

/** "18:00" as a 24-hour clock time in the visitor's digits, as Intl's 24-hour clock writes it in
 * both languages (the footer of every page writes fourteen). */
export const clockTime = (hhmm: string, language: string): string => localDigits(hhmm, language)

/** Between two parts of one line: a middle dot, which beside Arabic-Indic digits reads as their
 * zero («٠»), so Arabic takes its comma. */
export const separator = (language: string) => (language === 'ar' ? '، ' : ' · ')
