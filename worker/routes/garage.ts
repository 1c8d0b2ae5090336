// My Garage on the customer's account (a visitor's stays in the browser).
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { ok } from '../lib/respond'
import { currentUser, requireUser } from '../middleware/session'
import { validate } from '../middleware/validate'
import { garageSchema } from '../schemas/fitment'
import { mergeIntoGarage, readGarage, saveGarage } from '../services/garage'

export const garageRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json(ok(await readGarage(c.var.db, currentUser(c).id))))
  .put('/', requireUser, validate('json', garageSchema), async (c) =>
    c.json(
      ok(await saveGarage(c.var.db, currentUser(c).id, c.req.valid('json').bikes, c.var.now())),
    ),
  )
  .post('/merge', requireUser, validate('json', garageSchema), async (c) =>
    c.json(
      ok(
        await mergeIntoGarage(c.var.db, currentUser(c).id, c.req.valid('json').bikes, c.var.now()),
      ),
    ),
  )
