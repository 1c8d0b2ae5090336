// The worker's entry: /api goes to Hono; a product page gets its product's title, preview and first
// view (routes/product-page.ts); everything else is the static web build; the daily cron trigger
// writes a backup to R2 and merges the full-text indexes, the hourly one sweeps unconfirmed
// cash-on-delivery orders and expired sessions, the five-minute one reconciles online payments,
// expires unpaid orders, retries and polls the couriers' parcels and forwards the outbox's
// leftovers, the 09:00 Baghdad one queues the owner's morning briefing; the DELIVERIES queue's
// consumer sends the shop's messages and its dead-letter queue's consumer marks the failed ones. A
// product page, cron run or queue batch that fails counts toward the error-rate alert, as an API's
// 5xx does.
import { app } from './app'
import { checkoutPage, isCheckoutPage } from './routes/checkout-page'
import { productPage, productPageId } from './routes/product-page'
import { runDailyBackup } from './cron/daily-backup'
import { runSearchIndexUpkeep } from './cron/search-index-upkeep'
import { DELIVERIES_CRON, runDeliveriesSweep } from './cron/deliveries-sweep'
import { HOURLY_CRON, runHourlySweep } from './cron/hourly-sweep'
import { PAYMENT_CRON, runPaymentSweep } from './cron/payment-sweep'
import { runCourierSweep } from './cron/courier-sweep'
import { BRIEFING_CRON, runMorningBriefing } from './cron/morning-briefing'
import { createDb } from './db/client'
import { countServerError } from './services/error-alert'
import { type Bindings, readConfig } from './env'
import { deliverBatch, markDeadLetters } from './services/deliveries/deliver'
import { DEAD_LETTER_QUEUE, type DeliveryMessage } from './services/deliveries/forward'

export { TelegramUpdateLog } from './durable/telegram-update-log'

/** Work outside the API (a product page, a cron run, a queue batch) that fails counts toward the
 * error-rate alert as an API's 5xx does (middleware/error-alert.ts), under `route`, and still
 * fails. */
async function counted<T>(env: Bindings, route: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    await countServerError(createDb(env.DB), readConfig(env), env.DELIVERIES, new Date(), {
      kind: 'server',
      route,
    }).catch((failure: unknown) => {
      console.error('error rate: not counted:', failure)
    })
    throw error
  }
}

export default {
  fetch(request, env, ctx) {
    const product = productPageId(request)
    if (product !== null)
      return counted(env, `${request.method} /product/:id`, () =>
        productPage(request, env, product),
      )
    if (isCheckoutPage(request))
      return counted(env, `${request.method} /checkout`, () => checkoutPage(request, env))
    return app.fetch(request, env, ctx)
  },
  scheduled(controller, env, ctx) {
    const { cron, scheduledTime } = controller
    const run = (sweep: (env: Bindings, at: number) => Promise<unknown>) => {
      ctx.waitUntil(counted(env, `cron ${cron}`, () => sweep(env, scheduledTime)))
    }
    // The payment, courier and delivery sweeps share the five-minute trigger.
    if (cron === PAYMENT_CRON) run(runPaymentSweep)
    if (cron === PAYMENT_CRON) run(runCourierSweep)
    if (cron === DELIVERIES_CRON) run(runDeliveriesSweep)
    if (cron === HOURLY_CRON) run(runHourlySweep)
    else if (cron === BRIEFING_CRON) run(runMorningBriefing)
    else if (cron !== PAYMENT_CRON && cron !== DELIVERIES_CRON) {
      run(runDailyBackup)
      run(runSearchIndexUpkeep)
    }
  },
  async queue(batch, env) {
    const deps = {
      db: createDb(env.DB),
      config: readConfig(env),
      queue: env.DELIVERIES,
      deadLetters: env.DELIVERIES_DEAD,
      now: () => new Date(),
    }
    await counted(env, `queue ${batch.queue}`, () =>
      batch.queue === DEAD_LETTER_QUEUE ? markDeadLetters(batch, deps) : deliverBatch(batch, deps),
    )
  },
} satisfies ExportedHandler<Bindings, DeliveryMessage>
