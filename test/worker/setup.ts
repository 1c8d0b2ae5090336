// Every worker test file starts from a database with all migrations applied.
import { applyD1Migrations, env } from 'cloudflare:test'

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database
      BUCKET: R2Bucket
      JWT_SECRET: string
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
