// IQD amounts as the shop writes them everywhere (storefront, dashboard, e-mails, bot): whole
// dinars, Latin digits in English, Arabic-Indic digits and right-to-left marks in Arabic.
import { type Fils, FILS_PER_DINAR } from './money'

const formats = new Map<string, Intl.NumberFormat>()

function iqdFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'IQD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    })
    formats.set(locale, format)
  }
  return format
}

/** Whole dinars, half a dinar rounded away from zero in integers before Intl sees the number. */
function wholeDinars(amount: Fils): number {
  const half = FILS_PER_DINAR / 2
  return Math.sign(amount) * Math.floor((Math.abs(amount) + half) / FILS_PER_DINAR)
}

/** `language` is the shop's language code; anything but Arabic is written in English. */
export function formatIqd(amount: Fils, language: string): string {
  return iqdFormat(language === 'ar' ? 'ar-IQ' : 'en-IQ').format(wholeDinars(amount))
}
