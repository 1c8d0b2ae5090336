// Every worker test file starts from a database with all migrations applied.
import { applyD1Migrations, env } from 'cloudflare:test'
// Telegram calls (order notifications too) reach a fake Bot API, never the network.
import './bot/fake-telegram'

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database
      BUCKET: R2Bucket
      JWT_SECRET: string
      TELEGRAM_UPDATES: DurableObjectNamespace<
        import('../../worker/durable/telegram-update-log').TelegramUpdateLog
      >
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
