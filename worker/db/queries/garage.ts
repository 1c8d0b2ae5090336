// A customer's saved bikes, with the vehicles they name.
import { asc, eq } from 'drizzle-orm'
import type { GarageBikeRef } from '../../domain/garage'
import type { Db } from '../client'
import { garageBikes, vehicles } from '../schema'

export async function listGarage(db: Db, userId: number) {
  return db
    .select({ year: garageBikes.year, vehicle: vehicles })
    .from(garageBikes)
    .innerJoin(vehicles, eq(vehicles.id, garageBikes.vehicleId))
    .where(eq(garageBikes.userId, userId))
    .orderBy(asc(garageBikes.id))
    .all()
}

/** Replaces the list in one batch, kept in the order given. */
export async function replaceGarage(
  db: Db,
  userId: number,
  bikes: readonly GarageBikeRef[],
  now: Date,
) {
  const remove = db.delete(garageBikes).where(eq(garageBikes.userId, userId))
  const createdAt = now.toISOString()
  if (bikes.length === 0) {
    await remove
    return
  }
  await db.batch([
    remove,
    db.insert(garageBikes).values(bikes.map((b) => ({ ...b, userId, createdAt }))),
  ])
}
