// Clock rules in the shop's time zone (Asia/Baghdad), whatever the server's or visitor's clock.
export const SHOP_TIME_ZONE = 'Asia/Baghdad'

export interface ZonedParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  weekday: number // 0 = Sunday
}

const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
}

/** One formatter per time zone: making one costs far more than using it (the analytics summary
 * made two for each of its 1,000 sessions, 200 ms of its answer). */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

export function zonedParts(now: Date, timeZone = SHOP_TIME_ZONE): ZonedParts {
  const parts = formatterFor(timeZone).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    weekday: WEEKDAY_INDEX[get('weekday')] ?? 0,
  }
}

/** The instant the current day began in the shop's time zone. */
export function startOfShopDay(now: Date, timeZone = SHOP_TIME_ZONE): Date {
  const p = zonedParts(now, timeZone)
  const wallClockAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute)
  const offset = wallClockAsUtc - Math.floor(now.getTime() / 60_000) * 60_000
  return new Date(Date.UTC(p.year, p.month - 1, p.day) - offset)
}

/** The shop's calendar date of `at`, YYYY-MM-DD. */
export function shopDate(at: Date, timeZone = SHOP_TIME_ZONE): string {
  const p = zonedParts(at, timeZone)
  return `${String(p.year)}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}
