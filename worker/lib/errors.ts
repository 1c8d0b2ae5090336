// AppError: thrown anywhere with a stable code, rendered once by app.onError as
// { success: false, error, code, params }.
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ErrorCode, type ErrorParams, errorText } from '../schemas/error-codes'

export class AppError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    /** Sent as Retry-After with a 429. */
    readonly retryAfterSeconds?: number,
    /** The English text when it says more than the code's own (zod's words for a bad request). */
    text: string = errorText(code, params),
  ) {
    super(status, { message: text })
  }
}

export const badRequest = (code: ErrorCode, params?: ErrorParams) => new AppError(400, code, params)
export const unauthorized = (code: ErrorCode = 'SIGN_IN_REQUIRED') => new AppError(401, code)
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(403, code)
export const notFound = (code: ErrorCode, params?: ErrorParams) => new AppError(404, code, params)
export const conflict = (code: ErrorCode, params?: ErrorParams) => new AppError(409, code, params)
export const unprocessable = (code: ErrorCode, params?: ErrorParams) =>
  new AppError(422, code, params)
export const tooManyRequests = (
  retryAfterSeconds: number,
  code: ErrorCode = 'TOO_MANY_REQUESTS',
  params?: ErrorParams,
) => new AppError(429, code, params, retryAfterSeconds)
