// `npm run bench:cpu`: the CPU time a sign-in, a catalogue page and an order cost, for choosing the
// Workers plan (docs/operations.md, "Cost"). A Worker's clock stands still while it computes, so the worker
// cannot time itself: this reads the CPU time of the workerd process under `wrangler dev` (from
// /proc, as the kernel counts it) before and after a run of one kind of request, one at a time,
// and divides by the run's length. workerd also runs local D1 (SQLite) and the HTTP front, which
// production does not bill to the Worker, so each figure is an upper bound; a 404 (the middleware
// and nothing else) is measured for comparison. Linux only. The figures are appended to
// docs/benchmarks.md.
import { readdirSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { startShop } from '../helpers/shop-server'
import { benchmarkReport } from './benchmarks-page'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' } } })
const RUNS = Number(values.runs)
const TICK_MS = 10 // USER_HZ: /proc counts CPU time in hundredths of a second
const report = benchmarkReport('bench:cpu')

/** The parent of each process, and its CPU time so far (user + system), in ms. */
function processes() {
  const all = new Map<number, { parent: number; name: string; cpuMs: number }>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      all.set(Number(entry), {
        parent: Number(fields[1]),
        name,
        cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
      })
    } catch {
      // ended meanwhile
    }
  }
  return all
}

/** CPU ms of the workerd processes this script started (through wrangler). */
function workerdCpuMs(): number {
  const all = processes()
  const ours = (pid: number): boolean => {
    for (let p = pid; p > 1; p = all.get(p)?.parent ?? 0) if (p === process.pid) return true
    return false
  }
  let total = 0
  for (const [pid, p] of all) if (p.name.startsWith('workerd') && ours(pid)) total += p.cpuMs
  return total
}

const shop = await startShop('test/artifacts/cpu-bench-state')
try {
  const api = (path: string) => `${shop.baseURL}/api${path}`
  const json = { 'Content-Type': 'application/json', Origin: shop.baseURL }
  const ok = async (response: Promise<Response>) => {
    const answer = await response
    if (!answer.ok) throw new Error(`HTTP ${answer.status}: ${await answer.text()}`)
    return answer
  }
  /** CPU ms per request of `runs` calls, one at a time, after two to warm up. */
  async function cpuPerRequest(call: (i: number) => Promise<unknown>, runs = RUNS) {
    await call(-1)
    await call(-2)
    const before = workerdCpuMs()
    for (let i = 0; i < runs; i++) await call(i)
    return (workerdCpuMs() - before) / runs
  }

  const signIn = () =>
    ok(
      fetch(api('/auth/login'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'demo@shop.test', password: 'demo12345' }),
      }),
    )
  const cards = (await (await ok(fetch(api('/products?limit=50')))).json()) as {
    data: { id: number; sizes?: string[]; stock: number }[]
  }
  const part = cards.data.find((p) => !p.sizes?.length && p.stock > 20)
  if (!part) throw new Error('no product without sizes and with stock for the orders')
  // Each buyer may have three cash-on-delivery orders waiting: new accounts, made before the run
  // (sign-ups and sign-ins have their limits a minute, hence the shorter runs).
  const ORDERS = Math.min(RUNS, 15)
  const buyers: string[] = []
  for (let i = 0; i < Math.ceil((ORDERS + 2) / 3); i++) {
    const registered = await ok(
      fetch(api('/auth/register'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          email: `cpu-${Date.now()}-${i}@example.iq`,
          password: 'bench-password-1',
          firstName: 'Cpu',
          lastName: 'Bench',
        }),
      }),
    )
    buyers.push(registered.headers.get('set-cookie')?.split(';')[0] ?? '')
  }
  const order = (i: number) =>
    ok(
      fetch(api('/orders'), {
        method: 'POST',
        headers: { ...json, Cookie: buyers[Math.floor((i + 2) / 3)]! },
        body: JSON.stringify({
          items: [{ id: part.id, quantity: 1 }],
          shippingInfo: {
            firstName: 'Ali',
            lastName: 'Hassan',
            email: 'ali@example.iq',
            phone: `+964 770 ${String(100 + i + 2).padStart(3, '0')} ${String(1000 + i + 2)}`,
            governorate: 'baghdad',
            city: 'Karrada',
            area: 'Street 52, House 14',
          },
          paymentInfo: { method: 'cod' },
        }),
      }),
    )

  const rows: [string, number][] = [
    ['404 (middleware only)', await cpuPerRequest(() => fetch(api('/no-such-thing')))],
    ['sign-in (PBKDF2, 100,000 iterations)', await cpuPerRequest(signIn, Math.min(RUNS, 15))],
    [
      'catalogue page, not cached (distinct filter)',
      await cpuPerRequest((i) => ok(fetch(api(`/products?limit=24&minPrice=${1000 + i}`)))),
    ],
    [
      'catalogue page, cached',
      await cpuPerRequest(() => ok(fetch(api('/products?limit=24&minPrice=5')))),
    ],
    ['order (cash on delivery, one line)', await cpuPerRequest(order, ORDERS)],
  ]
  report.log('\n| request | CPU ms per request (workerd, upper bound) |\n| --- | --- |')
  for (const [name, ms] of rows) report.log(`| ${name} | ${ms.toFixed(1)} |`)
  report.save()
} finally {
  await shop.stop()
}
