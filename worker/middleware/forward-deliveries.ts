// After a request that wrote outbox rows (their writers mark the request's database:
// lib/outbox-mark.ts), they go to the DELIVERIES queue, after the response; the cron sweep forwards
// whatever this misses. A request that wrote none asks nothing of the primary.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { wroteOutbox } from '../lib/outbox-mark'
import { forwardDeliveries } from '../services/deliveries/forward'

export const forwardOutbox = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (!wroteOutbox(c.var.db)) return
  c.var.background('deliveries: forward', () =>
    forwardDeliveries(c.var.db, c.env.DELIVERIES, c.var.now()),
  )
})
