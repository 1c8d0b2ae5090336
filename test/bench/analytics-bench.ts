// `npm run bench:analytics [-- --page-views 500000 --products 100000]`: the dashboard's visitor
// summary (GET /api/analytics/summary) and the home card's highlights with that many page views
// (seeds/seed-large.ts; the seeded state is kept in test/artifacts/ for the next run), p50/p95 in
// ms at concurrency 1 and as a multiple of GET /api/settings in the same run; then each summary
// query straight on D1 (median of 10) with its plan, beside the counting of every view that the
// per-page and per-product counts replaced. Not part of `npm test`. The figures are appended to
// docs/benchmarks.md.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { getPlatformProxy } from 'wrangler'
import { seedState, startShop } from '../helpers/shop-server'
import { benchmarkReport } from './benchmarks-page'
import { measure, type Result } from './measure'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'page-views': { type: 'string', default: '500000' },
    runs: { type: 'string', default: '30' },
  },
})
const PRODUCTS = Number(values.products)
const VIEWS = Number(values['page-views'])
const RUNS = Number(values.runs)
const report = benchmarkReport('bench:analytics')

const seeded = `test/artifacts/bench-seed-${PRODUCTS}-views-${VIEWS}`
if (!existsSync(seeded)) {
  seedState(seeded)
  execFileSync(
    'npx',
    [
      'tsx',
      'seeds/seed-large.ts',
      '--products',
      String(PRODUCTS),
      '--page-views',
      String(VIEWS),
      '--persist-to',
      seeded,
    ],
    { stdio: 'inherit' },
  )
}

const shop = await startShop('test/artifacts/bench-analytics-state', { seeded })
const url = (path: string) => `${shop.baseURL}/api${path}`
try {
  const login = await fetch(url('/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@shop.test', password: 'admin12345' }),
  })
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  const get = (path: string) => () => fetch(url(path), { headers: { Cookie: cookie } })
  const summary = (await (await get('/analytics/summary')()).json()) as {
    data: { pageViews: number; totalVisitors: number }
  }
  report.log(
    `${PRODUCTS} products, ${summary.data.pageViews} page views, ${summary.data.totalVisitors} visitors; ${RUNS} requests each, concurrency 1`,
  )
  let baseline: Result | undefined
  for (const [name, call] of [
    ['GET /api/settings (baseline)', get('/settings')],
    ['GET /api/analytics/summary', get('/analytics/summary')],
    ['GET /api/analytics/highlights', get('/analytics/highlights')],
  ] as const) {
    const result = await measure(call, 1, RUNS)
    baseline ??= result
    const ratio = result.p95 / baseline.p95
    report.log(
      `${name.padEnd(34)}${`${result.p50.toFixed(1)}/${result.p95.toFixed(1)} ms (${ratio.toFixed(1)}×)`.padStart(28)}   ${result.bytes} bytes`,
    )
  }
} finally {
  await shop.stop()
}

// The summary's queries straight on D1, with their plans.
const { env, dispose } = await getPlatformProxy<{
  DB: import('@cloudflare/workers-types').D1Database
}>({ configPath: 'wrangler.toml', persist: { path: join(seeded, 'v3') } })
const QUERIES: [string, string][] = [
  [
    'sessions',
    `SELECT id, visitor_id, device, browser, page_views, started_at, last_activity_at, ended_at
     FROM visitor_sessions ORDER BY started_at DESC`,
  ],
  ['page views (sum of counts)', 'SELECT coalesce(sum(views), 0) FROM page_view_counts'],
  ['page views (count of views)', 'SELECT count(*) FROM page_views'],
  [
    'top pages (counts)',
    'SELECT page, views FROM page_view_counts ORDER BY views DESC, page LIMIT 10',
  ],
  [
    'top pages (grouping views)',
    'SELECT page, count(*) AS views FROM page_views GROUP BY page ORDER BY views DESC, page LIMIT 10',
  ],
  [
    'top products (counts)',
    `SELECT p.id, p.name, c.views FROM product_view_counts c JOIN products p ON p.id = c.product_id
     ORDER BY c.views DESC, c.product_id LIMIT 10`,
  ],
  [
    'top products (grouping views)',
    `SELECT p.id, count(*) AS views FROM page_views v JOIN products p ON p.id = v.product_id
     WHERE v.product_id IS NOT NULL GROUP BY p.id ORDER BY views DESC, p.id LIMIT 10`,
  ],
]
report.log('\nsummary queries on D1, median of 10 (ms)')
for (const [name, sql] of QUERIES) {
  const times: number[] = []
  for (let i = 0; i < 10; i++) {
    const start = performance.now()
    await env.DB.prepare(sql).all()
    times.push(performance.now() - start)
  }
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>()
  report.log(
    `${name.padEnd(30)}${(times.sort((a, b) => a - b)[5] ?? 0).toFixed(1).padStart(8)}   ${plan.results.map((r) => r.detail).join('; ')}`,
  )
}
await dispose()
report.save()
