// An online payment's amount as the dashboard and the bot show it: apart from money-format, which
// the storefront's first load carries, so that only the owner's screens pay for it.
import { dinars } from './money'
import { formatIqd } from './money-format'

/**
 * An online payment's amount, kept in its currency's smallest unit (whole dinars; PayPal charges
 * US dollars, kept in cents), in the language's digits; IQD as formatIqd writes it.
 */
export function formatPaymentAmount(amount: number, currency: string, language: string): string {
  if (currency === 'IQD') return formatIqd(dinars(amount), language)
  const format = new Intl.NumberFormat(language === 'ar' ? 'ar-IQ' : 'en-IQ', {
    style: 'currency',
    currency,
  })
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 0))
}
