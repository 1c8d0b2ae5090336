// When the owner hears of server errors: at least ERROR_ALERT_THRESHOLD answers with a 5xx status
// within ERROR_WINDOW_MINUTES minutes reach the admin chats, at most once per ALERT_INTERVAL_MS.
export const ERROR_WINDOW_MINUTES = 5
export const ERROR_ALERT_THRESHOLD = 10
export const ALERT_INTERVAL_MS = 60 * 60 * 1000

/** The UTC minute `now` falls in, as the counter's key ('YYYY-MM-DDTHH:MM'). */
export const minuteOf = (now: Date) => now.toISOString().slice(0, 16)

/** The minute keys of the window ending with `now`: its first one, and the current one. */
export function errorWindow(now: Date): { first: string; current: string } {
  const first = new Date(now.getTime() - (ERROR_WINDOW_MINUTES - 1) * 60_000)
  return { first: minuteOf(first), current: minuteOf(now) }
}
