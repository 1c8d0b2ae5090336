// The response envelope every API call answers with.
import { type ErrorCode, type ErrorParams, errorText } from '../schemas/error-codes'

export const ok = <T>(data: T) => ({ success: true as const, data })
/** A page of a list: its rows, how many rows the list holds in all, and the next page's cursor. */
export const okPage = <T extends unknown[]>(
  data: T,
  page: { total: number; nextCursor: string | null },
) => ({
  ...ok(data),
  meta: { total: page.total, nextCursor: page.nextCursor },
})
/** One refused item of a bulk change that went through for the others. */
export const failedItem = (id: string | number, code: ErrorCode) => ({
  id,
  error: errorText(code),
  code,
})

export const fail = (
  code: ErrorCode,
  params: ErrorParams = {},
  error = errorText(code, params),
) => ({
  success: false as const,
  error,
  code,
  params,
})
