// The local cron runner's reading of cron expressions (test/helpers/cron-schedule.ts): when each
// of wrangler.toml's crons next fires, in UTC, and which expressions it refuses.
import { describe, expect, it } from 'vitest'
import { nextFire, parseCron, wranglerCrons } from '../helpers/cron-schedule'

const next = (expression: string, after: string) =>
  nextFire(parseCron(expression), new Date(after)).toISOString()

/** The next `count` fire times after `after`. */
function fires(expression: string, after: string, count: number): string[] {
  const schedule = parseCron(expression)
  const times: string[] = []
  let at = new Date(after)
  for (let i = 0; i < count; i += 1) {
    at = nextFire(schedule, at)
    times.push(at.toISOString().slice(0, 16))
  }
  return times
}

describe("wrangler.toml's crons", () => {
  it('are read from its [triggers] table', () => {
    expect(wranglerCrons()).toEqual(['0 0 * * *', '0 * * * *', '*/5 * * * *', '0 6 * * *'])
  })

  it('fire every five minutes, on the hour and at midnight UTC', () => {
    expect(fires('*/5 * * * *', '2026-11-28T20:31:07Z', 3)).toEqual([
      '2026-11-28T20:35',
      '2026-11-28T20:40',
      '2026-11-28T20:45',
    ])
    expect(fires('0 * * * *', '2026-11-28T22:59:59.999Z', 3)).toEqual([
      '2026-11-28T23:00',
      '2026-11-29T00:00',
      '2026-11-29T01:00',
    ])
    expect(fires('0 0 * * *', '2026-12-31T00:00:00Z', 2)).toEqual([
      '2027-01-01T00:00',
      '2027-01-02T00:00',
    ])
  })

  it('fire strictly after the given time: a run at its own minute is not repeated', () => {
    expect(next('*/5 * * * *', '2026-11-28T20:35:00.000Z')).toBe('2026-11-28T20:40:00.000Z')
    expect(next('0 * * * *', '2026-11-28T20:00:00.400Z')).toBe('2026-11-28T21:00:00.000Z')
  })
})

describe('cron expressions', () => {
  it('take numbers, lists, ranges and steps', () => {
    expect(fires('7,37 3 * * *', '2026-11-28T03:10:00Z', 3)).toEqual([
      '2026-11-28T03:37',
      '2026-11-29T03:07',
      '2026-11-29T03:37',
    ])
    expect(fires('0 9-17/4 * * *', '2026-11-28T10:00:00Z', 3)).toEqual([
      '2026-11-28T13:00',
      '2026-11-28T17:00',
      '2026-11-29T09:00',
    ])
    expect(fires('15/20 0 * * *', '2026-11-28T00:00:00Z', 3)).toEqual([
      '2026-11-28T00:15',
      '2026-11-28T00:35',
      '2026-11-28T00:55',
    ])
  })

  it('skip to the months and days that have the time', () => {
    expect(next('0 12 31 * *', '2026-11-28T00:00:00Z')).toBe('2026-12-31T12:00:00.000Z')
    expect(next('30 6 29 2 *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T06:30:00.000Z')
    expect(next('0 0 1 */3 *', '2026-11-28T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z')
  })

  it('read day names, and either day field when both are restricted (Unix cron)', () => {
    // 28 November 2026 is a Saturday.
    expect(next('0 8 * * MON-FRI', '2026-11-28T00:00:00Z')).toBe('2026-11-30T08:00:00.000Z')
    expect(next('0 8 * * sun,wed', '2026-11-30T00:00:00Z')).toBe('2026-12-02T08:00:00.000Z')
    expect(fires('0 0 1 * FRI', '2026-11-28T00:00:00Z', 3)).toEqual([
      '2026-12-01T00:00',
      '2026-12-04T00:00',
      '2026-12-11T00:00',
    ])
  })

  it.each([
    ['*/5 * * *', /five/],
    ['60 * * * *', /minute field "60" has 60, outside 0-59/],
    ['0 24 * * *', /hour field/],
    ['0 0 0 * *', /day of month field/],
    ['0 0 * 13 *', /month field/],
    ['0 0 * * 1', /day names/],
    ['0 0 L * *', /not understood/],
    ['0 0 * * 6#3', /not understood/],
    ['*/0 * * * *', /step of 0/],
    ['0 17-9 * * *', /backwards/],
  ])('refuse "%s" with the reason', (expression, reason) => {
    expect(() => parseCron(expression)).toThrow(reason)
  })

  it('refuse a date that never comes', () => {
    expect(() => nextFire(parseCron('0 0 30 2 *'), new Date('2026-01-01T00:00:00Z'))).toThrow(
      /never fires/,
    )
  })

  it('are found in any layout of the [triggers] table', () => {
    const toml = `name = "x"
[triggers]
# the crons
crons = [
  "0 0 * * *", # daily
  '*/10 * * * *',
]

[vars]
crons = ["not these"]`
    expect(wranglerCrons(toml)).toEqual(['0 0 * * *', '*/10 * * * *'])
    expect(wranglerCrons('[vars]\nA = "1"')).toEqual([])
  })
})
