// `npm run lighthouse [-- --runs 3] [-- --products N] [-- --languages en,ar] [-- --visits warm,cold]
// [-- --pages home,product,checkout] [-- --assets DIR] [-- --configs A,B] [-- --breakdown]
// [-- --functions]
// [-- --throttling devtools]`: Lighthouse's mobile audit (its default: a mid-range phone on slow 4G, CPU
// slowed 4x) of the home page, a product page and the checkout (signed in, one part in the cart),
// run against the shop as `npm start` serves it, in Debian's Chromium, in each language asked for
// (English by default), as two visits (both by default): warm, after the shop was opened once (its
// files in the HTTP cache and the service worker's), and cold, a first visit with neither. Prints
// the median of each score and metric over the runs, and the audits that failed. With --products N
// the shop holds the benchmark's N-product catalogue (test/bench/large-seed.ts); with --assets DIR it
// serves that build of the web app instead of web/dist, and with --assets DIR1,DIR2 it serves each
// from a shop of its own and alternates them run by run, so two builds meet the same moments of a
// machine whose speed moves by half from one minute to the next. --configs A,B does the same with
// two whole shops, worker and web build, each a wrangler config written by `npm run
// bench:shop-config` (test/bench/shop-config.ts): the way to compare a change to the worker's
// pages, which --assets cannot.
// Not part of `npm test`. The figures are appended to docs/benchmarks.md.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { LANGUAGE_COOKIE } from '../../worker/domain/language'
import { startShop } from '../helpers/shop-server'
import { benchmarkReport } from './benchmarks-page'
import { blockingByKind, type LongTask } from './blocking-by-kind'
import { functionsByTask, SAMPLES_CATEGORY } from './functions-by-task'
import { largeSeed } from './large-seed'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    products: { type: 'string' },
    languages: { type: 'string', default: 'en' },
    visits: { type: 'string', default: 'warm,cold' },
    // Some of the three pages only, to measure one change quickly.
    pages: { type: 'string', default: 'home,product,checkout' },
    assets: { type: 'string' },
    configs: { type: 'string' },
    // Also print where each run's main-thread time went (from Lighthouse's trace): by kind of
    // work, by script, its long tasks, and the blocking time by kind of task (blocking-by-kind.ts).
    breakdown: { type: 'boolean', default: false },
    // With --breakdown: each blocking task named by the functions V8 sampled in it (its components,
    // hooks and React's phases). Names survive only in a build made with `vite build --minify
    // false`, served with --assets; the sampling slows the page, so its scores do not compare.
    functions: { type: 'boolean', default: false },
    // `devtools`: Chromium itself slowed to the same phone and network (each request pays the
    // round trip), instead of Lighthouse's estimate from an unthrottled load (`simulate`).
    throttling: { type: 'string', default: 'simulate' },
  },
})
const RUNS = Number(values.runs)
const report = benchmarkReport('lighthouse')
const seeded = values.products ? largeSeed(Number(values.products)) : undefined

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const PAGES = { home: '/', product: '/product/1001', checkout: '/checkout' }
const DEMO = { email: 'demo@shop.test', password: 'demo12345' }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

const builds = values.configs?.split(',') ?? values.assets?.split(',') ?? [undefined]
const shops = await Promise.all(
  builds.map((build) =>
    startShop(
      mkdtempSync(join(tmpdir(), 'lighthouse-shop-')),
      values.configs ? { seeded, config: build } : { seeded, assetsDir: build },
    ),
  ),
)
const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
/** The shopper Lighthouse plays: this language chosen, signed in with a part in the cart for the
 * checkout. Lighthouse is told to keep the storage (disableStorageReset) so it sees them. A cold
 * visit then loses what opening the shop left behind: the HTTP cache, the service worker and its
 * cached files, as on a first visit. */
