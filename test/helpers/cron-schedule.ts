// The cron expressions of wrangler.toml's [triggers] and when each next fires, for the local cron
// runner (test/helpers/local-crons.ts): five fields (minute, hour, day of month, month, day of
// week) read in UTC, as Cloudflare reads them. Each field takes `*`, numbers, ranges `a-b`, steps
// `*/n` and `a-b/n`, and comma lists of those; the day of week takes `*` or names (MON, SAT-SUN),
// not numbers: cron dialects number the days differently (Cloudflare's documents say 1-7, Unix
// cron 0-7), so a number there would be a guess. Cloudflare's extras (L, W, #) are refused.
import { readFileSync } from 'node:fs'

export interface CronSchedule {
  /** The expression as written. */
  expression: string
  minutes: ReadonlySet<number>
  hours: ReadonlySet<number>
  days: ReadonlySet<number>
  months: ReadonlySet<number>
  /** 0 = Sunday, as Date.getUTCDay(). */
  weekdays: ReadonlySet<number>
  /** Unix cron: when both the day of month and the day of week are restricted, either matches. */
  daysRestricted: boolean
  weekdaysRestricted: boolean
}

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']

interface FieldSpec {
  name: string
  min: number
  max: number
  /** Reads one value of the field; undefined when it is not one. */
  value: (text: string) => number | undefined
}

const number = (text: string) => (/^\d+$/.test(text) ? Number(text) : undefined)

const FIELDS: FieldSpec[] = [
  { name: 'minute', min: 0, max: 59, value: number },
  { name: 'hour', min: 0, max: 23, value: number },
  { name: 'day of month', min: 1, max: 31, value: number },
  { name: 'month', min: 1, max: 12, value: number },
  {
    name: 'day of week',
    min: 0,
    max: 6,
    value: (text) => {
      const at = DAY_NAMES.indexOf(text.toUpperCase())
      return at === -1 ? undefined : at
    },
  },
]

function parseField(text: string, spec: FieldSpec, expression: string): Set<number> {
  const refuse = (why: string): never => {
    throw new Error(`"${expression}": the ${spec.name} field "${text}" ${why}`)
  }
  const read = (part: string) => {
    const value = spec.value(part)
    if (value === undefined) {
      if (spec.name === 'day of week' && /^\d+$/.test(part))
        refuse('is a number: write the day names (SUN-SAT), which every cron dialect reads alike')
      return refuse(`is not understood ("${part}")`)
    }
    if (value < spec.min || value > spec.max)
      refuse(`has ${value}, outside ${spec.min}-${spec.max}`)
    return value
  }
  const values = new Set<number>()
  for (const part of text.split(',')) {
    const match = /^([^/]+)(?:\/(\d+))?$/.exec(part)
    if (!match?.[1]) return refuse(`is not understood ("${part}")`)
    const [, range, stepText] = match
    const step = stepText === undefined ? 1 : Number(stepText)
    if (step < 1) refuse('has a step of 0')
    let from: number
    let to: number
    if (range === '*' || range === '?') {
      from = spec.min
      to = spec.max
    } else if (range.includes('-')) {
      const [first = '', last = '', ...more] = range.split('-')
      if (more.length > 0) refuse(`is not understood ("${part}")`)
      from = read(first)
      to = read(last)
      if (from > to) refuse(`has the range ${range} backwards`)
    } else {
      from = read(range)
      // "5/15": from 5 to the end in steps of 15, as Unix cron reads it.
      to = stepText === undefined ? from : spec.max
    }
    for (let value = from; value <= to; value += step) values.add(value)
  }
  return values
}

/** Reads a five-field expression; throws with the reason when it cannot. */
export function parseCron(expression: string): CronSchedule {
  const fields = expression.trim().split(/\s+/)
  if (fields.length !== 5)
    throw new Error(
      `"${expression}" has ${fields.length} fields; a cron has five: minute hour day-of-month month day-of-week`,
    )
  const [minutes, hours, days, months, weekdays] = fields.map((field, i) =>
    parseField(field, FIELDS[i] as FieldSpec, expression),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>]
  const restricted = (field: string | undefined) => field !== '*' && field !== '?'
  return {
    expression,
    minutes,
    hours,
    days,
    months,
    weekdays,
    daysRestricted: restricted(fields[2]),
    weekdaysRestricted: restricted(fields[4]),
  }
}

function dayMatches(schedule: CronSchedule, at: Date): boolean {
  const day = schedule.days.has(at.getUTCDate())
  const weekday = schedule.weekdays.has(at.getUTCDay())
  if (schedule.daysRestricted && schedule.weekdaysRestricted) return day || weekday
  return day && weekday
}

const MINUTE_MS = 60_000

/** The first whole minute strictly after `after` (UTC) at which the schedule fires. */
export function nextFire(schedule: CronSchedule, after: Date): Date {
  const at = new Date(Math.floor(after.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS)
  // Skips a month, a day or an hour at a time; five years covers every leap day.
  const until = after.getTime() + 5 * 366 * 24 * 60 * MINUTE_MS
  while (at.getTime() <= until) {
    if (!schedule.months.has(at.getUTCMonth() + 1)) {
      at.setUTCMonth(at.getUTCMonth() + 1, 1)
      at.setUTCHours(0, 0)
    } else if (!dayMatches(schedule, at)) {
      at.setUTCDate(at.getUTCDate() + 1)
      at.setUTCHours(0, 0)
    } else if (!schedule.hours.has(at.getUTCHours())) {
      at.setUTCHours(at.getUTCHours() + 1, 0)
    } else if (!schedule.minutes.has(at.getUTCMinutes())) {
      at.setUTCMinutes(at.getUTCMinutes() + 1)
    } else {
      return at
    }
  }
  throw new Error(`"${schedule.expression}" never fires`)
}

/** The expressions of wrangler.toml's `[triggers] crons = [...]`, as written there. */
export function wranglerCrons(
  toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8'),
): string[] {
  // The [triggers] table up to the next table; its crons array may span lines.
  const triggers = /^\[triggers\][ \t]*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? ''
  const array = /^\s*crons\s*=\s*\[([^\]]*)\]/m.exec(triggers)?.[1]
  if (array === undefined) return []
  // Strings, and comments between them (a `#` inside a string is Cloudflare's "nth weekday").
  return [...array.matchAll(/"([^"]*)"|'([^']*)'|#[^\n]*/g)]
    .filter((m) => !m[0].startsWith('#'))
    .map((m) => m[1] ?? m[2] ?? '')
}
