// Where the shop's cities (domain/iraq-places) are in a courier's own lists: the lists read from
// its API by an admin's refresh, every shop city matched by name, the owner's hand choices for
// the rest, and the courier's ids of an order's address when it is shipped.
import type { CourierId } from '../../domain/couriers'
import { GOVERNORATES, type GovernorateId, governorateName } from '../../domain/iraq-address'
import { citiesOf, cityName, placeKey } from '../../domain/iraq-places'
import type { Db } from '../../db/client'
import {
  choosePlace,
  type CourierPlaceRow,
  type PlaceMatch,
  placeOf,
  placesEverRead,
  readCourierPlaces,
  readPlaceMap,
  regionsReadAt,
  storeCourierPlaces,
  storeMatches,
} from '../../db/queries/courier-places'
import { AppError, badRequest } from '../../lib/errors'
import { ProviderError } from '../payments/provider'
import type { Courier, CourierPlace, ShipmentAddress } from './courier'

/** What a refresh did. `complete: false`: the courier's rate limit stopped it before the regions
 * of every city standing for a governorate were read once (`citiesLeft` never read); running it
 * again after `retryAfterSeconds` reads them. */
export interface PlacesRefresh {
  complete: boolean
  /** How many cities' regions this run read. */
  regionsRead: number
  citiesLeft: number
  retryAfterSeconds: number
  /** Shop cities still without a place with the courier. */
  unmatched: number
}

/** The calls a refresh leaves for the others in the courier's window: its cities call and a
 * login the module may need first. */
const OTHER_CALLS = 2

/** The courier city that stands for a governorate: the one named like it, else the one named like
 * its centre (some couriers list Diwaniyah for Al-Qadisiyah). */
function courierCityOf(
  governorate: GovernorateId,
  cities: readonly { id: string; name: string }[],
): string | undefined {
  const { en, ar } = GOVERNORATES.find((g) => g.id === governorate) ?? { en: '', ar: '' }
  const named = (names: string[]) => {
    const keys = new Set(names.map(placeKey))
    return cities.find((c) => keys.has(placeKey(c.name)))?.id
  }
  const centre = governorate === 'baghdad' ? undefined : citiesOf(governorate)[0]
  return named([en, ar, governorate]) ?? (centre && named([centre.en, centre.ar]))
}

/** The courier's cities that stand for one of the governorates, once each. */
const citiesStandingForGovernorates = (cities: readonly { id: string; name: string }[]) => [
  ...new Set(GOVERNORATES.flatMap((g) => courierCityOf(g.id, cities) ?? [])),
]

/** Every shop city whose governorate and own name are in the courier's stored lists. */
function matchPlaces(stored: readonly CourierPlaceRow[]): PlaceMatch[] {
  const cities = stored.filter((p) => p.kind === 'city')
  const matches: PlaceMatch[] = []
  for (const { id: governorate } of GOVERNORATES) {
    const courierCityId = courierCityOf(governorate, cities)
    if (!courierCityId) continue
    const regions = stored.filter((p) => p.kind === 'region' && p.parentId === courierCityId)
    for (const city of citiesOf(governorate)) {
      const keys = new Set([placeKey(city.en), placeKey(city.ar)])
      const region = regions.find((r) => keys.has(placeKey(r.name)))
      if (region)
        matches.push({ governorate, city: city.id, courierCityId, courierRegionId: region.id })
    }
  }
  return matches
}

/**
 * Reads the courier's cities, and the regions of the cities that stand for a governorate (only
 * those: Al-Waseet allows 30 calls in 30 seconds), least recently read first and no more than its
 * rate limit leaves; stores them, and matches every shop city by name, keeping the places an admin
 * chose by hand. A courier that does not answer its cities call is 503 COURIER_UNAVAILABLE; one
 * that stops answering among the regions leaves a partial refresh, kept, to run again.
 */
