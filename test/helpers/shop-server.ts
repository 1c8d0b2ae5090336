// Starts the shop the way `npm start` does (built web + wrangler dev) on a free port with its
// own freshly seeded local state; used by the browser tests and the benchmarks.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

async function waitUntilUp(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited with ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the shop did not come up at ${url}`)
}

export interface RunningShop {
  baseURL: string
  stop: () => void
}

/** `assetsDir`: serve this copy of the built web app instead of web/dist (wrangler watches it, so
 * a test can change a file there the way a new deploy would). */
export async function startShop(
  stateDir: string,
  { assetsDir }: { assetsDir?: string } = {},
): Promise<RunningShop> {
  rmSync(stateDir, { recursive: true, force: true })
  execFileSync('npx', ['tsx', 'seeds/setup-local.ts', '--reset', '--persist-to', stateDir], {
    stdio: 'inherit',
  })
  const port = await freePort()
  const inspectorPort = await freePort()
  const server = spawn(
    'npx',
    [
      'wrangler',
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
      'warn',
      // Links in e-mails point at this shop, wherever its port is.
      '--var',
      `SITE_URL:http://127.0.0.1:${port}`,
      ...(assetsDir ? ['--assets', assetsDir] : []),
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      env: { ...process.env, CI: 'true' },
    },
  )
  const baseURL = `http://127.0.0.1:${port}`
  await waitUntilUp(`${baseURL}/api/settings`, server)
  return {
    baseURL,
    stop: () => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    },
  }
}
