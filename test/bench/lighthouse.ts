// `npm run lighthouse [-- --runs 3] [-- --products N]`: Lighthouse's mobile audit (its default:
// a mid-range phone on slow 4G, CPU slowed 4x) of the home page and a product page, run against the
// shop as `npm start` serves it, in Debian's Chromium. Prints the median of each score and metric
// over the runs. With --products N the shop holds the benchmark's N-product catalogue
// (test/bench/large-seed.ts). Not part of `npm test`.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startShop } from '../helpers/shop-server'
import { largeSeed } from './large-seed'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, products: { type: 'string' } },
})
const RUNS = Number(values.runs)
const seeded = values.products ? largeSeed(Number(values.products)) : undefined

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const PAGES = { home: '/', product: '/product/1001' }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

const shop = await startShop(mkdtempSync(join(tmpdir(), 'lighthouse-shop-')), { seeded })
const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
try {
  for (const [name, path] of Object.entries(PAGES)) {
    const runs: Record<string, number>[] = []
    let lcpElement = ''
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${shop.baseURL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (!result) throw new Error('Lighthouse returned nothing')
      const { categories, audits } = result.lhr
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      const metric = (id: string) => audits[id]?.numericValue ?? NaN
      // The element of the largest paint: what to make appear sooner.
      lcpElement ||=
        /"snippet":"((?:[^"\\]|\\.)*)"/.exec(
          JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {}),
        )?.[1] ?? ''
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      })
    }
    const summary = Object.fromEntries(
      Object.keys(runs[0] ?? {}).map((key) => [key, median(runs.map((r) => r[key] ?? NaN))]),
    )
    console.log(
      `${name} (${path}), median of ${RUNS}: performance ${summary.performance}, accessibility ` +
        `${summary.accessibility}, best practices ${summary.bestPractices}, SEO ${summary.seo}; ` +
        `FCP ${Math.round(summary.fcpMs ?? 0)} ms, LCP ${Math.round(summary.lcpMs ?? 0)} ms, ` +
        `TBT ${Math.round(summary.tbtMs ?? 0)} ms, CLS ${(summary.cls ?? 0).toFixed(3)}`,
    )
    console.log(
      `  runs: ${runs.map((r) => r.performance).join(', ')}; largest paint: ${lcpElement}`,
    )
  }
} finally {
  chrome.kill()
  await shop.stop()
}
