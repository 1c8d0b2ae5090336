// `npm run bench:year [-- --products 100000 --customers 20000 --orders 150000 --page-views 5000000]`:
// a year of a real shop's data (seeds/seed-large.ts: the catalogue with its fitment, the customers,
// the orders with their lines, events and online payments spread over a year, the visitors' page
// views the shop keeps of the year's: its caps hold the newest 1,000 sessions), made once into
// test/artifacts/ and kept for the next run. Then, against `wrangler dev` on
// it: the dashboard's reads (Orders, Users, Analytics, the subscribers' CSV) as p50/p95 and as a
// multiple of GET /api/settings in the same run; the backup to R2, its download and its restore,
// each with its time, bytes and the peak memory of the worker's process (workerd, sampled every
// 50 ms: the local runtime does not enforce Workers' 128 MB, so the peak is what tells); and the
// database's size on disk and its bytes per order (the analytics stay at their caps). Appended to
// docs/benchmarks.md. Run it at two sizes (e.g. --products 10000 and 100000) to see whether the
// backup's memory grows with the shop.
import { execFileSync } from 'node:child_process'
import { request } from 'node:http'
import { createRequire } from 'node:module'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { MAX_VIEWS_PER_SESSION, SESSION_HISTORY_CAP } from '../../worker/db/queries/analytics'
import { seedState, startShop } from '../helpers/shop-server'
import { benchmarkReport } from './benchmarks-page'
import { keepUp } from './large-seed'
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
/** The page views a year leaves in the shop: the newest SESSION_HISTORY_CAP sessions of at most
 * MAX_VIEWS_PER_SESSION views; each new visit prunes the older ones (services/visitor-analytics.ts),
 * so the analytics never grow past that, however many views the year had. */
const keptViews = Math.min(SIZE.views, SESSION_HISTORY_CAP * MAX_VIEWS_PER_SESSION)

const seeded = `test/artifacts/bench-year-${String(SIZE.products)}-${String(SIZE.orders)}-${String(keptViews)}`
if (!existsSync(seeded)) {
  const started = performance.now()
  seedState(seeded)
  execFileSync(
    'npx',
    [
      'tsx',
      'seeds/seed-large.ts',
      ...['--products', String(SIZE.products), '--customers', String(SIZE.customers)],
      ...['--orders', String(SIZE.orders), '--page-views', String(keptViews)],
      ...['--persist-to', seeded],
    ],
    { stdio: 'inherit' },
  )
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
keepUp(seeded)

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

/** CPU seconds the process has used (utime + stime, /proc/<pid>/stat, in clock ticks of 1/100 s). */
const cpuOf = (pid: number) => {
  try {
    const fields =
      readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ') ?? []
    return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100
  } catch {
    return 0
  }
}

const rssOf = (pid: number) => {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0 // gone
  }
}

