// An online payment's amount as the dashboard and the bot show it: apart from money-format, which
// the storefront's first load carries, so that only the owner's screens pay for it.
import { type Fils, FILS_PER_DINAR } from './money'
import { formatIqd } from './money-format'

/**
 * An online payment's amount (dinars, or the provider's currency: PayPal charges US dollars), in
 * the language's digits; IQD as formatIqd writes it.
 */
export function formatPaymentAmount(amount: Fils, currency: string, language: string): string {
  if (currency === 'IQD') return formatIqd(amount, language)
  return new Intl.NumberFormat(language === 'ar' ? 'ar-IQ' : 'en-IQ', {
    style: 'currency',
    currency,
  }).format(amount / FILS_PER_DINAR)
}
