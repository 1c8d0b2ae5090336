// `npm run bench:deliveries [-- --messages 1000]`: how long the outbox takes to drain through the
// local DELIVERIES queue (wrangler dev, miniflare's queue, the consumer in the same worker, batches
// of 10 as wrangler.toml sets): N e-mails written to the outbox before the shop starts, forwarded
// by the first write request (the admin's sign-in), timed until the Deliveries panel counts them
// all sent. E-mails go to the local outbox provider (no network), so this measures the queue and
// the consumer's D1 work, not a provider. The figures are appended to docs/benchmarks.md.
import { execFileSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { seedState, startShop } from '../helpers/shop-server'
import { benchmarkReport } from './benchmarks-page'

const { values } = parseArgs({ options: { messages: { type: 'string', default: '1000' } } })
const MESSAGES = Number(values.messages)
const report = benchmarkReport('bench:deliveries')
const SEEDED = 'test/artifacts/deliveries-bench-seed'
const STATE = 'test/artifacts/deliveries-bench-state'

seedState(SEEDED)
const message = (i: string) =>
  `json_object('message', json_object('to', 'rider' || ${i} || '@example.iq', 'subject', 'Bench ' || ${i}, 'text', 'Hello', 'html', '<p>Hello</p>', 'kind', 'account-change', 'language', 'en'))`
execFileSync(
  'npx',
  [
    'wrangler',
    'd1',
    'execute',
    'moto-parts-shop',
    '--local',
    '--persist-to',
    SEEDED,
    '--command',
    `INSERT INTO outbox (channel, kind, payload, status, attempts, created_at)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MESSAGES})
     SELECT 'email', 'account-change', ${message('i')}, 'pending', 0, strftime('%Y-%m-%dT%H:%M:%fZ') FROM n`,
  ],
  { stdio: 'ignore' },
)

const shop = await startShop(STATE, { seeded: SEEDED })
try {
  const api = (path: string) => `${shop.baseURL}/api${path}`
  const started = performance.now()
  const login = await fetch(api('/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: shop.baseURL },
    body: JSON.stringify({ email: 'admin@shop.test', password: 'admin12345' }),
  })
  if (!login.ok) throw new Error(`sign-in failed: HTTP ${login.status}`)
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  let sent = 0
  let firstAt = 0
  while (sent < MESSAGES) {
    if (performance.now() - started > 600_000) throw new Error(`only ${sent} sent in 10 minutes`)
    await new Promise((r) => setTimeout(r, 250))
    const panel = (await (
      await fetch(api('/admin/deliveries'), { headers: { cookie } })
    ).json()) as {
      data: { today: { channel: string; sent: number; failed: number }[] }
    }
    const email = panel.data.today.find((row) => row.channel === 'email')
    sent = (email?.sent ?? 0) + (email?.failed ?? 0)
    if (sent > 0 && !firstAt) firstAt = performance.now()
  }
  const seconds = (performance.now() - started) / 1000
  report.log(
    `${MESSAGES} queued e-mails drained in ${seconds.toFixed(1)} s ` +
      `(${(MESSAGES / seconds).toFixed(0)} messages/s; first sent after ` +
      `${((firstAt - started) / 1000).toFixed(1)} s), local wrangler dev, batches of 10`,
  )
  report.save()
} finally {
  await shop.stop()
}
