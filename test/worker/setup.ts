// Every worker test file starts from a database with all migrations applied.
import { applyD1Migrations, env } from 'cloudflare:test'
// Telegram calls (order notifications too) reach a fake Bot API, never the network.
import './bot/fake-telegram'
import { beforeEach } from 'vitest'
import type { Bindings } from '../../worker/env'
import { newClientAddress } from './helpers'

declare global {
  namespace Cloudflare {
    // The worker's own bindings (from wrangler.toml and the test config) plus the migrations.
    interface Env extends Bindings {
      JWT_SECRET: string
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

beforeEach(newClientAddress)
