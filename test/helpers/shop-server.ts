// Starts the shop the way `npm start` does (built web + wrangler dev) on a free port with its
// own local state; used by the browser tests and the benchmarks.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'

// Run directly rather than through npx: one node process less per shop.
const WRANGLER = fileURLToPath(
  new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url),
)

/** A port nothing listens on right now (another process may still take it first). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

async function waitUntilUp(url: string, server: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited with ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`the shop did not come up at ${url} within ${timeoutMs / 1000} s`)
}

/** A fresh local state with the migrations applied and the seeds loaded, as `npm run db:reset`
 * makes it. */
export function seedState(stateDir: string): void {
  rmSync(stateDir, { recursive: true, force: true })
  execFileSync('npx', ['tsx', 'seeds/setup-local.ts', '--reset', '--persist-to', stateDir], {
    stdio: 'inherit',
  })
}

/** A shop under test has no payment provider unless its test gives one (`vars`), whatever
 * .dev.vars says (it points `npm start` at the local fakes). */
const NO_PAYMENT_PROVIDERS = {
  FIB_CLIENT_ID: '',
  QI_USERNAME: '',
  ZAINCASH_CLIENT_ID: '',
  PAYPAL_CLIENT_ID: '',
}

/** Passes on what wrangler prints as errors, except workerd's report of a browser that hung up
 * before its answer was written (a test's page closing with a picture still loading): that line,
 * its stack and the blank lines around them. */
function passOnErrors(stderr: Readable): void {
  let skipping = false
  createInterface({ input: stderr }).on('line', (line) => {
    if (line.includes('disconnected: ::write(')) skipping = true
    else if (skipping && (line.trim() === '' || line.trim().startsWith('stack:'))) return
    else {
      skipping = false
      process.stderr.write(`${line}\n`)
    }
  })
}

export interface RunningShop {
  baseURL: string
  /** Ends wrangler dev and resolves once it has exited. */
  stop: () => Promise<void>
}

/**
 * `vars`: settings on top of wrangler.toml's and .dev.vars' (`--var NAME:value`).
 * `seeded`: start from a copy of this state (made by `seedState`) instead of seeding anew, which
 * takes a few wrangler runs; `reuse`: start on the state already in `stateDir`, as it was left. `assetsDir`: serve this copy of the built web app instead of
 * web/dist (wrangler watches it, so a test can change a file there the way a new deploy would).
 * `onLine`: each line the worker writes (with `vars: { REQUEST_LOG: 'json' }`, its request log).
 */
export async function startShop(
  stateDir: string,
  {
    seeded,
    assetsDir,
    reuse,
    vars = {},
    port: wanted,
    onLine,
  }: {
    seeded?: string
    assetsDir?: string
    reuse?: boolean
    vars?: Record<string, string>
    port?: number
    onLine?: (line: string) => void
  } = {},
): Promise<RunningShop> {
  if (reuse) {
    // as it is
  } else if (seeded) {
    rmSync(stateDir, { recursive: true, force: true })
    cpSync(seeded, stateDir, { recursive: true })
  } else {
    seedState(stateDir)
  }
  // A free port is free when asked, not when wrangler binds it: another shop starting beside this
  // one may take it first ("Address already in use"). A port we chose is chosen again then, twice
  // at most; a port the caller named, or a shop that fails for another reason three times, fails.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(stateDir, { assetsDir, vars, port: wanted ?? (await freePort()), onLine })
    } catch (error) {
      if (wanted !== undefined || attempt >= 3) throw error
      console.warn(
        `the shop did not start (attempt ${String(attempt)}), on another port now:`,
        error,
      )
    }
  }
}

async function launch(
  stateDir: string,
  {
    assetsDir,
    vars,
    port,
    onLine,
  }: {
    assetsDir?: string
    vars: Record<string, string>
    port: number
    onLine?: (line: string) => void
  },
): Promise<RunningShop> {
  const inspectorPort = await freePort()
  const server = spawn(
    process.execPath,
    [
      WRANGLER,
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      stateDir,
      '--inspector-port',
      String(inspectorPort),
      '--show-interactive-dev-session=false',
      '--log-level',
      // The worker's own console.log lines come at "log".
      onLine ? 'log' : 'warn',
      // Links in e-mails point at this shop, wherever its port is.
      '--var',
      `SITE_URL:http://127.0.0.1:${port}`,
      // No JSON line per request on the test's output (worker/middleware/request-log.ts).
      '--var',
      'REQUEST_LOG:off',
      ...(assetsDir ? ['--assets', assetsDir] : []),
      // More settings, e.g. the payment providers' fakes (test/helpers/payment-fakes.ts).
      ...Object.entries({ ...NO_PAYMENT_PROVIDERS, ...vars }).flatMap(([name, value]) => [
        '--var',
        `${name}:${value}`,
      ]),
    ],
    {
      stdio: ['ignore', onLine ? 'pipe' : 'inherit', 'pipe'],
      detached: true,
      env: { ...process.env, CI: 'true' },
    },
  )
  if (onLine && server.stdout) createInterface({ input: server.stdout }).on('line', onLine)
  if (server.stderr) passOnErrors(server.stderr)
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const baseURL = `http://127.0.0.1:${port}`
  const signal = (name: NodeJS.Signals) => {
    if (server.exitCode === null && server.signalCode === null && server.pid)
      process.kill(-server.pid, name)
  }
  const stop = async () => {
    signal('SIGTERM')
    const kill = setTimeout(() => signal('SIGKILL'), 10_000)
    await exited
    clearTimeout(kill)
  }
  try {
    await waitUntilUp(`${baseURL}/api/settings`, server)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseURL, stop }
}
