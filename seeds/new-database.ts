// A new local database (a fresh clone's first `npm start`, `npm run db:reset`, each browser-test
// run): every migration and the seeds in one local runtime. `wrangler d1 migrations apply` starts a
// runtime for each migration (about 20 s for the 31 of them, most of a browser-test run's set-up);
// here each is applied as it applies it: the file, then its row in `d1_migrations`, in one batch
// (one transaction), split into statements by wrangler's own splitter, through Miniflare as
// wrangler's local `d1 execute` runs them. A later `migrations apply` (the next `npm start`) finds
// them all applied and applies only newer ones.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Miniflare } from 'miniflare'

/** Wrangler's name for the table of applied migrations (no `migrations_table` in wrangler.toml). */
const MIGRATIONS_TABLE = 'd1_migrations'

interface WranglerApi {
  experimental_readRawConfig: (args: { config: string }) => {
    rawConfig: {
      d1_databases?: {
        binding: string
        database_id?: string
        preview_database_id?: string
        migrations_dir?: string
      }[]
    }
  }
  unstable_splitSqlQuery: (sql: string) => string[]
}

export async function createDatabase(stateDir: string, seed: string[]): Promise<void> {
  // Loaded here: wrangler's API takes about 2 CPU-s to load, which a database that exists skips.
  const wrangler = (await import('wrangler')) as unknown as WranglerApi
  const { rawConfig } = wrangler.experimental_readRawConfig({ config: 'wrangler.toml' })
  const database = rawConfig.d1_databases?.find((d) => d.binding === 'DB')
  // The id wrangler's local commands and `wrangler dev` name the database's file by.
  const id = database?.preview_database_id ?? database?.database_id
  if (!database || !id) throw new Error('wrangler.toml has no D1 database bound as DB')
  const dir = database.migrations_dir ?? 'migrations'
  const migrations = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort((a, b) => parseInt(a) - parseInt(b))

  const runtime = new Miniflare({
    modules: true,
    script: '',
    d1Persist: join(stateDir, 'v3', 'd1'),
    d1Databases: { DATABASE: id },
  })
  try {
    const db = await runtime.getD1Database('DATABASE')
    const run = (sql: string) =>
      db.batch(wrangler.unstable_splitSqlQuery(sql).map((statement) => db.prepare(statement)))
    await run(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE}(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`)
    // One file at a time, as wrangler does: its splitter reads a `CASE … END` in one migration as
    // the end of a trigger, which joined everything after it into one statement.
    for (const name of migrations)
      await run(
        `${readFileSync(join(dir, name), 'utf8')}\nINSERT INTO ${MIGRATIONS_TABLE} (name) VALUES ('${name}');`,
      )
    await run(seed.join('\n'))
  } finally {
    await runtime.dispose()
  }
}
