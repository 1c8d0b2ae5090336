// Display helpers for the dashboard, in the admin's language (Arabic-Iraq digits in Arabic) and
// always in Baghdad time, whatever the viewer's own time zone.
import type { Dinars } from '@domain/money'
import { formatIqd } from '@domain/money-format'
import { formatPaymentAmount } from '@domain/payment-amount'
import type { ErrorCode } from '@schemas/error-codes'
import { errorMessage, translateProblem } from '@/lib/error-messages'
import { formatDate } from '@/lib/date-format'
import { formatNumber, formatYear } from '@/lib/format'
import { errorTextsReady, i18n } from '@/lib/i18n'

const language = () => i18n.language
const locale = () => (language() === 'ar' ? 'ar-IQ' : 'en-IQ')

/** A visitor session's id as the analytics tab shows it: its last 8 characters (an order's number
 * is @domain/order-number's). */
export const shortSessionId = (id: string) => id.slice(-8)

export const money = (amount: Dinars) => formatIqd(amount, language())
/** A payment's amount as the API gives it (whole units of its currency). */
export const paymentAmount = (amount: number, currency: string) =>
  formatPaymentAmount(amount, currency, language())
export const date = (iso: string) => formatDate(iso, language())
export const count = (n: number) => formatNumber(n, language())
/** A year as a number without grouping (2024, not 2,024), in the admin's digits. */
export const year = (n: number) => formatYear(n, language())

export function dateTime(iso: string): string {
  return new Intl.DateTimeFormat(locale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Baghdad',
  }).format(new Date(iso))
}

/** A time of day, hours and minutes, in Baghdad. */
export function shortTime(iso: string): string {
  return new Intl.DateTimeFormat(locale(), {
    timeStyle: 'short',
    timeZone: 'Asia/Baghdad',
  }).format(new Date(iso))
}

/** A clock time with seconds, in Baghdad. */
export function clock(iso: string): string {
  return new Intl.DateTimeFormat(locale(), {
    timeStyle: 'medium',
    timeZone: 'Asia/Baghdad',
  }).format(new Date(iso))
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return i18n.t('admin:units.bytes', { size: formatNumber(bytes, language()) })
  const kb = bytes / 1024
  if (kb < 1024) return i18n.t('admin:units.kb', { size: formatNumber(kb, language(), 1) })
  return i18n.t('admin:units.mb', { size: formatNumber(kb / 1024, language(), 1) })
}

/** A failure in the admin's language: by its code, as the storefront shows it (the API client
 * has loaded the codes' texts before it throws), else its message. */
export const errorText = (error: unknown, fallback?: string) =>
  errorMessage(error) || fallback || i18n.t('admin:common.unknownError')

/** One refused row of a bulk change (`{ id, code, error }`), by its code; the codes' texts are
 * fetched first, since a bulk answer succeeds without the API client loading them. */
export async function itemErrorText(item: { code: ErrorCode; error: string }): Promise<string> {
  await errorTextsReady()
  return translateProblem({ code: item.code, params: {}, message: item.error })
}
