// Why a send failed, as the consumer needs it: whether trying again can help, and after how long
// the provider asked us to wait.
import { GrammyError, HttpError } from 'grammy'

export class DeliveryFailure extends Error {
  constructor(
    message: string,
    /** No attempt can cure it (a chat that does not exist, an address refused). */
    readonly permanent = false,
    /** Seconds the provider asked to wait (Retry-After, Telegram's retry_after). */
    readonly retryAfter?: number,
  ) {
    super(message)
    this.name = 'DeliveryFailure'
  }
}

/** HTTP statuses after which the same request may succeed later. */
export const retryableStatus = (status: number) => status === 408 || status === 429 || status >= 500

/** Seconds from a Retry-After header (seconds or an HTTP date), if any. */
export function retryAfterHeader(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('Retry-After')
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

/** Any error of a send, read as a DeliveryFailure: Telegram's errors by their code. */
export function asDeliveryFailure(error: unknown): DeliveryFailure {
  if (error instanceof DeliveryFailure) return error
  if (error instanceof GrammyError)
    return new DeliveryFailure(
      `Telegram ${error.error_code}: ${error.description}`,
      !retryableStatus(error.error_code),
      error.parameters.retry_after,
    )
  if (error instanceof HttpError)
    return new DeliveryFailure(`Telegram unreachable: ${error.message}`)
  return new DeliveryFailure(error instanceof Error ? error.message : String(error))
}
