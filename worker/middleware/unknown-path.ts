// An /api path (or a method on it) that no route answers gets the app's 404 before the database
// is opened: a request to a path that does not exist reads and writes nothing. (A preflight,
// OPTIONS, has no routes of its own: CORS answers it before this step.)
import { createMiddleware } from 'hono/factory'
import { matchedRoutes } from 'hono/route'
import type { AppEnv } from '../env'
import { newMeter } from '../lib/d1-meter'

/** A route that answers, not a step every path under it passes through (`use`: ALL of `…/*`). */
const answers = (route: { method: string; path: string }) =>
  route.method !== 'ALL' || !route.path.endsWith('*')

export const refuseUnknownPaths = createMiddleware<AppEnv>(async (c, next) => {
  if (!matchedRoutes(c).some(answers)) {
    // Its log line counts what it ran: no statement.
    c.set('d1Meter', newMeter())
    return c.notFound()
  }
  await next()
})
