// Visitor statistics from stored sessions: averages, bounce rate, device and browser shares,
// and visitors per Baghdad hour and per Baghdad day. Plain data in, plain data out.
import { zonedParts } from './baghdad-time'

export interface SessionFacts {
  visitorId: string
  device: string
  browser: string
  pageViews: number
  startedAt: string
  lastActivityAt: string
  endedAt: string | null
}

export interface Share {
  name: string
  count: number
  percentage: number
}

export const HOURS_IN_DAY = 24
export const DAYS_IN_CHART = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** Minutes from start to end (or last activity while still open). */
export function sessionMinutes(
  s: Pick<SessionFacts, 'startedAt' | 'lastActivityAt' | 'endedAt'>,
): number {
  const end = Date.parse(s.endedAt ?? s.lastActivityAt)
  return Math.max(0, end - Date.parse(s.startedAt)) / 60_000
}

/** One decimal, as the dashboard and the home card show it. */
export function averageSessionMinutes(sessions: readonly SessionFacts[]): number {
  if (sessions.length === 0) return 0
  const total = sessions.reduce((sum, s) => sum + sessionMinutes(s), 0)
  return Math.round((total / sessions.length) * 10) / 10
}

/** Percent of sessions that saw at most one page, rounded to a whole percent. */
export function bounceRate(sessions: readonly SessionFacts[]): number {
  if (sessions.length === 0) return 0
  return Math.round((sessions.filter((s) => s.pageViews <= 1).length / sessions.length) * 100)
}

/** Counts per value, most frequent first, with whole percentages of the total. */
export function shares(values: readonly string[]): Share[] {
  const counts = new Map<string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => ({
      name,
      count,
      percentage: Math.round((count / values.length) * 100),
    }))
}

/** Sessions started in each hour of the Baghdad day, 0 to 23. */
export function visitorsByHour(sessions: readonly SessionFacts[]): number[] {
  const hours = new Array<number>(HOURS_IN_DAY).fill(0)
  for (const s of sessions) {
    const hour = zonedParts(new Date(s.startedAt)).hour
    hours[hour] = (hours[hour] ?? 0) + 1
  }
  return hours
}

const dayKey = (date: Date) => {
  const p = zonedParts(date)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}

/** Sessions started on each of the last 30 Baghdad days, oldest first, today last. */
export function visitorsByDay(
  sessions: readonly SessionFacts[],
  now: Date,
): { date: string; visitors: number }[] {
  const days = Array.from({ length: DAYS_IN_CHART }, (_, i) => ({
    date: dayKey(new Date(now.getTime() - (DAYS_IN_CHART - 1 - i) * DAY_MS)),
    visitors: 0,
  }))
  const index = new Map(days.map((d, i) => [d.date, i]))
  for (const s of sessions) {
    const day = days[index.get(dayKey(new Date(s.startedAt))) ?? -1]
    if (day) day.visitors += 1
  }
  return days
}

/** The sessions' statistics; the page views are the kept sessions' own counts (a pruned session
 * takes its views with it), so the total reads no row beyond the sessions. */
export function summarizeSessions(sessions: readonly SessionFacts[], now: Date) {
  return {
    totalVisitors: sessions.length,
    pageViews: sessions.reduce((sum, s) => sum + s.pageViews, 0),
    uniqueVisitors: new Set(sessions.map((s) => s.visitorId)).size,
    averageSessionDuration: averageSessionMinutes(sessions),
    bounceRate: bounceRate(sessions),
    deviceBreakdown: shares(sessions.map((s) => s.device)),
    browserBreakdown: shares(sessions.map((s) => s.browser)),
    visitorsByHour: visitorsByHour(sessions),
    visitorsByDay: visitorsByDay(sessions, now),
  }
}
