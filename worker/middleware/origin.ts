// State-changing calls from a browser must come from the shop's own origin or a configured one
// (the Pages site); calls without an Origin header (server-to-server, Telegram) pass.
import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { forbidden } from '../lib/errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function isAllowed(origin: string, requestUrl: string, allowed: string[]): boolean {
  return origin === new URL(requestUrl).origin || allowed.includes(origin)
}

export const checkOrigin = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('Origin')
  if (
    !SAFE_METHODS.has(c.req.method) &&
    origin &&
    !isAllowed(origin, c.req.url, c.var.config.ALLOWED_ORIGINS)
  )
    throw forbidden('Origin not allowed')
  await next()
})

/** CORS with credentials for the configured origins only. */
export const corsForAllowedOrigins = createMiddleware<AppEnv>((c, next) =>
  cors({
    origin: (origin) => (c.var.config.ALLOWED_ORIGINS.includes(origin) ? origin : null),
    credentials: true,
    allowHeaders: ['Content-Type', 'Idempotency-Key'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  })(c, next),
)