export async function refreshCourierPlaces(
  db: Db,
  courier: Courier,
  now: Date,
): Promise<PlacesRefresh> {
  const { requests, perSeconds } = courier.limits
  const readAt = await regionsReadAt(db, courier.id)
  // A refresh run moments ago spent part of this window (each city it read was one call).
  const windowStart = new Date(now.getTime() - perSeconds * 1000).toISOString()
  const recent = [...readAt.values()].filter((at) => at > windowStart).length
  const budget = requests - OTHER_CALLS - (recent > 0 ? recent + OTHER_CALLS : 0)
  const outcome = async (wanted: string[], read: ReadonlySet<string>): Promise<PlacesRefresh> => {
    const citiesLeft = wanted.filter((id) => !readAt.has(id) && !read.has(id)).length
    return {
      complete: citiesLeft === 0,
      regionsRead: read.size,
      citiesLeft,
      retryAfterSeconds: citiesLeft === 0 ? 0 : perSeconds,
      unmatched: (await unmatchedPlaces(db, courier.id)).length,
    }
  }
  if (budget <= 0) {
    const stored = (await readCourierPlaces(db, courier.id)).filter((p) => p.kind === 'city')
    return outcome(citiesStandingForGovernorates(stored), new Set())
  }
  let cities: CourierPlace[]
  try {
    cities = await courier.cities()
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError(503, 'COURIER_UNAVAILABLE')
    throw error
  }
  const wanted = citiesStandingForGovernorates(cities)
  // Never read first, then the least recently read.
  const due = [...wanted].sort((a, b) => (readAt.get(a) ?? '').localeCompare(readAt.get(b) ?? ''))
  const regionsByCity = new Map<string, CourierPlace[]>()
  for (const cityId of due.slice(0, budget)) {
    try {
      regionsByCity.set(cityId, await courier.regions(cityId))
    } catch (error) {
      // Its own limit, or a moment's outage: what was read is kept, the rest waits for a rerun.
      if (error instanceof ProviderError) break
      throw error
    }
  }
  await storeCourierPlaces(db, courier.id, cities, regionsByCity, readAt, now)
  const matches = matchPlaces(await readCourierPlaces(db, courier.id))
  await storeMatches(
    db,
    courier.id,
    GOVERNORATES.map((g) => g.id),
    matches,
    now,
  )
  return outcome(wanted, new Set(regionsByCity.keys()))
}

/** Which part of an address has no place with the courier: the governorate when none of its
 * cities has one (the courier does not list it, or nothing matched), else the city. */
const missingField = (map: readonly { governorate: string }[], governorate: string) =>
  map.some((m) => m.governorate === governorate) ? ('city' as const) : ('governorate' as const)

/** The shop's cities that have no place with the courier yet, each with the field that is
 * missing: the owner picks them by hand. */
export async function unmatchedPlaces(
  db: Db,
  courier: CourierId,
): Promise<{ governorate: GovernorateId; city: string; field: 'governorate' | 'city' }[]> {
  const map = await readPlaceMap(db, courier)
  const mapped = new Set(map.map((m) => `${m.governorate}/${m.city}`))
  return GOVERNORATES.flatMap((g) =>
    citiesOf(g.id)
      .filter((c) => !mapped.has(`${g.id}/${c.id}`))
      .map((c) => ({ governorate: g.id, city: c.id, field: missingField(map, g.id) })),
  )
}

/**
 * An order's address in the courier's ids, or the field that has no place with it (`city` too for
 * an old order whose city is free text). The names are in Arabic, as the courier's drivers read
 * them; area and landmark are the shopper's own words.
 */
export async function courierAddress(
  db: Db,
  courier: CourierId,
  shipping: { governorate: string; city: string; area: string; landmark: string },
): Promise<{ ok: true; address: ShipmentAddress } | { ok: false; field: 'governorate' | 'city' }> {
  const { governorate, city } = shipping
  const place = await placeOf(db, courier, governorate, city)
  if (!place)
    return { ok: false, field: missingField(await readPlaceMap(db, courier), governorate) }
  return {
    ok: true,
    address: {
      governorate: governorateName(governorate, 'ar'),
      city: cityName(city, 'ar'),
      area: shipping.area,
      landmark: shipping.landmark,
      courierCityId: place.courierCityId,
      courierRegionId: place.courierRegionId,
    },
  }
}

