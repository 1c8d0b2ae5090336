// The worker's entry: /api goes to Hono; a product page gets its product's title, preview and first
// view (routes/product-page.ts); everything else is the static web build; the daily
// cron trigger writes a backup to R2, the hourly one sweeps unconfirmed cash-on-delivery orders
// and expired sessions, the five-minute one reconciles online payments, expires unpaid orders and
// forwards the outbox's leftovers; the DELIVERIES queue's consumer sends the shop's messages and
// its dead-letter queue's consumer marks the failed ones.
import { app } from './app'
import { productPage, productPageId } from './routes/product-page'
import { runDailyBackup } from './cron/daily-backup'
import { DELIVERIES_CRON, runDeliveriesSweep } from './cron/deliveries-sweep'
import { HOURLY_CRON, runHourlySweep } from './cron/hourly-sweep'
import { PAYMENT_CRON, runPaymentSweep } from './cron/payment-sweep'
import { createDb } from './db/client'
import { type Bindings, readConfig } from './env'
import { deliverBatch, markDeadLetters } from './services/deliveries/deliver'
import { DEAD_LETTER_QUEUE, type DeliveryMessage } from './services/deliveries/forward'

export { TelegramUpdateLog } from './durable/telegram-update-log'

export default {
  fetch(request, env, ctx) {
    const product = productPageId(request)
    return product === null ? app.fetch(request, env, ctx) : productPage(request, env, product)
  },
  scheduled(controller, env, ctx) {
    const { cron, scheduledTime } = controller
    // The payment and delivery sweeps share the five-minute trigger.
    if (cron === PAYMENT_CRON) ctx.waitUntil(runPaymentSweep(env, scheduledTime))
    if (cron === DELIVERIES_CRON) ctx.waitUntil(runDeliveriesSweep(env, scheduledTime))
    if (cron === HOURLY_CRON) ctx.waitUntil(runHourlySweep(env, scheduledTime))
    else if (cron !== PAYMENT_CRON && cron !== DELIVERIES_CRON)
      ctx.waitUntil(runDailyBackup(env, scheduledTime))
  },
  async queue(batch, env) {
    const deps = {
      db: createDb(env.DB),
      config: readConfig(env),
      queue: env.DELIVERIES,
      deadLetters: env.DELIVERIES_DEAD,
      now: () => new Date(),
    }
    if (batch.queue === DEAD_LETTER_QUEUE) await markDeadLetters(batch, deps)
    else await deliverBatch(batch, deps)
  },
} satisfies ExportedHandler<Bindings, DeliveryMessage>
