// The cron triggers of wrangler.toml on a developer's machine, where Cloudflare does not fire them
// (docs/operations-crons.md). `npm start` and `npm run dev` run this beside `wrangler dev`; it
// fires each cron when due (UTC, as Cloudflare does) and logs one line per run:
//   npx tsx test/helpers/local-crons.ts
// `npm run cron -- "<expression>"` runs one of wrangler.toml's crons once, now:
//   npx tsx test/helpers/local-crons.ts --now "*/5 * * * *"
// Both speak to the shop on PORT (default 8787) through wrangler's own trigger: `wrangler dev
// --test-scheduled` (the `serve` script) answers /__scheduled?cron=… by calling the worker's
// scheduled() (worker/index.ts) with that cron; wrangler.toml's run_worker_first lets the request
// past the static assets to it. (Wrangler's /cdn-cgi/handler/scheduled would be the newer door,
// but wrangler 4.86's miniflare fails it with "exception" whenever [assets] is configured.)
// Never part of the deployed worker.
import { parseArgs } from 'node:util'
import { type CronSchedule, nextFire, parseCron, wranglerCrons } from './cron-schedule'

/** What wrangler's scheduled middleware answers once it has called scheduled(). */
const RAN = 'Ran scheduled event'
const HOUR_MS = 60 * 60_000

/** An error's message, for one line of log. */
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

export const shopUrl = () => `http://127.0.0.1:${process.env.PORT ?? 8787}`

/** Whether a shop answers at `base`. */
export async function shopAnswers(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/settings`, { signal: AbortSignal.timeout(10_000) })).ok
  } catch {
    return false
  }
}

/**
 * Runs the cron `expression` on the shop at `base` and returns wrangler's answer. The worker's
 * scheduled() hands its work to waitUntil, so the answer comes as the work starts; the work's own
 * lines (and any error) are in the shop's output.
 */
export async function fireCron(base: string, expression: string): Promise<string> {
  const url = `${base}/__scheduled?cron=${encodeURIComponent(expression)}`
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  } catch (error) {
    throw new Error(`no answer from ${base} (${reason(error)})`)
  }
  const text = (await response.text()).trim()
  if (response.ok && text === RAN) return text
  throw new Error(
    `${base}/__scheduled answered ${response.status} ${JSON.stringify(text.slice(0, 80))}, not ` +
      `"${RAN}": is the shop's wrangler dev running without --test-scheduled? (npm start's ` +
      `serve script passes it)`,
  )
}

const clock = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`

/**
 * Calls `run` with each schedule at each of its times (UTC) from `now` on, one run of a cron at a
 * time, until `stop()`. A time missed while the machine slept is skipped, as Cloudflare does not
 * catch up either.
 */
export function scheduleCrons(
  schedules: CronSchedule[],
  run: (schedule: CronSchedule, at: Date) => Promise<void>,
  now = new Date(),
): { stop: () => void } {
  const timers = new Map<CronSchedule, ReturnType<typeof setTimeout>>()
  let stopped = false
  const plan = (schedule: CronSchedule, after: Date) => {
    const at = nextFire(schedule, after)
    const tick = () => {
      if (stopped) return
      const left = at.getTime() - Date.now()
      // Long waits in pieces: a timer holds at most 24.8 days, and a machine may sleep.
      if (left > 0) {
        timers.set(schedule, setTimeout(tick, Math.min(left, HOUR_MS)))
        return
      }
      void run(schedule, at)
        .catch(() => undefined)
        .finally(() => {
          plan(schedule, new Date(Math.max(at.getTime(), Date.now())))
        })
    }
    tick()
  }
  for (const schedule of schedules) plan(schedule, now)
  return {
    stop: () => {
      stopped = true
      for (const timer of timers.values()) clearTimeout(timer)
    },
  }
}

/** Fires the cron on the shop at `base` and logs one line with the answer. */
async function fireAndLog(base: string, schedule: CronSchedule, at: Date): Promise<void> {
  try {
    const answer = await fireCron(base, schedule.expression)
    console.log(`[crons] ${clock(at)} "${schedule.expression}": ${answer}`)
  } catch (error) {
    console.error(`[crons] ${clock(at)} "${schedule.expression}": failed: ${reason(error)}`)
  }
}

async function runSchedule(base: string): Promise<void> {
  const schedules: CronSchedule[] = []
  for (const expression of wranglerCrons()) {
    try {
      schedules.push(parseCron(expression))
    } catch (error) {
      console.error(
        `[crons] not scheduled here: ${reason(error)} ` +
          `(npm run cron -- "${expression}" runs it once)`,
      )
    }
  }
  if (schedules.length === 0) {
    console.log('[crons] wrangler.toml has no cron this script can schedule')
    return
  }
  while (!(await shopAnswers(base))) await new Promise((resolve) => setTimeout(resolve, 1000))
  const now = new Date()
  const next = schedules.map((s) => `"${s.expression}" at ${clock(nextFire(s, now))}`).join(', ')
  console.log(`[crons] firing wrangler.toml's crons on ${base} when due; next: ${next}`)
  scheduleCrons(schedules, (schedule, at) => fireAndLog(base, schedule, at), now)
}

/** `npm run cron -- "<expression>"`: that cron once, now; the exit code says whether it ran. */
async function runOnce(base: string, words: string[]): Promise<number> {
  const crons = wranglerCrons()
  const listed = crons.map((c) => `"${c}"`).join(', ')
  const expression = words.join(' ').trim().split(/\s+/).join(' ')
  if (!expression) {
    console.error(`Usage: npm run cron -- "<expression>", one of wrangler.toml's crons: ${listed}`)
    return 2
  }
  const cron = crons.find((c) => c.trim().split(/\s+/).join(' ') === expression)
  if (cron === undefined) {
    const shown = expression.length > 40 ? `${expression.slice(0, 40)}…` : expression
    console.error(
      `"${shown}" is not one of wrangler.toml's crons (${listed}). Quote it, or the shell ` +
        `turns its * into file names: npm run cron -- "*/5 * * * *"`,
    )
    return 1
  }
  if (!(await shopAnswers(base))) {
    console.error(
      `No shop answers at ${base}: start it with npm start (with the same PORT if it is not 8787).`,
    )
    return 1
  }
  try {
    const answer = await fireCron(base, cron)
    console.log(`"${cron}" on ${base}: ${answer} (its work's lines are in npm start's output)`)
    return 0
  } catch (error) {
    console.error(`"${cron}" did not run: ${reason(error)}`)
    return 1
  }
}

if (process.argv[1]?.endsWith('local-crons.ts')) {
  const { values, positionals } = parseArgs({
    options: { now: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  if (values.now) process.exitCode = await runOnce(shopUrl(), positionals)
  else await runSchedule(shopUrl())
}
