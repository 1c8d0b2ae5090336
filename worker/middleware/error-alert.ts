// After an answer with a 5xx status (never after one that succeeds): count it, and when the errors
// pile up, warn the admin chats once an hour at most (services/error-alert). The health check's own
// 503 is the uptime monitor's to report, and the payment notification doors' answers are anyone's to
// provoke (a provider that does not answer has its own alert: services/provider-outage), so neither
// is counted.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { countServerError } from '../services/error-alert'

const NOT_COUNTED =
  /^\/api\/(health|payments\/notify\/[^/]+|couriers\/[^/]+\/notify|whatsapp\/webhook)\/?$/

export const countServerErrors = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.res.status < 500 || NOT_COUNTED.test(c.req.path)) return
  const { db, config } = c.var
  c.var.background('error rate', () => countServerError(db, config, c.env.DELIVERIES, c.var.now()))
})
