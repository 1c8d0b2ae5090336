// The motorcycles the shop knows: the guide's list, the garage's choices, the fitment rows' targets.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { VehicleInput } from '../../schemas/fitment'
import type { Db } from '../client'
import { productFitments, vehicles } from '../schema'

import type { VehicleRow } from '../codecs/vehicle'

/** Every vehicle by make, model and variant (the model's own row, variant '', first). */
export async function listVehicles(db: Db): Promise<VehicleRow[]> {
  return db
    .select()
    .from(vehicles)
    .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.variant))
    .all()
}

export async function findVehicle(db: Db, id: number): Promise<VehicleRow | undefined> {
  return db.select().from(vehicles).where(eq(vehicles.id, id)).get()
}

/** The rows of a make, or of one of its models: matched without regard to letter case. */
export async function vehiclesNamed(db: Db, make: string, model?: string): Promise<VehicleRow[]> {
  const where = [sql`${vehicles.make} = ${make} COLLATE NOCASE`]
  if (model !== undefined) where.push(sql`${vehicles.model} = ${model} COLLATE NOCASE`)
  return db
    .select()
    .from(vehicles)
    .where(and(...where))
    .all()
}

export async function insertVehicle(db: Db, input: VehicleInput): Promise<VehicleRow> {
  return db.insert(vehicles).values(input).returning().get()
}

export async function updateVehicle(
  db: Db,
  id: number,
  input: VehicleInput,
): Promise<VehicleRow | undefined> {
  return db.update(vehicles).set(input).where(eq(vehicles.id, id)).returning().get()
}

/** How many fitment rows name the vehicle (a vehicle in use is not deleted). */
export async function fitmentCountOf(db: Db, vehicleId: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(productFitments)
    .where(eq(productFitments.vehicleId, vehicleId))
    .get()
  return row?.n ?? 0
}

export async function deleteVehicle(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(vehicles)
    .where(eq(vehicles.id, id))
    .returning({ id: vehicles.id })
  return deleted.length > 0
}
