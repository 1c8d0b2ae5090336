// `npm run deploy [-- --sandbox]`: builds the web app, runs the deploy check (dry-run.ts: no
// sandbox or fake address unless --sandbox, and the bundle's budget), applies the D1 migrations to
// the remote database and deploys the worker, stopping at the first step that fails.
import { spawnSync } from 'node:child_process'

const flags = process.argv.slice(2)
const unknown = flags.filter((flag) => flag !== '--sandbox')
if (unknown.length > 0) {
  console.error(`npm run deploy takes only --sandbox, not ${unknown.join(' ')}`)
  process.exit(1)
}

const wrangler = [process.execPath, 'node_modules/wrangler/bin/wrangler.js']
const steps = [
  ['npm', 'run', 'build'],
  ['npm', 'run', 'deploy:check', '--', ...flags],
  [...wrangler, 'd1', 'migrations', 'apply', 'DB', '--remote'],
  [...wrangler, 'deploy'],
]
for (const [command = '', ...args] of steps) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}
