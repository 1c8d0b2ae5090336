// The worker's entry: /api goes to Hono; a product page gets its product's title, preview and first
// view (routes/product-page.ts); everything else is the static web build; the daily
// cron trigger writes a backup to R2, the hourly one sweeps unconfirmed cash-on-delivery orders
// and expired sessions, the five-minute one reconciles online payments and expires unpaid orders.
import { app } from './app'
import { productPage, productPageId } from './routes/product-page'
import { runDailyBackup } from './cron/daily-backup'
import { HOURLY_CRON, runHourlySweep } from './cron/hourly-sweep'
import { PAYMENT_CRON, runPaymentSweep } from './cron/payment-sweep'
import type { Bindings } from './env'

export { TelegramUpdateLog } from './durable/telegram-update-log'

export default {
  fetch(request, env, ctx) {
    const product = productPageId(request)
    return product === null ? app.fetch(request, env, ctx) : productPage(request, env, product)
  },
  scheduled(controller, env, ctx) {
    if (controller.cron === HOURLY_CRON)
      ctx.waitUntil(runHourlySweep(env, controller.scheduledTime))
    else if (controller.cron === PAYMENT_CRON)
      ctx.waitUntil(runPaymentSweep(env, controller.scheduledTime, ctx))
    else ctx.waitUntil(runDailyBackup(env, controller.scheduledTime))
  },
} satisfies ExportedHandler<Bindings>
