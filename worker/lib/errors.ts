// AppError: thrown anywhere, rendered once by app.onError as { success: false, error }.
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export class AppError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    /** Sent as Retry-After with a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(status, { message })
  }
}

export const badRequest = (message: string) => new AppError(400, message)
export const unauthorized = (message = 'Please sign in to continue') => new AppError(401, message)
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, message)
export const notFound = (message: string) => new AppError(404, message)
export const conflict = (message: string) => new AppError(409, message)
export const unprocessable = (message: string) => new AppError(422, message)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, retryAfterSeconds)

/** The answer of every rate limit (middleware/rate-limit and the per-account phone code cap). */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.'
