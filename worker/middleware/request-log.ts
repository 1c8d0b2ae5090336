// One JSON line per API request for Workers Logs and `wrangler tail`: its id (Cloudflare's ray id,
// also sent back as X-Request-Id so a customer or the owner can quote it), the route pattern (never
// the path, which may hold a tracking token), status, duration, the D1 statements it ran, the rows
// D1 read and wrote for them (what D1 bills) and the time it waited on them (or `d1Metered: false`
// where the runtime's binding cannot be metered), and the error code it answered with. Durations
// are measured with Date.now(), not the app's clock (lib/clock.ts): they are not rules.
import { createMiddleware } from 'hono/factory'
import { routePath } from 'hono/route'
import type { AppEnv } from '../env'

export const logRequests = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now()
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID()
  c.set('requestId', requestId)
  await next()
  c.header('X-Request-Id', requestId)
  if (c.var.config.REQUEST_LOG === 'off') return
  const d1 = c.get('d1Meter')
  const line = {
    level: c.res.status >= 500 ? 'error' : c.res.status >= 400 ? 'warn' : 'info',
    message: 'request',
    requestId,
    method: c.req.method,
    route: routePath(c, -1),
    status: c.res.status,
    durationMs: Date.now() - started,
    // Without the meter (a runtime whose binding it cannot wrap: lib/d1-meter.ts), no counts.
    ...(d1
      ? {
          d1Statements: d1.statements,
          d1RowsRead: d1.rowsRead,
          d1RowsWritten: d1.rowsWritten,
          d1Ms: d1.ms,
        }
      : { d1Metered: false }),
    ...(c.get('errorCode') ? { code: c.get('errorCode') } : {}),
  }
  console.log(JSON.stringify(line))
})
