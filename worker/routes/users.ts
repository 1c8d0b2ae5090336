// User management: admins manage everyone; a customer reads and edits only their own profile.
import { Hono } from 'hono'
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  listUsersPage,
  setPassword,
  updateUser,
} from '../db/queries/users'
import type { AppEnv } from '../env'
import { conflict, forbidden, notFound } from '../lib/errors'
import { numericId } from '../lib/params'
import { hashPassword } from '../lib/password'
import { ok, okPage } from '../lib/respond'
import { assertSelfOrAdmin, currentUser, requireAdmin, requireUser } from '../middleware/session'
import { validate } from '../middleware/validate'
import { assertCurrentPassword, emailAccountChanged } from '../services/account-changes'
import { adminSearchSchema } from '../schemas/admin-list'
import { resetPasswordSchema, userUpdateSchema } from '../schemas/user'
import { userCodec } from '../db/codecs/user'

export const userRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', adminSearchSchema), async (c) => {
    const page = await listUsersPage(c.var.db, c.req.valid('query'))
    return c.json(okPage(page.rows.map(userCodec.toApi), page))
  })
  .get('/:id', requireUser, validate('param', numericId), async (c) => {
    const { id } = c.req.valid('param')
    assertSelfOrAdmin(c, id)
    const user = await findUserById(c.var.db, id)
    if (!user) throw notFound('USER_NOT_FOUND')
    return c.json(ok(userCodec.toApi(user)))
  })
  .put(
    '/:id',
    requireUser,
    validate('param', numericId),
    validate('json', userUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const { currentPassword, ...changes } = c.req.valid('json')
      assertSelfOrAdmin(c, id)
      const actor = currentUser(c)
      if (changes.role && actor.role !== 'admin') throw forbidden('ROLE_CHANGE_FORBIDDEN')
      const before = await findUserById(c.var.db, id)
      if (!before) throw notFound('USER_NOT_FOUND')
      const newEmail =
        changes.email !== undefined && changes.email !== before.email ? changes.email : null
      if (newEmail) {
        if (actor.id === id) await assertCurrentPassword(c.var.db, actor, currentPassword)
        const holder = await findUserByEmail(c.var.db, newEmail)
        if (holder && holder.id !== id) throw conflict('EMAIL_TAKEN')
      }
      const user = await updateUser(c.var.db, id, changes, c.var.now())
      if (!user) throw notFound('USER_NOT_FOUND')
      if (newEmail)
        await emailAccountChanged(c.var, before, { kind: 'email', newEmail: user.email })
      return c.json(ok(userCodec.toApi(user)))
    },
  )
  .delete('/:id', requireAdmin, validate('param', numericId), async (c) => {
    const { id } = c.req.valid('param')
    const user = await findUserById(c.var.db, id)
    if (!user) throw notFound('USER_NOT_FOUND')
    if (user.role === 'admin') throw forbidden('ADMIN_NOT_DELETABLE')
    await deleteUser(c.var.db, id)
    return c.json(ok({ id }))
  })
  .post(
    '/:id/reset-password',
    requireAdmin,
    validate('param', numericId),
    validate('json', resetPasswordSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const user = await findUserById(c.var.db, id)
      if (!user) throw notFound('USER_NOT_FOUND')
      if (user.role === 'admin') throw forbidden('ADMIN_PASSWORD_NOT_RESETTABLE')
      await setPassword(c.var.db, id, await hashPassword(c.req.valid('json').password), c.var.now())
      return c.json(ok({ id }))
    },
  )
