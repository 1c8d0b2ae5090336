// The response envelope every API call answers with.
import { type ErrorCode, type ErrorParams, errorText } from '../schemas/error-codes'

export const ok = <T>(data: T) => ({ success: true as const, data })
/** How many rows the list holds in all (`totalCapped`: more than `total`, which is as far as
 * they were counted), and the next page's cursor. */
export interface PageMeta {
  total: number
  totalCapped?: true
  nextCursor: string | null
  /** A search that found nothing, put right, when that finds something (the catalogue's). */
  searchInstead?: string
}

/** A page of a list: its rows and its PageMeta. */
export function okPage<T extends unknown[]>(
  data: T,
  page: {
    total: number
    totalCapped?: boolean
    nextCursor: string | null
    searchInstead?: string | null
  },
) {
  const meta: PageMeta = {
    total: page.total,
    ...(page.totalCapped && { totalCapped: true }),
    nextCursor: page.nextCursor,
    ...(page.searchInstead && { searchInstead: page.searchInstead }),
  }
  return { ...ok(data), meta }
}
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
