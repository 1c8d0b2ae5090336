// My Garage on a customer's account: read, replaced whole, and merged with the browser's at
// sign-in. Bikes naming unknown vehicles are refused.
import type { Db } from '../db/client'
import { vehicleCodec } from '../db/codecs/vehicle'
import { listGarage, replaceGarage } from '../db/queries/garage'
import { listVehicles } from '../db/queries/vehicles'
import { type GarageBikeRef, mergeGarages } from '../domain/garage'
import { notFound } from '../lib/errors'

export async function readGarage(db: Db, userId: number) {
  return (await listGarage(db, userId)).map(({ year, vehicle }) => ({
    vehicleId: vehicle.id,
    year,
    vehicle: vehicleCodec.toApi(vehicle),
  }))
}

async function refuseUnknownVehicles(db: Db, bikes: readonly GarageBikeRef[]) {
  const known = new Set((await listVehicles(db)).map((v) => v.id))
  const missing = bikes.find((b) => !known.has(b.vehicleId))
  if (missing) throw notFound('VEHICLE_NOT_FOUND', { id: missing.vehicleId })
}

export async function saveGarage(db: Db, userId: number, bikes: GarageBikeRef[], now: Date) {
  await refuseUnknownVehicles(db, bikes)
  await replaceGarage(db, userId, mergeGarages(bikes, []), now)
  return readGarage(db, userId)
}

/** The account's bikes, then the browser's it lacks (the sign-in merge). */
export async function mergeIntoGarage(db: Db, userId: number, browser: GarageBikeRef[], now: Date) {
  await refuseUnknownVehicles(db, browser)
  const account = (await listGarage(db, userId)).map((b) => ({
    vehicleId: b.vehicle.id,
    year: b.year,
  }))
  await replaceGarage(db, userId, mergeGarages(account, browser), now)
  return readGarage(db, userId)
}
