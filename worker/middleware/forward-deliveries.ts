// After every request that may have written to the outbox (any but a read), its rows go to the
// DELIVERIES queue, after the response; the cron sweep forwards whatever this misses.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { forwardDeliveries } from '../services/deliveries/forward'

export const forwardOutbox = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return
  c.var.background('deliveries: forward', () =>
    forwardDeliveries(c.var.db, c.env.DELIVERIES, new Date()),
  )
})
