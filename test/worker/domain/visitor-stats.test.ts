import { describe, expect, it } from 'vitest'
import {
  averageSessionMinutes,
  bounceRate,
  sessionMinutes,
  shares,
  type SessionFacts,
  visitorsByDay,
  visitorsByHour,
} from '../../../worker/domain/visitor-stats'

const session = (startedAt: string, minutes: number, pageViews = 2, open = false): SessionFacts => {
  const end = new Date(Date.parse(startedAt) + minutes * 60_000).toISOString()
  return {
    visitorId: 'v',
    device: 'desktop',
    browser: 'Chrome',
    pageViews,
    startedAt,
    lastActivityAt: end,
    endedAt: open ? null : end,
  }
}

describe('session length', () => {
  it('measures an open session up to its last activity', () => {
    expect(sessionMinutes(session('2026-07-01T10:00:00Z', 12, 2, true))).toBe(12)
  })

  it('averages to one decimal and is 0 without sessions', () => {
    expect(averageSessionMinutes([])).toBe(0)
    expect(
      averageSessionMinutes([
        session('2026-07-01T10:00:00Z', 1),
        session('2026-07-01T11:00:00Z', 1.25),
        session('2026-07-01T12:00:00Z', 2),
      ]),
    ).toBe(1.4)
  })
})

describe('bounceRate', () => {
  it('counts sessions with at most one page as bounces, in whole percent', () => {
    const s = [
      session('2026-07-01T10:00:00Z', 1, 1),
      session('2026-07-01T10:00:00Z', 1, 0),
      session('2026-07-01T10:00:00Z', 1, 5),
    ]
    expect(bounceRate(s)).toBe(67)
    expect(bounceRate([])).toBe(0)
  })
})

describe('shares', () => {
  it('lists the most frequent first with whole percentages', () => {
    expect(shares(['mobile', 'desktop', 'mobile', 'tablet'])).toEqual([
      { name: 'mobile', count: 2, percentage: 50 },
      { name: 'desktop', count: 1, percentage: 25 },
      { name: 'tablet', count: 1, percentage: 25 },
    ])
  })
})

describe('visitors over time', () => {
  it('buckets sessions by the hour of the Baghdad day (UTC+3)', () => {
    const hours = visitorsByHour([
      session('2026-07-01T21:30:00Z', 1),
      session('2026-07-01T06:59:00Z', 1),
    ])
    expect(hours).toHaveLength(24)
    expect(hours[0]).toBe(1) // 21:30 UTC is 00:30 the next day in Baghdad
    expect(hours[9]).toBe(1)
    expect(hours.reduce((a, b) => a + b)).toBe(2)
  })

  it('counts the last 30 Baghdad days, today last, and ignores older sessions', () => {
    const now = new Date('2026-07-10T22:00:00Z') // 01:00 on 11 July in Baghdad
    const days = visitorsByDay(
      [
        session('2026-07-10T21:10:00Z', 1),
        session('2026-07-10T20:50:00Z', 1),
        session('2026-06-01T10:00:00Z', 1),
      ],
      now,
    )
    expect(days).toHaveLength(30)
    expect(days.at(-1)).toEqual({ date: '2026-07-11', visitors: 1 })
    expect(days.at(-2)).toEqual({ date: '2026-07-10', visitors: 1 })
    expect(days[0]!.date).toBe('2026-06-12')
    expect(days.reduce((sum, d) => sum + d.visitors, 0)).toBe(2)
  })
})
