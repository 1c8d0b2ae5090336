// The shopper's bike as the catalogue reads it, the answers for a page of products, and the move
// of the old compatibility texts into fitment rows.
import {
  type BikeKey,
  type FitmentAnswer,
  type FitmentRule,
  fitmentAnswer,
} from '../domain/fitment'
import { parseCompatibility } from '../domain/fitment-text'
import type { Db } from '../db/client'
import {
  fitmentsOf,
  productsWithTextOnly,
  replaceFitments,
  replaceFitmentsOfMany,
} from '../db/queries/fitments'
import { findVehicle, listVehicles, vehiclesNamed } from '../db/queries/vehicles'
import { notFound } from '../lib/errors'
import { type BikeQuery, namesBike } from '../schemas/fitment'

type NamedVehicle = Awaited<ReturnType<typeof vehiclesNamed>>[number]

/**
 * The bike as the rows of its model (or make) stand for it (see BikeKey): a chosen variant is
 * itself and its model's row, and nothing else; a model without a variant is its model's row and
 * may be any of its variants; a make alone may be any of its models.
 */
function bikeKey(
  rows: readonly NamedVehicle[],
  { chosen, modelNamed, year }: { chosen?: NamedVehicle; modelNamed: boolean; year: number | null },
): BikeKey | null {
  const [first] = rows
  if (!first) return null
  const isIt = (v: NamedVehicle) => v.id === chosen?.id || (modelNamed && v.variant === '')
  return {
    make: first.make,
    vehicleIds: rows.filter(isIt).map((v) => v.id),
    possibleVehicleIds: chosen ? [] : rows.filter((v) => !isIt(v)).map((v) => v.id),
    year,
  }
}

/** The bike a query names (a vehicle id, or make, model and variant), or null when it names none;
 * VEHICLE_NOT_FOUND when it names an unknown one. */
export async function resolveBike(db: Db, query: BikeQuery): Promise<BikeKey | null> {
  if (!namesBike(query)) return null
  const year = query.year ?? null
  if (query.vehicle !== undefined) {
    const vehicle = await findVehicle(db, query.vehicle)
    if (!vehicle) throw notFound('VEHICLE_NOT_FOUND')
    const ofModel = await vehiclesNamed(db, vehicle.make, vehicle.model)
    const chosen = vehicle.variant === '' ? undefined : vehicle
    return bikeKey(ofModel, { chosen, modelNamed: true, year }) ?? notFoundBike()
  }
  const named = await vehiclesNamed(db, query.make ?? '', query.model)
  const variant = query.variant?.toLowerCase()
  const chosen = variant ? named.find((v) => v.variant.toLowerCase() === variant) : undefined
  if (variant && (!chosen || query.model === undefined)) return notFoundBike()
  return bikeKey(named, { chosen, modelNamed: query.model !== undefined, year }) ?? notFoundBike()
}

const notFoundBike = (): never => {
  throw notFound('VEHICLE_NOT_FOUND')
}

/** Replaces a product's rows; every vehicle they name must exist. */
export async function saveFitments(db: Db, productId: number, rules: readonly FitmentRule[]) {
  const known = new Set((await listVehicles(db)).map((v) => v.id))
  const missing = rules.find((r) => r.vehicleId !== null && !known.has(r.vehicleId))
  if (missing) throw notFound('VEHICLE_NOT_FOUND', { id: missing.vehicleId ?? 0 })
  await replaceFitments(db, productId, rules)
}

/**
 * A product's rows read from its compatibility text (the bot's `Compatibility:` line): the rows
 * replace the old ones, and the answer says what was understood (with the vehicles named) and
 * what was not (it stays on the product as text).
 */
export async function fitmentFromText(db: Db, productId: number, text: string) {
  const vehicles = await listVehicles(db)
  const { rules, unread } = parseCompatibility(text, vehicles)
  await replaceFitments(db, productId, rules)
  const byId = new Map(vehicles.map((v) => [v.id, v]))
  return {
    rules: rules.map((rule) => ({
      ...rule,
      vehicle: rule.vehicleId === null ? null : (byId.get(rule.vehicleId) ?? null),
    })),
    unread,
  }
}
export type TextFitment = Awaited<ReturnType<typeof fitmentFromText>>

type Judged = { id: number; category: string; compatibility: string }

/** Each product's answer for the bike, from its rows (one query for the whole page). */
export async function answersFor(
  db: Db,
  items: readonly Judged[],
  bike: BikeKey,
): Promise<Map<number, FitmentAnswer>> {
  const rows = await fitmentsOf(
    db,
    items.map((p) => p.id),
  )
  return new Map(items.map((p) => [p.id, fitmentAnswer(p, rows.get(p.id) ?? [], bike)]))
}

/** Products read per round of the text migration (each round one query and one batch). */
const ROUND = 200

export interface TextMigrationReport {
  /** Products given rows, and the rows written. */
  products: number
  rows: number
  /** What the reader could not turn into rows, per product: the text stays its display. */
  unread: { id: number; name: string; compatibility: string; unread: string[] }[]
}

/**
 * Turns the compatibility text of every product without fitment rows into rows. A product whose
 * text names nothing the reader knows gets none (it keeps "unknown" answers and its text). Safe to
 * run again: a product with rows is left alone.
 */
export async function migrateCompatibilityTexts(db: Db): Promise<TextMigrationReport> {
  const vehicles = await listVehicles(db)
  const report: TextMigrationReport = { products: 0, rows: 0, unread: [] }
  let after = 0
  for (;;) {
    const batch = await productsWithTextOnly(db, after, ROUND)
    const last = batch.at(-1)
    if (!last) return report
    after = last.id
    const writes = []
    for (const p of batch) {
      const { rules, unread } = parseCompatibility(p.compatibility, vehicles)
      if (unread.length) report.unread.push({ ...p, unread })
      if (rules.length === 0) continue
      report.products++
      report.rows += rules.length
      writes.push({ productId: p.id, rules })
    }
    await replaceFitmentsOfMany(db, writes)
  }
}
