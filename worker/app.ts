// The shop's API: one Hono app under /api, one sub-app per resource, errors rendered once.
import { Hono } from 'hono'
import { backgroundOf } from './lib/background'
import { currentClock } from './lib/clock'
import { HTTPException } from 'hono/http-exception'
import { routePath } from 'hono/route'
import { type AppEnv, readConfig, sessionSecret } from './env'
import { AppError } from './lib/errors'
import { fail } from './lib/respond'
import { limitBodies } from './middleware/body-limit'
import { openDatabase } from './middleware/database'
import { countServerErrors } from './middleware/error-alert'
import { checkOrigin, corsForAllowedOrigins } from './middleware/origin'
import { limitRequests } from './middleware/rate-limit'
import { logRequests } from './middleware/request-log'
import { noStoreWhenPersonal, securityHeaders } from './middleware/security-headers'
import { loadSession } from './middleware/session'
import { sweepStockAlerts } from './middleware/stock-alert-sweep'
import { forwardOutbox } from './middleware/forward-deliveries'
import { refuseUnknownPaths } from './middleware/unknown-path'
import { adminRoutes } from './routes/admin'
import { analyticsRoutes } from './routes/analytics'
import { authRoutes } from './routes/auth'
import { emailRoutes } from './routes/emails'
import { imageRoutes } from './routes/images'
import { newsletterRoutes } from './routes/newsletter'
import { orderRoutes } from './routes/orders'
import { courierRoutes, shipmentRoutes } from './routes/shipments'
import { orderPaymentRoutes, paymentRoutes } from './routes/payments'
import { phoneRoutes } from './routes/phone'
import { productRoutes } from './routes/products'
import { reviewRoutes } from './routes/reviews'
import { settingsRoutes } from './routes/settings'
import { smsTestRoutes } from './routes/sms-test'
import { stockAlertRoutes } from './routes/stock-alerts'
import { supportRoutes } from './routes/support'
import { telegramRoutes } from './routes/telegram'
import { whatsappRoutes } from './routes/whatsapp'
import { trackRoutes } from './routes/track'
import { userRoutes } from './routes/users'
import { vehicleRoutes } from './routes/vehicles'
import { garageRoutes } from './routes/garage'
import { healthRoutes } from './routes/health'

export const app = new Hono<AppEnv>()
  .basePath('/api')
  .use(async (c, next) => {
    const config = readConfig(c.env)
    c.set('config', config)
    c.set('now', currentClock())
    c.set('sessionSecret', sessionSecret(config, c.req.url))
    // Read when used: a request without an ExecutionContext (app.request in tests) has none.
    c.set(
      'background',
      backgroundOf(() => c.executionCtx),
    )
    await next()
  })
  // Headers first, so that every answer carries them, refusals of the later steps included.
  .use(logRequests, countServerErrors)
  .use(securityHeaders, noStoreWhenPersonal, corsForAllowedOrigins, checkOrigin)
  // A path no route answers is refused before the database is opened.
  .use(refuseUnknownPaths, openDatabase)
  .use(loadSession, limitRequests, limitBodies, forwardOutbox, sweepStockAlerts)
  .route('/auth', authRoutes)
  .route('/products', productRoutes)
  .route('/vehicles', vehicleRoutes)
  .route('/garage', garageRoutes)
  .route('/users', userRoutes)
  .route('/orders', orderRoutes)
  .route('/orders', shipmentRoutes)
  .route('/couriers', courierRoutes)
  .route('/reviews', reviewRoutes)
  .route('/settings', settingsRoutes)
  .route('/support', supportRoutes)
  .route('/telegram', telegramRoutes)
  .route('/whatsapp', whatsappRoutes)
  .route('/newsletter', newsletterRoutes)
  .route('/emails', emailRoutes)
  .route('/phone', phoneRoutes)
  .route('/sms-test', smsTestRoutes)
  .route('/analytics', analyticsRoutes)
  .route('/images', imageRoutes)
  .route('/admin', adminRoutes)
  .route('/track', trackRoutes)
  .route('/track', orderPaymentRoutes)
  .route('/payments', paymentRoutes)
  .route('/stock-alerts', stockAlertRoutes)
  .route('/health', healthRoutes)

app.notFound((c) => c.json(fail('ENDPOINT_NOT_FOUND'), 404))

app.onError((error, c) => {
  if (error instanceof AppError) {
    c.set('errorCode', error.code)
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds))
    return c.json(fail(error.code, error.params, error.message), error.status)
  }
  // Hono's own refusals (a malformed body, ...) keep their words under the generic code.
  if (error instanceof HTTPException) {
    c.set('errorCode', 'INVALID_REQUEST')
    return c.json(fail('INVALID_REQUEST', {}, error.message), error.status)
  }
  c.set('errorCode', 'INTERNAL')
  console.error(
    JSON.stringify({
      level: 'error',
      message: 'unhandled error',
      requestId: c.get('requestId'),
      route: routePath(c, -1),
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  )
  return c.json(fail('INTERNAL'), 500)
})

export type AppType = typeof app
