// The one place the API reads the time: every request gets the clock as `c.var.now` (app.ts), and
// routes and middleware pass `c.var.now()` on instead of calling `new Date()` themselves. Deployed
// and under `wrangler dev` it is the Worker's own clock (which moves only across I/O). The worker
// tests, which call the app in their own runtime through this same module, may stop it and move it
// on (test/worker/clock.ts), so a test that needs two distinct times makes them instead of
// sleeping for them. Elapsed times that are measurements, not rules (a request's duration in the
// log, the D1 meter's wait), still read Date.now().
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

let testClock: Clock | undefined

/** The clock of the requests that start from now on. */
export const currentClock = (): Clock => testClock ?? systemClock

/**
 * For the worker tests only (nothing in worker/ calls it): the clock the app's requests read until
 * it is called again; `undefined` gives the system clock back.
 */
export function setTestClock(clock: Clock | undefined): void {
  testClock = clock
}
