// Every worker test file starts from empty storage with all migrations applied, and a fake
// Telegram with no calls recorded and no failures planned, whatever the files before it did.
import { env } from 'cloudflare:workers'
import { applyD1Migrations } from 'cloudflare:test'
// Telegram calls (order notifications too) reach a fake Bot API, never the network.
import { telegram } from './bot/fake-telegram'
import { beforeEach } from 'vitest'
import { newClientAddress } from './helpers'
import { emptyStorage } from './storage'

declare global {
  namespace Cloudflare {
    // The worker's own bindings (generated from wrangler.toml) plus the test config's migrations.
    interface Env {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await emptyStorage()
telegram.reset()

beforeEach(newClientAddress)