/** The `ws` client wrangler itself depends on (Node 20 has no WebSocket of its own). */
type Socket = {
  on(event: 'open' | 'message' | 'error', listener: (data: unknown) => void): void
  send(data: string): void
  close(): void
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => Socket

/** The JS heap of the worker's isolate (DevTools' Runtime.getHeapUsage), as it is now; what a
 * Worker's 128 MB holds, where the process's RSS also counts the local D1 and R2. */
async function heapReader(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${String(port)}/json`)).json()) as {
    webSocketDebuggerUrl: string
  }[]
  const socket = new WebSocket(targets[0]?.webSocketDebuggerUrl ?? '')
  await new Promise((resolve, reject) => {
    socket.on('open', resolve)
    socket.on('error', reject)
  })
  let asked = 0
  const waiting = new Map<number, (used: number) => void>()
  socket.on('message', (data) => {
    const answer = JSON.parse(String(data)) as { id?: number; result?: { usedSize?: number } }
    if (answer.id !== undefined) waiting.get(answer.id)?.(answer.result?.usedSize ?? 0)
  })
  return {
    used: () =>
      new Promise<number>((resolve) => {
        waiting.set(++asked, resolve)
        socket.send(JSON.stringify({ id: asked, method: 'Runtime.getHeapUsage' }))
      }),
    close: () => socket.close(),
  }
}

/** Runs `work` while sampling, every 50 ms, the resident memory of the worker's processes and
 * its isolate's heap: each before and at its peak. */
async function withPeakMemory<T>(
  pids: number[],
  heap: Awaited<ReturnType<typeof heapReader>>,
  work: () => Promise<T>,
) {
  const rss = () => pids.reduce((sum, pid) => sum + rssOf(pid), 0)
  const cpu = () => pids.reduce((sum, pid) => sum + cpuOf(pid), 0)
  const cpuBefore = cpu()
  const before = { rss: rss(), heap: await heap.used() }
  const peak = { ...before }
  const sample = async () => {
    peak.rss = Math.max(peak.rss, rss())
    peak.heap = Math.max(peak.heap, await heap.used())
  }
  const timer = setInterval(() => void sample(), 50)
  const started = performance.now()
  try {
    const result = await work()
    const ms = performance.now() - started
    await sample()
    return { result, ms, before, peak, cpu: cpu() - cpuBefore }
  } finally {
    clearInterval(timer)
  }
}

const memory = ({ before, peak, cpu }: { before: Memory; peak: Memory; cpu: number }) =>
  `isolate heap ${MB(before.heap)} before, ${MB(peak.heap)} at its peak; worker process RSS +${MB(peak.rss - before.rss)}, ${cpu.toFixed(1)} CPU-s (workerd, its local D1 and R2 included)`
interface Memory {
  rss: number
  heap: number
}

const MB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`
const dbBytes = databaseBytes(seeded)
const shop = await startShop('test/artifacts/bench-year-state', { seeded })
const url = (path: string) => `${shop.baseURL}/api${path}`
try {
  const workerd = descendants(shop.pid)
  const heap = await heapReader(shop.inspectorPort)
  const login = await fetch(url('/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@shop.test', password: 'admin12345' }),
  })
  if (!login.ok) throw new Error(`admin sign-in: HTTP ${String(login.status)}`)
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  const headers = { Cookie: cookie, Origin: shop.baseURL }
  const asAdmin = (path: string, method = 'GET') => fetch(url(path), { method, headers })
  /** A call that may take longer than fetch waits for an answer's headers (300 s): its body. */
  const slowly = (path: string, method: string) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const call = request(url(path), { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
        )
      })
      call.on('error', reject)
      call.end()
    })
  const slowOk = async (path: string, method: string) => {
    const answer = await slowly(path, method)
    if (answer.status >= 300)
      throw new Error(
        `${path}: HTTP ${String(answer.status)} ${answer.body.toString().slice(0, 300)}`,
      )
    return answer.body
  }
  const ok = async (response: Response) => {
    if (!response.ok)
      throw new Error(`${response.url}: HTTP ${String(response.status)} ${await response.text()}`)
    return response
  }

  report.log(
    `${String(SIZE.products)} products, ${String(SIZE.customers)} customers, ${String(SIZE.orders)} orders (with lines, events; one in four paid online), ${String(SIZE.views)} page views over the year of which the shop keeps ${String(keptViews)}; local wrangler dev + D1, ${String(RUNS)} requests per row, one at a time`,
  )
  report.log(
    `database on disk: ${MB(dbBytes)}, ${String(Math.round(dbBytes / SIZE.orders))} bytes per order with the catalogue and the kept page views counted in (a year's growth is less: the analytics stay at their caps)`,
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
    heap,
    async () =>
      JSON.parse((await slowOk('/admin/backups', 'POST')).toString()) as {
        data: { name: string; size?: number }
      },
  )
  const { name } = backup.result.data
  const download = await withPeakMemory(workerd, heap, async () => {
    return (await slowOk(`/admin/backups/${name}?full=1`, 'GET')).byteLength
  })
  report.log(`backup to R2 (${name}): ${(backup.ms / 1000).toFixed(1)} s, ${memory(backup)}`)
  report.log(
    `its download: ${MB(download.result)} gzip in ${(download.ms / 1000).toFixed(1)} s, ${memory(download)}`,
  )
  const restore = await withPeakMemory(
    workerd,
    heap,
    async () =>
      JSON.parse((await slowOk(`/admin/backups/${name}/restore`, 'POST')).toString()) as unknown,
  )
  report.log(
    `its restore: ${(restore.ms / 1000).toFixed(1)} s, ${memory(restore)}: ${JSON.stringify(restore.result).slice(0, 300)}`,
  )
  heap.close()
  report.save()
} finally {
  await shop.stop()
}
