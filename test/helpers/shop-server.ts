// Starts the shop the way `npm start` does (built web + wrangler dev) on a free port with its
// own local state; used by the browser tests and the benchmarks.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
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

const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url))
const SEED_ARGS = (stateDir: string) => [
  TSX,
  'seeds/setup-local.ts',
  '--reset',
  '--persist-to',
  stateDir,
]

/** A fresh local state with the migrations applied and the seeds loaded, as `npm run db:reset`
 * makes it. */
export function seedState(stateDir: string): void {
  rmSync(stateDir, { recursive: true, force: true })
  execFileSync(process.execPath, SEED_ARGS(stateDir), { stdio: 'inherit' })
}

/** `seedState` without holding up the caller, so the worker can be built meanwhile. */
export async function seedStateAsync(stateDir: string): Promise<void> {
  rmSync(stateDir, { recursive: true, force: true })
  await run(SEED_ARGS(stateDir))
}

/** Runs a node script; `quiet` keeps its output to itself unless it fails (stderr is passed on). */
async function run(args: string[], quiet = false): Promise<void> {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...process.env, CI: 'true' },
  })
  const code = await new Promise((done) => child.once('exit', done))
  if (code !== 0) throw new Error(`${args.join(' ')} exited with ${String(code)}`)
}

/**
 * Bundles the worker once, as `wrangler deploy` does, into `dir`, and writes beside it a wrangler
 * config that is wrangler.toml with that bundle as `main` and `no_bundle` set: a shop started with
 * it (`startShop`'s `config`) has the same bindings, assets, Durable Object and vars as
 * `npm start`, without wrangler bundling the worker again (about 0.6 CPU-s a shop). Returns the
 * config's path. The paths in wrangler.toml are relative to it, so they are made absolute here.
 */
export async function buildWorker(dir: string): Promise<string> {
  const bundle = resolve(dir, 'bundle')
  // Quiet: the dry run lists every binding, and says what failed in the error.
  await run([WRANGLER, 'deploy', '--dry-run', '--outdir', bundle], true)
  // Imported here: loading wrangler's API takes about 2 CPU-s, which the other users skip.
  const { experimental_readRawConfig: readRawConfig } = (await import('wrangler')) as {
    experimental_readRawConfig: (args: { config: string }) => { rawConfig: WranglerConfig }
  }
  const { rawConfig } = readRawConfig({ config: 'wrangler.toml' })
  const config: WranglerConfig = {
    ...rawConfig,
    main: resolve(bundle, 'index.js'),
    no_bundle: true,
    assets: rawConfig.assets && {
      ...rawConfig.assets,
      directory: resolve(rawConfig.assets.directory),
    },
    d1_databases: rawConfig.d1_databases?.map((db) => ({
      ...db,
      migrations_dir: db.migrations_dir && resolve(db.migrations_dir),
    })),
  }
  mkdirSync(dir, { recursive: true })
  const path = resolve(dir, 'wrangler.json')
  writeFileSync(path, JSON.stringify(config, null, 2))
  // Wrangler reads .dev.vars beside its config. On a fresh clone, seeding (perhaps running beside
  // this) makes .dev.vars from the example.
  copyFileSync(
    existsSync('.dev.vars') ? '.dev.vars' : '.dev.vars.example',
    resolve(dir, '.dev.vars'),
  )
  return path
}

/** The parts of a wrangler config that name paths. */
interface WranglerConfig {
  main?: string
  no_bundle?: boolean
  assets?: { directory: string }
  d1_databases?: { migrations_dir?: string }[]
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
  /** wrangler's process (workerd runs beneath it). */
  pid: number
  /** The worker's DevTools port (its isolate's heap: test/bench/year-bench.ts). */
  inspectorPort: number
  /** Ends wrangler dev and resolves once it has exited. */
  stop: () => Promise<void>
}

/**
 * `vars`: settings on top of wrangler.toml's and .dev.vars' (`--var NAME:value`).
 * `seeded`: start from a copy of this state (made by `seedState`) instead of seeding anew, which
 * takes a few wrangler runs; `reuse`: start on the state already in `stateDir`, as it was left.
 * `config`: the config `buildWorker` wrote, so that wrangler serves the worker bundled once.
 * `assetsDir`: serve this copy of the built web app instead of web/dist (wrangler watches it, so a
 * test can change a file there the way a new deploy would).
 * `onLine`: each line the worker writes (with `vars: { REQUEST_LOG: 'json' }`, its request log).
 * `scheduled`: serve /__scheduled as `npm start` does (--test-scheduled), for `fireCron`.
 */
export async function startShop(
  stateDir: string,
  {
    seeded,
    config,
    assetsDir,
    reuse,
    vars = {},
    port: wanted,
    onLine,
    scheduled = false,
  }: {
    seeded?: string
    config?: string
    assetsDir?: string
    reuse?: boolean
    vars?: Record<string, string>
    port?: number
    onLine?: (line: string) => void
    scheduled?: boolean
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
      const port = wanted ?? (await freePort())
      return await launch(stateDir, { config, assetsDir, vars, port, onLine, scheduled })
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
    config,
    assetsDir,
    vars,
    port,
    onLine,
    scheduled,
  }: {
    config?: string
    assetsDir?: string
    vars: Record<string, string>
    port: number
    onLine?: (line: string) => void
    scheduled: boolean
  },
): Promise<RunningShop> {
  const inspectorPort = await freePort()
  const server = spawn(
    process.execPath,
    [
      WRANGLER,
      'dev',
      ...(config ? ['--config', config] : []),
      ...(scheduled ? ['--test-scheduled'] : []),
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
      // Wrangler's debug log (every message between its processes) beside the shop's state, not
      // in the home directory: what to read when a shop under test misbehaves.
      env: { ...process.env, CI: 'true', WRANGLER_LOG_PATH: resolve(stateDir, 'wrangler.log') },
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
  return { baseURL, pid: server.pid ?? 0, inspectorPort, stop }
}
