// Security headers on every /api answer, and no-store on the answers that may be personal. The
// pages' own headers (their Content-Security-Policy) are in web/public/_headers.
import { createMiddleware } from 'hono/factory'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../env'

const apiHeaders: Parameters<typeof secureHeaders>[0] = {
  // The API answers data, never pages: nothing may frame it, nothing in it may load or run. The
  // pages it answers (an outbox e-mail's preview, routes/emails.ts; the e-mails' link pages,
  // services/link-pages.ts) set their own policy, which stays: no other route sets these headers.
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  overwrite: false,
}

// Browsers ignore HSTS over plain http, and a local http server must not claim it.
const overHttps = secureHeaders(apiHeaders)
const overHttp = secureHeaders({ ...apiHeaders, strictTransportSecurity: false })

export const securityHeaders = createMiddleware<AppEnv>((c, next) =>
  (new URL(c.req.url).protocol === 'https:' ? overHttps : overHttp)(c, next),
)

/**
 * What a signed-in user is answered, and every sign-in, sign-up and reset answer, is never kept
 * by a browser or shared cache. Answers a route marks public (the product photos, the store
 * highlights) are the same for everyone and keep their caching. The visit tracker's beacons
 * are left out: their answers hold nothing personal, and Chromium never finishes a keepalive
 * request whose answer says no-store, so a signed-in page would never become idle.
 */
const isTrackerBeacon = (method: string, path: string) =>
  method === 'POST' && path.startsWith('/api/analytics/sessions')

export const noStoreWhenPersonal = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const personal =
    (c.var.user != null && !isTrackerBeacon(c.req.method, c.req.path)) ||
    c.req.path.startsWith('/api/auth/')
  if (personal && !/\bpublic\b/.test(c.res.headers.get('Cache-Control') ?? ''))
    c.header('Cache-Control', 'no-store')
})
