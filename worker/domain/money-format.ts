// IQD amounts as the shop writes them everywhere (storefront, dashboard, e-mails, bot): whole
// dinars, Latin digits in English, Arabic-Indic digits and right-to-left marks in Arabic, exactly
// as Intl's IQD currency format writes them (without Intl: see number-format.ts).
import type { Dinars } from './money'
import { formatDigits } from './number-format'

const NBSP = '\u00a0'
const RLM = '\u200f'

/** `language` is the shop's language code; anything but Arabic is written in English. */
export function formatIqd(amount: Dinars, language: string): string {
  const digits = formatDigits(Math.abs(amount), language)
  if (language !== 'ar') return `${amount < 0 ? '-' : ''}IQD${NBSP}${digits}`
  return `${amount < 0 ? '\u061c-' : ''}${RLM}${digits}${NBSP}د.ع.${RLM}`
}

/** A delivery fee as every page, e-mail and message writes it: the word for free (the subtotal
 * passed the free-delivery threshold) rather than "0 IQD". */
export function formatShipping(amount: Dinars, language: string, free: string): string {
  return amount === 0 ? free : formatIqd(amount, language)
}
