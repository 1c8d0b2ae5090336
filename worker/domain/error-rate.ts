// When the owner hears of server errors. A 5xx answer is one of three kinds, counted apart, each
// with its own threshold within ERROR_WINDOW_MINUTES minutes and its own alert at most once per
// ALERT_INTERVAL_MS: the worker's own failure ('server'), a setting the owner has to fix
// ('configuration': a door answers 503 while it is not configured) and an outside service that does
// not answer ('provider'). Anyone can call a door that is not configured, or make the shop ask a
// provider that is down: were they counted with the worker's own errors, a visitor could raise the
// alert, and while it held its hour a real outage would alert nobody.
import type { ErrorCode } from '../schemas/error-codes'

export const ERROR_WINDOW_MINUTES = 5
export const ALERT_INTERVAL_MS = 60 * 60 * 1000

export const ERROR_KINDS = ['server', 'configuration', 'provider'] as const
export type ErrorKind = (typeof ERROR_KINDS)[number]

/** How many errors of a kind within the window send its alert. A door that is not configured
 * answers every call the same way, and a provider's outage shows on every call that needs it:
 * those take more before they warn than the worker's own errors, which are never expected. */
export const ERROR_THRESHOLDS: Record<ErrorKind, number> = {
  server: 10,
  configuration: 20,
  provider: 20,
}

/** The error codes of a door answering 503 because a setting is missing or unusable. */
const CONFIGURATION_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'SIGN_IN_UNAVAILABLE',
  'SETTINGS_INVALID',
  'TELEGRAM_NOT_CONFIGURED',
  'TELEGRAM_SETTING_MISSING',
  'TELEGRAM_SETTING_EMPTY',
  'WHATSAPP_NOT_CONFIGURED',
])

/** The error codes of an outside service (a payment provider, a courier, SMS, Telegram) that did
 * not answer or refused. */
const PROVIDER_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'COURIER_UNAVAILABLE',
  'CODE_SEND_FAILED',
  'TELEGRAM_REFUSED',
  'TELEGRAM_UNREACHABLE',
])

/** The kind of a 5xx answered with `code` (none: a failure that never reached an error code). */
export function errorKind(code: string | undefined): ErrorKind {
  if (code !== undefined && CONFIGURATION_CODES.has(code)) return 'configuration'
  if (code !== undefined && PROVIDER_CODES.has(code)) return 'provider'
  return 'server'
}

/** The UTC minute `now` falls in, as the counter's key ('YYYY-MM-DDTHH:MM'). */
export const minuteOf = (now: Date) => now.toISOString().slice(0, 16)

/** The minute keys of the window ending with `now`: its first one, and the current one. */
export function errorWindow(now: Date): { first: string; current: string } {
  const first = new Date(now.getTime() - (ERROR_WINDOW_MINUTES - 1) * 60_000)
  return { first: minuteOf(first), current: minuteOf(now) }
}
