// The motorcycles: a public list (makes → models → years, cached with the catalogue) and the
// admin's edits.
import { Hono } from 'hono'
import { vehicleCodec } from '../db/codecs/vehicle'
import {
  deleteVehicle,
  findVehicle,
  fitmentCountOf,
  insertVehicle,
  listVehicles,
  updateVehicle,
} from '../db/queries/vehicles'
import { vehicleTree } from '../domain/vehicles'
import type { AppEnv } from '../env'
import { conflict, notFound } from '../lib/errors'
import { numericId } from '../lib/params'
import { ok } from '../lib/respond'
import { catalogueCache } from '../middleware/catalogue-cache'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { vehicleSchema, type VehicleInput } from '../schemas/fitment'
import { noQuerySchema } from '../schemas/product'
import type { Db } from '../db/client'

/** A make, model and variant are named once. */
async function refuseDuplicate(db: Db, input: VehicleInput, id?: number) {
  const taken = (await listVehicles(db)).find(
    (v) =>
      v.id !== id &&
      v.make.toLowerCase() === input.make.toLowerCase() &&
      v.model.toLowerCase() === input.model.toLowerCase() &&
      v.variant.toLowerCase() === input.variant.toLowerCase(),
  )
  if (taken) throw conflict('VEHICLE_EXISTS', { id: taken.id })
}

export const vehicleRoutes = new Hono<AppEnv>()
  .get('/', validate('query', noQuerySchema), catalogueCache(), async (c) =>
    c.json(ok(vehicleTree(await listVehicles(c.var.db)))),
  )
  .get('/all', requireAdmin, async (c) =>
    c.json(ok((await listVehicles(c.var.db)).map(vehicleCodec.toApi))),
  )
  .post('/', requireAdmin, validate('json', vehicleSchema), async (c) => {
    const input = c.req.valid('json')
    await refuseDuplicate(c.var.db, input)
    return c.json(ok(vehicleCodec.toApi(await insertVehicle(c.var.db, input))), 201)
  })
  .put(
    '/:id',
    requireAdmin,
    validate('param', numericId),
    validate('json', vehicleSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      await refuseDuplicate(c.var.db, input, id)
      const vehicle = await updateVehicle(c.var.db, id, input)
      if (!vehicle) throw notFound('VEHICLE_NOT_FOUND')
      return c.json(ok(vehicleCodec.toApi(vehicle)))
    },
  )
  .delete('/:id', requireAdmin, validate('param', numericId), async (c) => {
    const { id } = c.req.valid('param')
    if (!(await findVehicle(c.var.db, id))) throw notFound('VEHICLE_NOT_FOUND')
    const count = await fitmentCountOf(c.var.db, id)
    if (count > 0) throw conflict('VEHICLE_IN_USE', { count })
    await deleteVehicle(c.var.db, id)
    return c.json(ok({ id }))
  })
