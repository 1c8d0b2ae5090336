// `npm start` / `npm run db:reset`: applies migrations to the local D1 and loads the seeds into
// an empty database (or, with --reset, into a wiped one). A second start keeps the data. A new or
// wiped database is made in one local runtime (new-database.ts), about 5 s instead of 27.
// `--persist-to DIR` works on another local state directory (the browser tests use their own).
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createDatabase } from './new-database'
import { seedStatements } from './seed-sql'

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    'persist-to': { type: 'string', default: '.wrangler/state' },
  },
})
const stateDir = values['persist-to']

// Run directly rather than through npx: a node process less each time.
const WRANGLER = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url))
const wrangler = (...args: string[]) =>
  execFileSync(process.execPath, [WRANGLER, ...args, '--local', '--persist-to', stateDir], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  })

if (!existsSync('.dev.vars')) {
  copyFileSync('.dev.vars.example', '.dev.vars')
  console.log('Created .dev.vars from .dev.vars.example')
}

if (values.reset) {
  rmSync(join(stateDir, 'v3', 'd1'), { recursive: true, force: true })
  console.log('Wiped the local database')
}
/** No local database yet (a fresh clone's first `npm start`), or wiped. */
const fresh = !existsSync(join(stateDir, 'v3', 'd1'))
const SEEDED =
  'Seeded the local database (admin@shop.test / admin12345, demo@shop.test / demo12345)'

/** The users already there. */
function countUsers(): number {
  const answer = wrangler(
    'd1',
    'execute',
    'DB',
    '--json',
    '--command',
    'SELECT count(*) AS n FROM users',
  )
  return (JSON.parse(answer) as { results: { n: number }[] }[])[0]?.results[0]?.n ?? 0
}

if (fresh) {
  await createDatabase(stateDir, await seedStatements())
  console.log(SEEDED)
} else {
  wrangler('d1', 'migrations', 'apply', 'DB')
  const users = countUsers()
  if (users === 0) {
    mkdirSync(stateDir, { recursive: true })
    const file = join(stateDir, 'seed.sql')
    writeFileSync(file, (await seedStatements()).join('\n'))
    wrangler('d1', 'execute', 'DB', '--file', file)
    console.log(SEEDED)
  } else {
    console.log(`Local database has ${users} users; keeping its data`)
  }
}
