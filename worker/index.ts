// The worker's entry: /api goes to Hono; everything else is the static web build; the daily
// cron trigger writes a backup to R2 and cancels the cash-on-delivery orders nobody confirmed.
import { app } from './app'
import { runDailyBackup } from './cron/daily-backup'
import { runCodExpiry } from './cron/expire-cod-orders'
import type { Bindings } from './env'

export { TelegramUpdateLog } from './durable/telegram-update-log'

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runDailyBackup(env, controller.scheduledTime))
    ctx.waitUntil(runCodExpiry(env, controller.scheduledTime))
  },
} satisfies ExportedHandler<Bindings>
