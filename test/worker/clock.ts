// Time in a worker test, moved by the test instead of waited for. Two clocks tick in this runtime:
// the shop's own (worker/lib/clock.ts: every route and middleware reads it), and the runtime's
// Date, which the local rate-limit bindings (miniflare's, in this same isolate) count their
// windows of a minute by. Both go back to the real time when the test ends.
import { onTestFinished, vi } from 'vitest'
import { setTestClock } from '../../worker/lib/clock'

export interface TestClock {
  /** The time the shop reads now. */
  now: () => Date
  /** Moves the clock on by `ms` milliseconds. */
  advance: (ms: number) => void
}

/**
 * The shop's clock stands at `at` (by default the real time now) until the test moves it. Moved
 * on by a millisecond at a time, what the test writes stays newer than what earlier tests wrote
 * and older than what later ones write.
 */
export function stopShopClock(at = new Date()): TestClock {
  let time = at.getTime()
  setTestClock(() => new Date(time))
  onTestFinished(() => setTestClock(undefined))
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms
    },
  }
}

/** The start of the real minute now: a rate-limit window opens there. */
export const startOfMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000)

/**
 * The runtime's Date, and with it the shop's clock and the rate limits' window, stands at `at`
 * until the test moves it: a burst of calls all lands in one window, whatever the real time does
 * meanwhile, and `advance(60_000)` opens the next one. Only Date is faked: timers run as usual.
 */
export function stopRuntimeClock(at = new Date()): TestClock {
  vi.useFakeTimers({ toFake: ['Date'], now: at })
  onTestFinished(() => {
    vi.useRealTimers()
  })
  return {
    now: () => new Date(),
    advance: (ms) => {
      vi.setSystemTime(Date.now() + ms)
    },
  }
}
