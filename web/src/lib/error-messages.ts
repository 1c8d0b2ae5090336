// A failure in the shopper's language, read by its code (the API's `code` and `params`), never by
// the English words beside it: those are shown only for a code this build does not know.
import type { ErrorCode, ErrorParams } from '@schemas/error-codes'
import { ApiError } from './api-client'
import { i18n } from './i18n'

/** What went wrong, as kept for later (the offline outbox stores it with a refused order). */
export interface Problem {
  code: ErrorCode | null
  params: ErrorParams
  message: string
}

export function problemOf(error: unknown): Problem {
  if (error instanceof ApiError)
    return { code: error.code, params: error.params, message: error.message }
  return { code: null, params: {}, message: error instanceof Error ? error.message : String(error) }
}

/** A code's text in the shopper's language (its chunk loaded: see errorTextsReady). */
export const codeText = (code: ErrorCode) => i18n.t(`apiErrors.${code}`, { ns: 'errors' })

export function translateProblem({ code, params, message }: Problem): string {
  const key = `apiErrors.${code}`
  // Asked with the params: a counted text that a language writes in plural forms only (Arabic's
  // «…_one», «…_few») has no key without its count.
  if (!code || !i18n.exists(key, { ns: 'errors', ...params })) return message
  const options: Record<string, string | number> = { ...params }
  // A product is named in the shopper's language when it has a name in it.
  if (i18n.language === 'ar' && typeof params.nameAr === 'string' && params.nameAr)
    options.name = params.nameAr
  // A form field, as the server's schemas label it.
  if (typeof params.field === 'string')
    options.field = i18n.t(`fieldLabels.${params.field}`, {
      ns: 'errors',
      defaultValue: params.field,
    })
  return i18n.t(key, { ns: 'errors', ...options })
}

/** The message to show for a failed call or task. */
export const errorMessage = (error: unknown) => translateProblem(problemOf(error))
