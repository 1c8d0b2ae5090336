// After every request that may have written to the outbox (any but a read or a visitor beacon),
// its rows go to the DELIVERIES queue, after the response; the cron sweep forwards whatever this
// misses.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { forwardDeliveries } from '../services/deliveries/forward'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Page-view beacons come with every page and never write a message: no query for them. */
const NEVER_WRITES = /^\/api\/analytics(\/|$)/

export const forwardOutbox = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (READS.has(c.req.method) || NEVER_WRITES.test(c.req.path)) return
  c.var.background('deliveries: forward', () =>
    forwardDeliveries(c.var.db, c.env.DELIVERIES, c.var.now()),
  )
})
