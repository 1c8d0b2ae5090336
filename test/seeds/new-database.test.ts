// A new local database made in one runtime (seeds/new-database.ts) must be the database wrangler's
// own `d1 migrations apply` would have made: a later `npm start` runs that command on it, and it
// must find every migration applied, and the seeds must be there.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { createDatabase } from '../../seeds/new-database'
import { seedStatements } from '../../seeds/seed-sql'

const wrangler = (stateDir: string, ...args: string[]) =>
  execFileSync(
    process.execPath,
    ['node_modules/wrangler/bin/wrangler.js', ...args, '--local', '--persist-to', stateDir],
    { encoding: 'utf8', env: { ...process.env, CI: 'true' } },
  )

it('records every migration as applied, so wrangler applies none of them again, and holds the seeds', async () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'new-database-'))
  await createDatabase(stateDir, await seedStatements())

  expect(wrangler(stateDir, 'd1', 'migrations', 'apply', 'DB')).toContain('No migrations to apply')
  const [answer] = JSON.parse(
    wrangler(
      stateDir,
      'd1',
      'execute',
      'DB',
      '--json',
      '--command',
      "SELECT (SELECT group_concat(name, ' ') FROM (SELECT name FROM d1_migrations ORDER BY id)) AS applied, (SELECT count(*) FROM users WHERE email = 'demo@shop.test') AS demo",
    ),
  ) as { results: { applied: string; demo: number }[] }[]
  const migrations = readdirSync('migrations').filter((name) => name.endsWith('.sql'))
  expect(answer?.results[0]).toEqual({ applied: migrations.sort().join(' '), demo: 1 })
}, 60_000)
