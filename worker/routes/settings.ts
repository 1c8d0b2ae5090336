// Public shop settings (pricing, payment methods and which can take money now, store info);
// admins change them.
import { Hono } from 'hono'
import { readSavedSettings, readSettings, saveSettings } from '../db/queries/settings'
import type { AppEnv } from '../env'
import { ok } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { shopSettingsSchema } from '../schemas/settings'
import { methodsWithReadiness, refuseUnconfiguredProviders } from '../services/payments/registry'

export const settingsRoutes = new Hono<AppEnv>()
  // Each payment method also says its provider, the providers that could take it, whether its
  // provider's secrets are set (`configured`) and whether checkout may offer it now (`ready`:
  // switched on and configured).
  .get('/', async (c) => {
    const settings = await readSettings(c.var.db)
    return c.json(ok({ ...settings, paymentMethods: methodsWithReadiness(c.var.config, settings) }))
  })
  // For the dashboard: whether the saved record reads; while it does not, orders are refused.
  .get('/problem', requireAdmin, async (c) =>
    c.json(ok({ problem: (await readSavedSettings(c.var.db)).problem })),
  )
  .put('/', requireAdmin, validate('json', shopSettingsSchema), async (c) => {
    const settings = c.req.valid('json')
    refuseUnconfiguredProviders(c.var.config, await readSettings(c.var.db), settings)
    await saveSettings(c.var.db, settings)
    return c.json(ok({ ...settings, paymentMethods: methodsWithReadiness(c.var.config, settings) }))
  })
