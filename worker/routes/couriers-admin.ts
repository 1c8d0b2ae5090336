// The couriers for the dashboard (admin-only, mounted under /api/admin/couriers): which are
// configured, refreshing a courier's cities and regions from its API, where each shop city is in
// them, and the owner's hand choice where no name matched.
import { Hono } from 'hono'
import { COURIER_IDS } from '../domain/couriers'
import type { AppEnv } from '../env'
import { badRequest } from '../lib/errors'
import { ok } from '../lib/respond'
import { currentUser } from '../middleware/session'
import { validate } from '../middleware/validate'
import { placeChoiceSchema } from '../schemas/courier-places'
import { courierParamSchema } from '../schemas/shipment'
import { choosePlaceByHand, placesPanel, refreshCourierPlaces } from '../services/couriers/places'
import { courierConfigured, courierModule } from '../services/couriers/registry'

export const courierAdminRoutes = new Hono<AppEnv>()
  // Each courier and whether its secrets are set (the settings' choice per governorate may name
  // one before they are; parcels go with it once they are). Not in GET /api/settings: the
  // Settings form sends that answer back, and its courier part takes no extra field.
  .get('/', (c) =>
    c.json(ok(COURIER_IDS.map((id) => ({ id, configured: courierConfigured(c.var.config, id) })))),
  )
  .post('/:courier/places/refresh', validate('param', courierParamSchema), async (c) => {
    const { courier } = c.req.valid('param')
    const module = courierModule(c.var.config, courier)
    if (!module) throw badRequest('COURIER_NOT_CONFIGURED', { courier })
    return c.json(ok(await refreshCourierPlaces(c.var.db, module, c.var.now())))
  })
  .get('/:courier/places', validate('param', courierParamSchema), async (c) =>
    c.json(ok(await placesPanel(c.var.db, c.req.valid('param').courier))),
  )
  .put(
    '/:courier/places',
    validate('param', courierParamSchema),
    validate('json', placeChoiceSchema),
    async (c) => {
      const { courier } = c.req.valid('param')
      const choice = c.req.valid('json')
      await choosePlaceByHand(c.var.db, courier, choice, currentUser(c).email, c.var.now())
      return c.json(ok(await placesPanel(c.var.db, courier)))
    },
  )
