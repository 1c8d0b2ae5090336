// Public shop settings (pricing, payment methods, store info); admins change them.
import { Hono } from 'hono'
import { readSavedSettings, readSettings, saveSettings } from '../db/queries/settings'
import type { AppEnv } from '../env'
import { ok } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { shopSettingsSchema } from '../schemas/settings'

export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(ok(await readSettings(c.var.db))))
  // For the dashboard: whether the saved record reads; while it does not, orders are refused.
  .get('/problem', requireAdmin, async (c) =>
    c.json(ok({ problem: (await readSavedSettings(c.var.db)).problem })),
  )
  .put('/', requireAdmin, validate('json', shopSettingsSchema), async (c) => {
    const settings = c.req.valid('json')
    await saveSettings(c.var.db, settings)
    return c.json(ok(settings))
  })
