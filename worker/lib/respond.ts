// The response envelope every API call answers with.
import { type ErrorCode, type ErrorParams, errorText } from '../schemas/error-codes'

export const ok = <T>(data: T) => ({ success: true as const, data })
/** One refused item of a bulk change that went through for the others. */
export const failedItem = (id: string, code: ErrorCode) => ({ id, error: errorText(code), code })

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
