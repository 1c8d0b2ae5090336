// My Garage on a customer's account: read, replaced whole, and merged with the browser's at
// sign-in. Bikes naming unknown vehicles are refused.
import type { Db } from '../db/client'
import { vehicleCodec } from '../db/codecs/vehicle'
import { listGarage, replaceGarage } from '../db/queries/garage'
import { listVehicles } from '../db/queries/vehicles'
import { type GarageBikeRef, mergeGarages } from '../domain/garage'
import { notFound } from '../lib/errors'

type SavedBike = Awaited<ReturnType<typeof listGarage>>[number]
const toApi = ({ year, vehicle }: SavedBike) => ({
  vehicleId: vehicle.id,
  year,
  vehicle: vehicleCodec.toApi(vehicle),
})

export async function readGarage(db: Db, userId: number) {
  return (await listGarage(db, userId)).map(toApi)
}

async function refuseUnknownVehicles(db: Db, bikes: readonly GarageBikeRef[]) {
  if (bikes.length === 0) return
  const known = new Set((await listVehicles(db)).map((v) => v.id))
  const missing = bikes.find((b) => !known.has(b.vehicleId))
  if (missing) throw notFound('VEHICLE_NOT_FOUND', { id: missing.vehicleId })
}

export async function saveGarage(db: Db, userId: number, bikes: GarageBikeRef[], now: Date) {
  await refuseUnknownVehicles(db, bikes)
  await replaceGarage(db, userId, mergeGarages(bikes, []), now)
  return readGarage(db, userId)
}

/** The account's bikes, then the browser's it lacks (the sign-in merge). The web asks on each
 * signed-in visit: when the browser brings nothing new, nothing is written. */
export async function mergeIntoGarage(db: Db, userId: number, browser: GarageBikeRef[], now: Date) {
  await refuseUnknownVehicles(db, browser)
  const saved = await listGarage(db, userId)
  const account = saved.map((b) => ({ vehicleId: b.vehicle.id, year: b.year }))
  const merged = mergeGarages(account, browser)
  if (merged.length === account.length) return saved.map(toApi)
  await replaceGarage(db, userId, merged, now)
  return readGarage(db, userId)
}
