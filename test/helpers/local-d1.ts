// One SQL statement run against a test shop's local D1 (its --persist-to directory) as the
// developer would with `wrangler d1 execute`: the browser tests move a row's time back instead of
// waiting for a cron's window.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
export const WRANGLER = fileURLToPath(
  new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url),
)

export async function executeLocalD1(persistTo: string, command: string): Promise<void> {
  await run(
    process.execPath,
    [WRANGLER, 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--command', command],
    { env: { ...process.env, CI: 'true' } },
  )
}
