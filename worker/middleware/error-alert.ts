// After an answer with a 5xx status (never after one that succeeds): count it under its kind
// (domain/error-rate: its error code says whether a setting is missing or a provider did not
// answer) and its route pattern (never the path, which may hold a token), and when the errors
// pile up, warn the admin chats once an hour at most (services/error-alert). The health check's
// own 503 is the uptime monitor's to report, and the payment notification doors' answers are
// anyone's to provoke (a provider that does not answer has its own alert: services/provider-outage),
// so neither is counted. Counted through the binding itself: the request's database may never
// have been opened.
import { createMiddleware } from 'hono/factory'
import { routePath } from 'hono/route'
import { createDb } from '../db/client'
import { errorKind } from '../domain/error-rate'
import type { AppEnv } from '../env'
import { countServerError } from '../services/error-alert'

const NOT_COUNTED =
  /^\/api\/(health|payments\/notify\/[^/]+|couriers\/[^/]+\/notify|whatsapp\/webhook)\/?$/

export const countServerErrors = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.res.status < 500 || NOT_COUNTED.test(c.req.path)) return
  const error = {
    kind: errorKind(c.get('errorCode')),
    route: `${c.req.method} ${routePath(c, -1)}`,
  }
  const { config } = c.var
  c.var.background('error rate', () =>
    countServerError(createDb(c.env.DB), config, c.env.DELIVERIES, c.var.now(), error),
  )
})
