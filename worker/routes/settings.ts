// Public shop settings (pricing, payment methods and which can take money now, store info,
// whether WhatsApp is set up); admins change them.
import { Hono } from 'hono'
import { readSavedSettings, readSettings, saveSettings } from '../db/queries/settings'
import type { AppEnv, Config } from '../env'
import { ok } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { type ShopSettings, shopSettingsSchema } from '../schemas/settings'
import { methodsWithReadiness, refuseUnconfiguredProviders } from '../services/payments/registry'
import { whatsappSettings } from '../services/whatsapp/settings'

/** The settings as answered: each payment method also says its provider, the providers that could
 * take it, whether its provider's secrets are set (`configured`) and whether checkout may offer it
 * now (`ready`: switched on and configured); WhatsApp says whether its secrets are set (checkout
 * and the account offer its updates only then). */
const answer = (config: Config, settings: ShopSettings) => ({
  ...settings,
  paymentMethods: methodsWithReadiness(config, settings),
  whatsapp: { ...settings.whatsapp, configured: whatsappSettings(config) !== null },
})

export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(ok(answer(c.var.config, await readSettings(c.var.db)))))
  // For the dashboard: whether the saved record reads; while it does not, orders are refused.
  .get('/problem', requireAdmin, async (c) =>
    c.json(ok({ problem: (await readSavedSettings(c.var.db)).problem })),
  )
  .put('/', requireAdmin, validate('json', shopSettingsSchema), async (c) => {
    const settings = c.req.valid('json')
    refuseUnconfiguredProviders(c.var.config, await readSettings(c.var.db), settings)
    await saveSettings(c.var.db, settings)
    return c.json(ok(answer(c.var.config, settings)))
  })
