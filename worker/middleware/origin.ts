// State-changing calls from a browser must come from the shop's own origin or a configured one
// (the Pages site). A call without an Origin header passes only without the session cookie
// (server-to-server, Telegram's webhook): every browser sends Origin on POST, PUT, PATCH and
// DELETE, so a signed-in state-changing call without one is not the shop's page.
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { BOOKMARK_HEADER } from '../lib/d1-bookmark'
import { forbidden } from '../lib/errors'
import { SESSION_COOKIE } from '../lib/session'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function isAllowed(origin: string, requestUrl: string, allowed: string[]): boolean {
  return origin === new URL(requestUrl).origin || allowed.includes(origin)
}

export const checkOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('Origin')
    if (origin ? !isAllowed(origin, c.req.url, c.var.config.ALLOWED_ORIGINS) : hasSession(c))
      throw forbidden('ORIGIN_NOT_ALLOWED')
  }
  await next()
})

/** Whether the call carries the session cookie (whatever its worth: loadSession judges that). */
const hasSession = (c: Context<AppEnv>) => getCookie(c, SESSION_COOKIE) !== undefined

/** CORS with credentials for the configured origins only: any other origin gets neither
 * Access-Control-Allow-Origin nor Access-Control-Allow-Credentials. */
export const corsForAllowedOrigins = createMiddleware<AppEnv>((c, next) => {
  const origin = c.req.header('Origin') ?? ''
  const allowed = c.var.config.ALLOWED_ORIGINS.includes(origin)
  return cors({
    // An empty list allows nobody but still answers Vary: Origin for caches.
    origin: allowed ? [origin] : [],
    credentials: allowed,
    allowHeaders: ['Content-Type', 'Idempotency-Key', BOOKMARK_HEADER],
    // The allowed origins' pages may read the request id and carry the D1 bookmark themselves.
    exposeHeaders: ['X-Request-Id', BOOKMARK_HEADER],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  })(c, next)
})
