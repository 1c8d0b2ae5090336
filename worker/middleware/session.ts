// Reads the session cookie's user into c.var.user; requireUser / requireAdmin guard routes.
import { createMiddleware } from 'hono/factory'
import { findSessionUser } from '../db/queries/sessions'
import type { AppEnv } from '../env'
import { AppError, forbidden, unauthorized } from '../lib/errors'

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null)
  c.set('sessionId', null)
  // The token was read and verified when the request's database was opened (middleware/database);
  // its row is read at the primary, where a sign-out or a revocation is already seen.
  const claims = c.var.sessionClaims
  if (claims) {
    const user = await findSessionUser(c.var.primaryDb, claims.sessionId, c.var.now())
    // A signed-out session, a deleted user, or a password reset since the token was issued
    // ends the session.
    if (user && user.id === claims.userId && user.sessionVersion === claims.version) {
      c.set('user', user)
      c.set('sessionId', claims.sessionId)
    }
  }
  await next()
})

/** Sign-in and signed-in calls answer 503 while the worker has no usable session secret. */
export function usableSessionSecret(c: { var: AppEnv['Variables'] }): string {
  if (!c.var.sessionSecret) throw new AppError(503, 'SIGN_IN_UNAVAILABLE')
  return c.var.sessionSecret
}

export const requireSessionSecret = createMiddleware<AppEnv>(async (c, next) => {
  usableSessionSecret(c)
  await next()
})

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  usableSessionSecret(c)
  if (!c.var.user) throw unauthorized()
  await next()
})

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  usableSessionSecret(c)
  if (!c.var.user) throw unauthorized()
  if (c.var.user.role !== 'admin') throw forbidden('ADMIN_REQUIRED')
  await next()
})

/** The signed-in user, for routes behind requireUser/requireAdmin. */
export function currentUser(c: { var: AppEnv['Variables'] }) {
  const user = c.var.user
  if (!user) throw unauthorized()
  return user
}

/** Admins may act on anyone; a customer only on their own records. */
export function assertSelfOrAdmin(c: { var: AppEnv['Variables'] }, userId: number) {
  const user = currentUser(c)
  if (user.role !== 'admin' && user.id !== userId) throw forbidden()
}