/**
 * `courierAddress` for a parcel about to be made. A courier whose lists were never read (a shop
 * that has just switched it on, where nobody pressed Refresh places) has them read first, so its
 * first parcel is not refused for a place the shop never asked it for. 'unavailable': the courier
 * did not answer that read.
 */
export async function parcelAddress(
  db: Db,
  courier: Courier,
  shipping: Parameters<typeof courierAddress>[2],
  now: Date,
): Promise<Awaited<ReturnType<typeof courierAddress>> | 'unavailable'> {
  const place = await courierAddress(db, courier.id, shipping)
  if (place.ok || (await placesEverRead(db, courier.id))) return place
  try {
    await refreshCourierPlaces(db, courier, now)
  } catch (error) {
    if (error instanceof AppError && error.code === 'COURIER_UNAVAILABLE') return 'unavailable'
    throw error
  }
  return courierAddress(db, courier.id, shipping)
}

/** For the dashboard: each shop city with its place with the courier (null: none yet, and the
 * field that is missing), and the courier's cities with their regions to pick from. */
export async function placesPanel(db: Db, courier: CourierId) {
  const [stored, map, unmatched] = await Promise.all([
    readCourierPlaces(db, courier),
    readPlaceMap(db, courier),
    unmatchedPlaces(db, courier),
  ])
  const placeOfCity = new Map(map.map((m) => [`${m.governorate}/${m.city}`, m]))
  const missing = new Map(unmatched.map((u) => [`${u.governorate}/${u.city}`, u.field]))
  const courierCities = stored.filter((p) => p.kind === 'city')
  return {
    refreshedAt: stored.reduce<string | null>(
      (latest, p) => (latest === null || p.refreshedAt > latest ? p.refreshedAt : latest),
      null,
    ),
    cities: GOVERNORATES.flatMap((g) =>
      citiesOf(g.id).map((c) => {
        const place = placeOfCity.get(`${g.id}/${c.id}`)
        return {
          governorate: g.id,
          city: c.id,
          place: place
            ? {
                courierCityId: place.courierCityId,
                courierRegionId: place.courierRegionId,
                chosenBy: place.chosenBy,
              }
            : null,
          missing: missing.get(`${g.id}/${c.id}`) ?? null,
          // Where the owner's hand choice starts: the courier's city for the governorate.
          suggestedCityId: place ? null : (courierCityOf(g.id, courierCities) ?? null),
        }
      }),
    ),
    courierCities: courierCities.map((city) => ({
      id: city.id,
      name: city.name,
      regions: stored
        .filter((p) => p.kind === 'region' && p.parentId === city.id)
        .map((r) => ({ id: r.id, name: r.name })),
    })),
  }
}

/** The owner's choice of a shop city's place, kept over every refresh: the courier city must be in
 * its stored lists, and the region one of that city's (none only for a city listed without
 * regions), else 400 COURIER_PLACE_UNKNOWN. */
export async function choosePlaceByHand(
  db: Db,
  courier: CourierId,
  choice: PlaceMatch,
  chosenBy: string,
  now: Date,
): Promise<void> {
  const stored = await readCourierPlaces(db, courier)
  const regions = stored.filter((p) => p.kind === 'region' && p.parentId === choice.courierCityId)
  const known =
    stored.some((p) => p.kind === 'city' && p.id === choice.courierCityId) &&
    (choice.courierRegionId === ''
      ? regions.length === 0
      : regions.some((r) => r.id === choice.courierRegionId))
  if (!known) throw badRequest('COURIER_PLACE_UNKNOWN')
  await choosePlace(db, courier, choice, chosenBy, now)
}
