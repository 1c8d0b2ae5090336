// `npm run cron` against a running shop (docs/operations-crons.md): the shop runs under
// `wrangler dev --test-scheduled` as `npm start` runs it, FIB's notification of a paid order is
// lost, and the five-minute cron, run once by `npm run cron -- "*/5 * * * *"`, asks FIB and
// confirms the order. `npm run cron` refuses an expression wrangler.toml lacks and a port where no
// shop answers. (This file starts its shop itself: own-shop.ts starts wrangler dev without
// --test-scheduled.)
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createFibFake, type FibFake } from '../fakes/payments/fib'
import { executeLocalD1, WRANGLER } from '../helpers/local-d1'
import { freePort } from '../helpers/shop-server'

const run = promisify(execFile)
const DEMO = { email: 'demo@shop.test', password: 'demo12345' }

/** `npm run cron -- ...args` against the shop on `port`: its exit code and what it printed. */
async function npmCron(port: number, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'cron', '--', ...args], {
      env: { ...process.env, PORT: String(port) },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

// FIB's notifications never reach the shop: each is written down here instead.
const lost: string[] = []
let fibServer: Server | undefined
let fibBase = ''
let fib: FibFake | undefined

let shop: ChildProcess | undefined
let port = 0
let stateDir = ''
const shopUrl = () => `http://127.0.0.1:${port}`

beforeAll(async () => {
  fibServer = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value)
      if (!fib) throw new Error('the FIB fake is not ready')
      const response = await fib.fetch(
        new Request(`${fibBase}${req.url ?? '/'}`, {
          method: req.method,
          headers,
          body: chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined,
        }),
      )
      const out: Record<string, string> = {}
      response.headers.forEach((value, name) => (out[name] = value))
      res.writeHead(response.status, out)
      res.end(Buffer.from(await response.arrayBuffer()))
    })()
  })
  await new Promise<void>((resolve) => fibServer?.listen(0, '127.0.0.1', resolve))
  fibBase = `http://127.0.0.1:${(fibServer.address() as { port: number }).port}`
  fib = createFibFake({
    base: fibBase,
    deliver: (url) => {
      lost.push(url)
      return Promise.resolve()
    },
  })

  const runDir = inject('e2eRunDir')
  stateDir = `${runDir}/local-crons`
  rmSync(stateDir, { recursive: true, force: true })
  cpSync(`${runDir}/seeded`, stateDir, { recursive: true })
  port = await freePort()
  const vars = {
    SITE_URL: shopUrl(),
    REQUEST_LOG: 'off',
    FIB_API_URL: fibBase,
    ...fib.credentials,
    // Only FIB, whatever .dev.vars says.
    QI_USERNAME: '',
    ZAINCASH_CLIENT_ID: '',
    PAYPAL_CLIENT_ID: '',
  }
  // As `npm start`'s serve script runs it: --test-scheduled is what `npm run cron` speaks to.
  shop = spawn(
    process.execPath,
    [
      WRANGLER,
      'dev',
      '--test-scheduled',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(await freePort()),
      '--persist-to',
      stateDir,
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true, env: { ...process.env, CI: 'true' } },
  )
  const deadline = Date.now() + 90_000
  while (
    !(await fetch(`${shopUrl()}/api/settings`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (shop.exitCode !== null) throw new Error(`wrangler dev exited with ${shop.exitCode}`)
    if (Date.now() > deadline) throw new Error(`the shop did not come up at ${shopUrl()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
})

afterAll(async () => {
  if (shop?.pid && shop.exitCode === null) {
    const exited = new Promise((resolve) => shop?.once('exit', resolve))
    process.kill(-shop.pid, 'SIGTERM')
    await exited
  }
  fibServer?.close()
})

/** Signs the demo customer in and places an order of one part paid by FIB. */
async function placeFibOrder() {
  const signIn = await fetch(`${shopUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: shopUrl() },
    body: JSON.stringify(DEMO),
  })
  expect(signIn.status).toBe(200)
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const placed = await fetch(`${shopUrl()}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: shopUrl(), Cookie: cookie },
    body: JSON.stringify({
      items: [{ id: 1005, quantity: 1 }],
      shippingInfo: {
        firstName: 'Ali',
        lastName: 'Hassan',
        email: 'ali@example.iq',
        phone: '+964 770 555 1234',
        governorate: 'baghdad',
        city: 'Karrada',
        area: 'Street 52, House 14',
        landmark: '',
      },
      paymentInfo: { method: 'fib' },
    }),
  })
  const body = (await placed.json()) as {
    data: { id: string; status: string; trackingToken: string; payment: { id: string } }
  }
  expect(placed.status).toBe(201)
  return body.data
}

/** The order's status and its payment's state, as its payment page reads them. */
async function paymentPage(token: string) {
  const response = await fetch(`${shopUrl()}/api/track/${token}/payment`)
  const { data } = (await response.json()) as {
    data: { order: { status: string }; payment: { state: string } }
  }
  return `${data.order.status}, payment ${data.payment.state}`
}

describe('npm run cron', () => {
  it('runs the five-minute cron on the shop, which settles a payment whose notification was lost', async () => {
    const order = await placeFibOrder()
    expect(order.status).toBe('awaiting_payment')
    const [fibPayment] = [...(fib?.payments.values() ?? [])]
    if (!fibPayment) throw new Error('FIB was not asked for a payment')
    await fib?.pay(fibPayment.paymentId)
    expect(lost).toEqual([`${shopUrl()}/api/payments/notify/fib`])
    expect(await paymentPage(order.trackingToken)).toBe('awaiting_payment, payment open')

    // The cron asks about payments open for RECONCILE_AFTER_MINUTES (3): this one opened 10
    // minutes ago, instead of waiting.
    expect(order.payment.id).toMatch(/^PAY[0-9A-Z]+$/)
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString()
    await executeLocalD1(
      stateDir,
      `UPDATE payments SET created_at = '${tenMinutesAgo}' WHERE id = '${order.payment.id}'`,
    )

    const cron = await npmCron(port, '*/5 * * * *')
    expect(cron.stderr).toBe('')
    expect(cron.stdout).toContain(`"*/5 * * * *" on ${shopUrl()}: Ran scheduled event`)
    expect(cron.code).toBe(0)
    // The cron's work goes on after wrangler's answer (waitUntil).
    await expect.poll(() => paymentPage(order.trackingToken)).toBe('confirmed, payment paid')
  })

  it('refuses an expression that is not one of wrangler.toml’s crons', async () => {
    const cron = await npmCron(port, '*/10 * * * *')
    expect(cron.code).toBe(1)
    expect(cron.stderr).toContain(
      `"*/10 * * * *" is not one of wrangler.toml's crons ("0 0 * * *", "0 * * * *", "*/5 * * * *", "0 6 * * *")`,
    )
  })

  it('says so when no shop answers on PORT', async () => {
    const nowhere = await freePort()
    const cron = await npmCron(nowhere, '0 * * * *')
    expect(cron.code).toBe(1)
    expect(cron.stderr).toContain(`No shop answers at http://127.0.0.1:${nowhere}`)
  })
})
