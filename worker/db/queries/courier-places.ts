// A courier's own places (its cities and their regions, as last read from its API) and where each
// of the shop's cities is in them (courier_place_map: matched by name, or chosen by an admin).
import { and, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { CourierId } from '../../domain/couriers'
import type { Db } from '../client'
import { courierPlaceMap, courierPlaces } from '../schema'
import { chunks, rowsPerInsert } from './chunks'

export type CourierPlaceRow = typeof courierPlaces.$inferSelect
export type CourierPlaceMapRow = typeof courierPlaceMap.$inferSelect

/** One of a courier's places as its API lists it (services/couriers/courier.ts CourierPlace). */
interface CourierPlace {
  id: string
  name: string
  parentId: string
}

/** A shop city's place in a courier's lists, as the refresh matched it. */
export interface PlaceMatch {
  governorate: string
  city: string
  courierCityId: string
  courierRegionId: string
}

const placeRow = (courier: CourierId, kind: 'city' | 'region', p: CourierPlace, at: string) => ({
  courier,
  kind,
  id: p.id,
  parentId: kind === 'city' ? '' : p.parentId,
  name: p.name,
  refreshedAt: at,
})

/** Inserts that stay under D1's bound-parameter limit (6 columns a row). */
function inserts(db: Db, rows: ReturnType<typeof placeRow>[]): BatchItem<'sqlite'>[] {
  return chunks(rows, rowsPerInsert(6)).map((piece) => db.insert(courierPlaces).values(piece))
}

/**
 * Stores a refresh in one batch: the courier's cities replace the ones stored (a city it no
 * longer lists goes, with its regions), and the regions read replace those of their cities; the
 * regions of cities not read this time are kept. A city's `refreshed_at` is when its regions were
 * last read ('' until they are), so a city listed without regions counts as read too.
 */
export async function storeCourierPlaces(
  db: Db,
  courier: CourierId,
  cities: readonly CourierPlace[],
  regionsByCity: ReadonlyMap<string, readonly CourierPlace[]>,
  readBefore: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const stamp = now.toISOString()
  const cityRows = cities.map((c) =>
    placeRow(courier, 'city', c, regionsByCity.has(c.id) ? stamp : (readBefore.get(c.id) ?? '')),
  )
  const regionRows = [...regionsByCity.values()].flatMap((list) =>
    list.map((r) => placeRow(courier, 'region', r, stamp)),
  )
  const ofCourier = eq(courierPlaces.courier, courier)
  const regions = and(ofCourier, eq(courierPlaces.kind, 'region'))
  const storedCityIds = db
    .select({ id: courierPlaces.id })
    .from(courierPlaces)
    .where(and(ofCourier, eq(courierPlaces.kind, 'city')))
  const statements: BatchItem<'sqlite'>[] = [
    db.delete(courierPlaces).where(and(ofCourier, eq(courierPlaces.kind, 'city'))),
    ...inserts(db, cityRows),
    // Regions of a city no longer listed, and of every city read now (their new list follows).
    db.delete(courierPlaces).where(and(regions, notInArray(courierPlaces.parentId, storedCityIds))),
    ...chunks([...regionsByCity.keys()], 90).map((ids) =>
      db.delete(courierPlaces).where(and(regions, inArray(courierPlaces.parentId, ids))),
    ),
    ...inserts(db, regionRows),
  ]
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
}

/** The courier's stored cities and regions. */
export const readCourierPlaces = (db: Db, courier: CourierId): Promise<CourierPlaceRow[]> =>
  db
    .select()
    .from(courierPlaces)
    .where(eq(courierPlaces.courier, courier))
    .orderBy(courierPlaces.kind, courierPlaces.parentId, courierPlaces.name)

/** Whether a refresh ever stored the courier's lists (a courier just switched on has none). */
export async function placesEverRead(db: Db, courier: CourierId): Promise<boolean> {
  const [row] = await db
    .select({ id: courierPlaces.id })
    .from(courierPlaces)
    .where(eq(courierPlaces.courier, courier))
    .limit(1)
  return row !== undefined
}

/** When each of the courier's cities last had its regions read (cities never read are absent). */
export async function regionsReadAt(db: Db, courier: CourierId): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: courierPlaces.id, refreshedAt: courierPlaces.refreshedAt })
    .from(courierPlaces)
    .where(
      and(
        eq(courierPlaces.courier, courier),
        eq(courierPlaces.kind, 'city'),
        ne(courierPlaces.refreshedAt, ''),
      ),
    )
  return new Map(rows.map((r) => [r.id, r.refreshedAt]))
}

/** The courier's place map: every shop city it has a place for. */
export const readPlaceMap = (db: Db, courier: CourierId): Promise<CourierPlaceMapRow[]> =>
  db.select().from(courierPlaceMap).where(eq(courierPlaceMap.courier, courier))

/** One shop city's place with the courier, if it has one. */
export async function placeOf(
  db: Db,
  courier: CourierId,
  governorate: string,
  city: string,
): Promise<CourierPlaceMapRow | undefined> {
  const [row] = await db
    .select()
    .from(courierPlaceMap)
    .where(
      and(
        eq(courierPlaceMap.courier, courier),
        eq(courierPlaceMap.governorate, governorate),
        eq(courierPlaceMap.city, city),
      ),
    )
  return row
}

/**
 * Writes the refresh's matches in one batch, never over a place an admin chose by hand: every
 * matched row is written, and a row matched before that no longer matches (in the governorates
 * `rematched` names) goes.
 */
export async function storeMatches(
  db: Db,
  courier: CourierId,
  rematched: readonly string[],
  matches: readonly PlaceMatch[],
  now: Date,
): Promise<void> {
  const byMachine = and(eq(courierPlaceMap.courier, courier), isNull(courierPlaceMap.chosenBy))
  const statements: BatchItem<'sqlite'>[] = chunks(rematched, 90).map((governorates) =>
    db
      .delete(courierPlaceMap)
      .where(and(byMachine, inArray(courierPlaceMap.governorate, governorates))),
  )
  for (const piece of chunks(matches, rowsPerInsert(7))) {
    statements.push(
      db
        .insert(courierPlaceMap)
        .values(piece.map((m) => ({ courier, ...m, chosenBy: null, updatedAt: now.toISOString() })))
        // A hand choice stays (the conflict is on its key, and it is not overwritten).
        .onConflictDoNothing(),
    )
  }
  if (statements.length === 0) return
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
}

/** An admin's choice of a shop city's place with the courier (kept over every refresh). */
export async function choosePlace(
  db: Db,
  courier: CourierId,
  choice: PlaceMatch,
  chosenBy: string,
  now: Date,
): Promise<void> {
  const values = { ...choice, chosenBy, updatedAt: now.toISOString() }
  await db
    .insert(courierPlaceMap)
    .values({ courier, ...values })
    .onConflictDoUpdate({
      target: [courierPlaceMap.courier, courierPlaceMap.governorate, courierPlaceMap.city],
      set: values,
    })
}
