// IQD amounts as the shop writes them everywhere (storefront, dashboard, e-mails, bot): whole
// dinars, Latin digits in English, Arabic-Indic digits and right-to-left marks in Arabic.
import type { Dinars } from './money'

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

/** `language` is the shop's language code; anything but Arabic is written in English. */
export function formatIqd(amount: Dinars, language: string): string {
  return iqdFormat(language === 'ar' ? 'ar-IQ' : 'en-IQ').format(amount)
}

/** A delivery fee as every page, e-mail and message writes it: the word for free (the subtotal
 * passed the free-delivery threshold) rather than "0 IQD". */
export function formatShipping(amount: Dinars, language: string, free: string): string {
  return amount === 0 ? free : formatIqd(amount, language)
}
