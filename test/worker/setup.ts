// Every worker test file starts from a database with all migrations applied.
import { env } from 'cloudflare:workers'
import { applyD1Migrations } from 'cloudflare:test'
// Telegram calls (order notifications too) reach a fake Bot API, never the network.
import './bot/fake-telegram'
import { beforeEach } from 'vitest'
import { newClientAddress } from './helpers'

declare global {
  namespace Cloudflare {
    // The worker's own bindings (generated from wrangler.toml) plus the test config's migrations.
    interface Env {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

beforeEach(newClientAddress)