async function prepareShopper(
  shop: (typeof shops)[number],
  language: string,
  path: string,
  visit: string,
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`)
  const [context] = browser.contexts()
  if (!context) throw new Error('Chromium has no default context')
  const page = await context.newPage()
  await page.goto(`${shop.baseURL}/`)
  await page.evaluate(() => {
    localStorage.clear()
  })
  await context.clearCookies()
  // Chosen as the shop saves a choice: in storage, and in the cookie the worker writes a product
  // link's first view in (without it that view came in English, then the app's page in Arabic).
  await page.evaluate(
    ([l, cookie]) => {
      localStorage.setItem('bmp.language', JSON.stringify(l))
      document.cookie = `${cookie}=${l}; path=/; SameSite=Lax`
    },
    [language, LANGUAGE_COOKIE],
  )
  if (path === PAGES.checkout) {
    await page.request.post(`${shop.baseURL}/api/auth/login`, { data: DEMO })
    await page.goto(`${shop.baseURL}/product/1008`)
    await page.locator('.purchase .btn-primary').click()
  }
  // The page's own address asked once, unmeasured: the local server's first answer on a route
  // (wrangler compiling it, the first read of the assets) took a second more, and Lighthouse
  // estimates every paint from the first one it observed (a checkout's first view: 1,318 ms
  // observed on a shop's first run, 210–250 ms on every later one).
  await page.request.get(`${shop.baseURL}${path}`)
  if (visit === 'cold') {
    // The shop registers its service worker after the first paint, and it then precaches the app.
    // Cleared through CDP while the page it controlled was open, or while it was still installing,
    // it sometimes outlived the clearing, or its precache did, and served the "first" visit (the
    // English home page's cold runs of 1 December, 09:45, painted in 320 ms). Now the worker is
    // let finish, its page closed, and the worker and its caches removed from a page without the
    // app (which would register it again), then checked gone.
    await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready,
        new Promise((resolve) => setTimeout(resolve, 15_000)),
      ]),
    )
    await page.close()
    const check = await context.newPage()
    await check.goto(`${shop.baseURL}/robots.txt`)
    // A worker still running may write to its cache after it was deleted: again until none is left.
    // (No named function inside: tsx would wrap it in a helper the page does not have.)
    const left = await check.evaluate(async () => {
      let found = { workers: -1, caches: -1 }
      for (let attempt = 0; attempt < 20 && found.workers + found.caches !== 0; attempt++) {
        for (const worker of await navigator.serviceWorker.getRegistrations())
          await worker.unregister()
        for (const key of await caches.keys()) await caches.delete(key)
        await new Promise((resolve) => setTimeout(resolve, 250))
        found = {
          workers: (await navigator.serviceWorker.getRegistrations()).length,
          caches: (await caches.keys()).length,
        }
      }
      return found
    })
    const cdp = await context.newCDPSession(check)
    await cdp.send('Network.clearBrowserCache')
    await check.close()
    if (left.workers + left.caches > 0) throw new Error(`the clearing left ${JSON.stringify(left)}`)
  } else await page.close()
  await browser.close()
}

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits']
/** Where the main thread's time went in one run, off the audits Lighthouse reads from its trace. */
function breakdownOf(audits: Audits): string {
  const items = (id: string) =>
    (audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
  const ms = (value: unknown) => `${String(Math.round(Number(value)))} ms`
  const file = (url: unknown) => String(url).split('/').pop() ?? ''
  const work = items('mainthread-work-breakdown').map(
    (w) => `${String(w.groupLabel)} ${ms(w.duration)}`,
  )
  const scripts = items('bootup-time').map(
    (b) => `${file(b.url)} ${ms(b.scripting)} run + ${ms(b.scriptParseCompile)} compile`,
  )
  const long = items('long-tasks').map(
    (t) => `${file(t.url)} ${ms(t.duration)} at ${ms(t.startTime)}`,
  )
  return `work: ${work.join(', ')}; scripts: ${scripts.join(', ')}; long tasks: ${long.join(', ')}`
}

/** Which build a line is about, when two are compared. */
const label = (b: number) => (builds.length > 1 ? ` [${builds[b] ?? ''}]` : '')

try {
  for (const visit of values.visits.split(','))
    for (const language of values.languages.split(','))
      for (const [page, path] of Object.entries(PAGES).filter(([page]) =>
        values.pages.split(',').includes(page),
      )) {
        const name = `${page} (${language}, ${visit})`
        const runs = shops.map((): Record<string, number>[] => [])
        let lcpElement = ''
        // Every audit that failed in any run, by category: what to fix.
        const failed = new Set<string>()
        for (let i = 0; i < RUNS; i++)
          for (const [b, shop] of shops.entries()) {
            await prepareShopper(shop, language, path, visit)
            const result = await lighthouse(`${shop.baseURL}${path}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              disableStorageReset: true,
              throttlingMethod: values.throttling as 'simulate' | 'devtools',
              ...(values.functions ? { additionalTraceCategories: SAMPLES_CATEGORY } : {}),
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            })
            if (!result) throw new Error('Lighthouse returned nothing')
            const { categories, audits, environment } = result.lhr
            const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
            const metric = (id: string) => audits[id]?.numericValue ?? NaN
            for (const [category, { auditRefs }] of Object.entries(categories))
              for (const { id, weight } of auditRefs)
                if (weight > 0 && audits[id]?.score === 0) failed.add(`${category}: ${id}`)
            // The element of the largest paint: what to make appear sooner.
            lcpElement ||=
              /"snippet":"((?:[^"\\]|\\.)*)"/.exec(
                JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {}),
              )?.[1] ?? ''
            if (values.breakdown) {
              report.log(`  ${name}${label(b)} run ${String(i + 1)}: ${breakdownOf(audits)}`)
              const longTasks = (
                audits['long-tasks']?.details as { items?: LongTask[] } | undefined
              )?.items
              const byKind = blockingByKind(
                result.artifacts.Trace.traceEvents,
                result.lhr.finalDisplayedUrl,
                longTasks ?? [],
                metric('first-contentful-paint'),
              )
              const total = byKind.reduce((sum, [, ms]) => sum + ms, 0)
              report.log(
                `    blocking time by kind of task: ` +
                  `${byKind.map(([kind, ms]) => `${kind} ${String(Math.round(ms))} ms`).join(', ')} ` +
                  `(sum ${String(Math.round(total))} ms; TBT ${String(Math.round(metric('total-blocking-time')))} ms)`,
              )
              if (values.functions)
                for (const { blocking, names } of functionsByTask(
                  result.artifacts.Trace.traceEvents,
                  result.lhr.finalDisplayedUrl,
                  longTasks ?? [],
                  metric('first-contentful-paint'),
                ))
                  report.log(
                    `      ${String(Math.round(blocking))} ms blocking: ` +
                      names.map(([name, n]) => `${name} ×${String(n)}`).join(', '),
                  )
            }
            runs[b]?.push({
              performance: score('performance'),
              accessibility: score('accessibility'),
              bestPractices: score('best-practices'),
              seo: score('seo'),
              fcpMs: metric('first-contentful-paint'),
              lcpMs: metric('largest-contentful-paint'),
              tbtMs: metric('total-blocking-time'),
              cls: metric('cumulative-layout-shift'),
              // Lighthouse's own measure of how fast this machine ran at that moment: its
              // simulation multiplies the main thread's observed time, so a slower moment (a
              // busier host) costs the page points it would not lose on a phone.
              benchmarkIndex: environment.benchmarkIndex,
            })
          }
        for (const [b, build] of runs.entries()) {
          const summary = Object.fromEntries(
            Object.keys(build[0] ?? {}).map((key) => [
              key,
              median(build.map((r) => r[key] ?? NaN)),
            ]),
          )
          report.log(
            `${name}${label(b)} (${path}), median of ${RUNS}: performance ${summary.performance}, ` +
              `accessibility ${summary.accessibility}, best practices ${summary.bestPractices}, ` +
              `SEO ${summary.seo}; FCP ${Math.round(summary.fcpMs ?? 0)} ms, LCP ` +
              `${Math.round(summary.lcpMs ?? 0)} ms, TBT ${Math.round(summary.tbtMs ?? 0)} ms, CLS ` +
              (summary.cls ?? 0).toFixed(3),
          )
          report.log(
            `  runs: ${build.map((r) => r.performance).join(', ')} (machine's benchmark index ${build.map((r) => Math.round(r.benchmarkIndex ?? 0)).join(', ')}); largest paint: ${lcpElement}`,
          )
        }
        if (failed.size > 0) report.log(`  audits failed: ${[...failed].join(', ')}`)
      }
  report.save()
} finally {
  chrome.kill()
  await Promise.all(shops.map((shop) => shop.stop()))
}
