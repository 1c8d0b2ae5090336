// Display helpers for the English-only dashboard.
import { errorText as codeText, isErrorCode } from '@schemas/error-codes'
import { ApiError } from '@/lib/api-client'
import type { Fils } from '@domain/money'
import { formatIqd } from '@domain/money-format'
import { formatDate } from '@/lib/format'

/** Order ids show their last 6 characters, session ids their last 8. */
export const shortId = (id: string, length = 6) => id.slice(-length)

export const money = (amount: Fils) => formatIqd(amount, 'en')
export const date = (iso: string) => formatDate(iso, 'en')

export function dateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-IQ', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Baghdad',
  }).format(new Date(iso))
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** The message of a failed call, or the fallback. */
/** A failure in the dashboard's English: by its code where it has one (a call the API did not answer
 * carries only its code), else its message. */
export const errorText = (error: unknown, fallback = 'Unknown error') =>
  error instanceof ApiError && error.code && isErrorCode(error.code)
    ? codeText(error.code, error.params)
    : error instanceof Error && error.message
      ? error.message
      : fallback
