// The local cron runner's timetable (test/helpers/local-crons.ts, run by `npm start`): each of
// wrangler.toml's crons is fired at its times in UTC, once per time, on a clock made to run fast.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type CronSchedule, parseCron, wranglerCrons } from '../helpers/cron-schedule'
import { scheduleCrons } from '../helpers/local-crons'

const MINUTE = 60_000
let stop = () => {}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-28T20:31:07Z') })
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

/** Schedules wrangler.toml's crons; each run is written down as "hh:mm expression". */
function record(run: (at: Date) => Promise<void> = () => Promise.resolve()) {
  const runs: string[] = []
  const schedules = wranglerCrons().map(parseCron)
  ;({ stop } = scheduleCrons(schedules, (schedule: CronSchedule, at: Date) => {
    runs.push(`${new Date().toISOString().slice(11, 16)} ${schedule.expression}`)
    return run(at)
  }))
  return runs
}

describe('npm start runs the crons', () => {
  it('at their times in UTC: every five minutes, on the hour and at midnight', async () => {
    const runs = record()
    await vi.advanceTimersByTimeAsync(29 * MINUTE)
    expect(runs).toEqual([
      '20:35 */5 * * * *',
      '20:40 */5 * * * *',
      '20:45 */5 * * * *',
      '20:50 */5 * * * *',
      '20:55 */5 * * * *',
      '21:00 0 * * * *',
      '21:00 */5 * * * *',
    ])
    runs.length = 0
    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE)
    // At midnight the daily and the hourly cron both run, in either order.
    expect(runs.filter((run) => !run.endsWith('*/5 * * * *')).sort()).toEqual([
      '00:00 0 * * * *',
      '00:00 0 0 * * *',
      '22:00 0 * * * *',
      '23:00 0 * * * *',
    ])
    expect(runs.filter((run) => run.endsWith('*/5 * * * *'))).toHaveLength(36)
  })

  it('one run of a cron at a time: a slow run is not overlapped, the next waits for its time', async () => {
    // Each run takes seven minutes.
    const runs = record((at) => new Promise((resolve) => setTimeout(resolve, 7 * MINUTE, at)))
    await vi.advanceTimersByTimeAsync(19 * MINUTE)
    expect(runs.filter((run) => run.endsWith('*/5 * * * *'))).toEqual([
      '20:35 */5 * * * *',
      '20:45 */5 * * * *',
    ])
  })

  it('a failed run does not stop the timetable', async () => {
    const runs = record(() => Promise.reject(new Error('the shop is restarting')))
    await vi.advanceTimersByTimeAsync(9 * MINUTE)
    expect(runs).toEqual(['20:35 */5 * * * *', '20:40 */5 * * * *'])
  })

  it('times missed while the machine slept are not replayed one by one', async () => {
    const runs = record()
    // Asleep from 20:31 to 23:02: the wall clock jumps, the timers wait on (a monotonic clock).
    vi.setSystemTime(new Date('2026-11-28T23:02:00Z'))
    await vi.advanceTimersByTimeAsync(58 * MINUTE)
    // The 20:35 run comes late, once, when its timer ends; then the times come as due.
    expect(runs.filter((run) => run.endsWith('*/5 * * * *'))).toEqual(
      [
        '23:05',
        '23:10',
        '23:15',
        '23:20',
        '23:25',
        '23:30',
        '23:35',
        '23:40',
        '23:45',
        '23:50',
        '23:55',
        '00:00',
      ].map((time) => `${time} */5 * * * *`),
    )
  })
})
