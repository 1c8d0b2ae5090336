// `npm run bench:first-cards [-- --products 100000 --runs 10]`: how long the home page takes to show
// its first product cards in Chromium, with the 36 seed products and with the benchmark's
// N-product catalogue (test/bench/large-seed.ts), each on its own
// `npm start`-like shop. Prints the median and p95 of each and their ratio, and appends them to
// docs/benchmarks.md. Not part of `npm test`.
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { startShop } from '../helpers/shop-server'
import { benchmarkReport } from './benchmarks-page'
import { largeSeed } from './large-seed'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '10' },
  },
})
const RUNS = Number(values.runs)
const report = benchmarkReport('bench:first-cards')
const large = largeSeed(Number(values.products))

const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium')

async function firstCards(seeded: string | undefined) {
  const shop = await startShop(mkdtempSync(join(tmpdir(), 'first-cards-')), { seeded })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  const times: number[] = []
  try {
    for (let i = -1; i < RUNS; i++) {
      // A new visitor each time: no HTTP cache, no service worker.
      const context = await browser.newContext({ baseURL: shop.baseURL })
      const page = await context.newPage()
      const start = performance.now()
      await page.goto('/')
      await page.getByRole('article').first().waitFor()
      if (i >= 0) times.push(performance.now() - start) // the first visit warms wrangler up
      await context.close()
    }
  } finally {
    await browser.close()
    await shop.stop()
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN
  return { p50: at(0.5), p95: at(0.95) }
}

const small = await firstCards(undefined)
const big = await firstCards(large)
const ms = (n: number) => `${Math.round(n)} ms`
report.log(`first cards, 36 products: p50 ${ms(small.p50)}, p95 ${ms(small.p95)}`)
report.log(`first cards, ${values.products} products: p50 ${ms(big.p50)}, p95 ${ms(big.p95)}`)
report.log(`ratio (p50): ${(big.p50 / small.p50).toFixed(2)}×`)
report.save()
