// `npm run bench:year [-- --products 100000 --customers 20000 --orders 150000 --page-views 5000000]`:
// a year of a real shop's data (seeds/seed-large.ts: the catalogue with its fitment, the customers,
// the orders with their lines, events and online payments spread over a year, the visitors' page
// views), made once into test/artifacts/ and kept for the next run. Then, against `wrangler dev` on
// it: the dashboard's reads (Orders, Users, Analytics, the subscribers' CSV) as p50/p95 and as a
// multiple of GET /api/settings in the same run; the backup to R2, its download and its restore,
// each with its time, bytes and the peak memory of the worker's process (workerd, sampled every
// 50 ms: the local runtime does not enforce Workers' 128 MB, so the peak is what tells); and the
// database's size on disk, with its growth per order and per page view. Appended to
// docs/benchmarks.md. Run it at two sizes (e.g. --products 10000 and 100000) to see whether the
// backup's memory grows with the shop.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { seedState, startShop } from '../helpers/shop-server'
import { benchmarkReport } from './benchmarks-page'
import { measure, type Result } from './measure'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    customers: { type: 'string', default: '20000' },
    orders: { type: 'string', default: '150000' },
    'page-views': { type: 'string', default: '5000000' },
    runs: { type: 'string', default: '20' },
  },
})
const SIZE = {
  products: Number(values.products),
  customers: Number(values.customers),
  orders: Number(values.orders),
  views: Number(values['page-views']),
}
const RUNS = Number(values.runs)
const report = benchmarkReport('bench:year')

const seeded = `test/artifacts/bench-year-${String(SIZE.products)}-${String(SIZE.orders)}-${String(SIZE.views)}`
if (!existsSync(seeded)) {
  const started = performance.now()
  seedState(seeded)
  execFileSync(
    'npx',
    [
      'tsx',
      'seeds/seed-large.ts',
      ...['--products', String(SIZE.products), '--customers', String(SIZE.customers)],
      ...['--orders', String(SIZE.orders), '--page-views', String(SIZE.views)],
      ...['--persist-to', seeded],
    ],
    { stdio: 'inherit' },
  )
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

/** The bytes of the local D1's SQLite files under `dir`. */
function databaseBytes(dir: string): number {
  let bytes = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && /\.sqlite(-wal)?$/.test(entry.name))
      if (entry.parentPath.includes('d1'))
        bytes += statSync(join(entry.parentPath, entry.name)).size
  return bytes
}

/** The processes beneath `pid` (wrangler's workerd). */
function descendants(pid: number): number[] {
  let listed = ''
  try {
    listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
  } catch {
    return [] // ps answers 1 when it finds none
  }
  const children = listed
    .split('\n')
    .map(Number)
    .filter((child) => child > 0)
  return children.flatMap((child) => [child, ...descendants(child)])
}

const rssOf = (pid: number) => {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0 // gone
  }
}

/** Runs `work` while sampling the resident memory of the worker's processes: before and peak. */
async function withPeakMemory<T>(pids: number[], work: () => Promise<T>) {
  const sample = () => pids.reduce((sum, pid) => sum + rssOf(pid), 0)
  const before = sample()
  let peak = before
  const timer = setInterval(() => (peak = Math.max(peak, sample())), 50)
  const started = performance.now()
  try {
    const result = await work()
    return { result, ms: performance.now() - started, before, peak: Math.max(peak, sample()) }
  } finally {
    clearInterval(timer)
  }
}

const MB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`
const dbBytes = databaseBytes(seeded)
const shop = await startShop('test/artifacts/bench-year-state', { seeded })
const url = (path: string) => `${shop.baseURL}/api${path}`
try {
  const workerd = descendants(shop.pid)
  const login = await fetch(url('/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@shop.test', password: 'admin12345' }),
  })
  if (!login.ok) throw new Error(`admin sign-in: HTTP ${String(login.status)}`)
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  const headers = { Cookie: cookie, Origin: shop.baseURL }
  const asAdmin = (path: string, method = 'GET') => fetch(url(path), { method, headers })
  const ok = async (response: Response) => {
    if (!response.ok)
      throw new Error(`${response.url}: HTTP ${String(response.status)} ${await response.text()}`)
    return response
  }

  report.log(
    `${String(SIZE.products)} products, ${String(SIZE.customers)} customers, ${String(SIZE.orders)} orders (with lines, events; one in four paid online), ${String(SIZE.views)} page views; local wrangler dev + D1, ${String(RUNS)} requests per row, one at a time`,
  )
  report.log(
    `database on disk: ${MB(dbBytes)} (about ${String(Math.round(dbBytes / (SIZE.orders + SIZE.views / 10)))} bytes per order plus ten page views)`,
  )
  const reads: [string, string][] = [
    ['GET /api/settings (baseline)', '/settings'],
    ['Orders tab, first page', '/orders/all'],
    ['Orders tab, delivered', '/orders/all?status=delivered'],
    ['Orders tab, a customer searched', '/orders/all?customer=Customer%201234'],
    ['Users tab, first page', '/users'],
    ['Users tab, searched', '/users?search=customer1999'],
    ['Analytics tab (summary)', '/analytics/summary'],
    ['Subscribers CSV', '/newsletter/export?format=csv'],
  ]
  let baseline: Result | undefined
  for (const [name, path] of reads) {
    const result = await measure(() => asAdmin(path).then(ok), 1, RUNS)
    baseline ??= result
    report.log(
      `${name.padEnd(36)} ${result.p50.toFixed(1).padStart(8)}/${result.p95.toFixed(1).padStart(8)} ms (${(result.p95 / baseline.p95).toFixed(1)}×)  ${String(result.bytes).padStart(8)} bytes`,
    )
  }

  const backup = await withPeakMemory(
    workerd,
    async () =>
      (await (await ok(await asAdmin('/admin/backups', 'POST'))).json()) as {
        data: { name: string; size?: number }
      },
  )
  const { name } = backup.result.data
  const download = await withPeakMemory(workerd, async () => {
    const response = await ok(await asAdmin(`/admin/backups/${name}?full=1`))
    return (await response.arrayBuffer()).byteLength
  })
  report.log(
    `backup to R2 (${name}): ${(backup.ms / 1000).toFixed(1)} s, worker memory ${MB(backup.before)} before, ${MB(backup.peak)} at its peak (+${MB(backup.peak - backup.before)})`,
  )
  report.log(
    `its download: ${MB(download.result)} gzip in ${(download.ms / 1000).toFixed(1)} s, peak +${MB(download.peak - download.before)}`,
  )
  const restore = await withPeakMemory(workerd, async () =>
    (await ok(await asAdmin(`/admin/backups/${name}/restore`, 'POST'))).json(),
  )
  report.log(
    `its restore: ${(restore.ms / 1000).toFixed(1)} s, worker memory peak +${MB(restore.peak - restore.before)}: ${JSON.stringify(restore.result).slice(0, 300)}`,
  )
  report.save()
} finally {
  await shop.stop()
}
