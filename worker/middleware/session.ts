// Reads the session cookie into c.var.user; requireUser / requireAdmin guard routes.
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { findUserById } from '../db/queries/users'
import type { AppEnv } from '../env'
import { forbidden, unauthorized } from '../lib/errors'
import { readSession, SESSION_COOKIE } from '../lib/session'

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null)
  const token = getCookie(c, SESSION_COOKIE)
  if (token) {
    const claims = await readSession(token, c.var.config.JWT_SECRET)
    if (claims) {
      const user = await findUserById(c.var.db, claims.userId)
      // A deleted user, or a password reset since the token was issued, ends the session.
      if (user && user.sessionVersion === claims.version) c.set('user', user)
    }
  }
  await next()
})

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized()
  await next()
})

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized()
  if (c.var.user.role !== 'admin') throw forbidden('Admin access required')
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
