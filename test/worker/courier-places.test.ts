// Where the shop's cities are in a courier's lists: a refresh reads the courier's cities and the
// regions of the ones standing for a governorate (within its rate limit), matches every shop city
// by name in Arabic or English, keeps the owner's hand choices, and names the field an address
// has no place for. The courier here is a plain object standing for its API (its module and fake
// have tests of their own); the places, the map and the admin calls are the real D1 and routes.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CourierId } from '../../worker/domain/couriers'
import type { Courier, CourierPlace } from '../../worker/services/couriers/courier'
import {
  courierAddress,
  refreshCourierPlaces,
  unmatchedPlaces,
} from '../../worker/services/couriers/places'
import { ProviderUnavailable } from '../../worker/services/payments/provider'
import { api, db, makeUser, refusal } from './helpers'
import { callApi } from './outbound'

const NOW = new Date('2026-03-01T09:00:00.000Z')
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000)

interface FakeLists {
  cities: CourierPlace[]
  regions: Record<string, string[]>
}

/** A courier whose API lists these places, counting the calls it gets. */
function listingCourier(
  lists: FakeLists,
  options: { id?: CourierId; requests?: number; failAfter?: number } = {},
) {
  const calls: string[] = []
  const refuse = () => Promise.reject(new Error('not part of these tests'))
  const courier: Courier = {
    id: options.id ?? 'alwaseet',
    limits: { requests: options.requests ?? 30, perSeconds: 30, statusBatch: 25 },
    notifies: false,
    create: refuse,
    statuses: refuse,
    cancel: refuse,
    label: refuse,
    statements: refuse,
    notification: () => Promise.resolve(null),
    cities() {
      calls.push('cities')
      return Promise.resolve(lists.cities)
    },
    regions(cityId) {
      calls.push(`regions ${cityId}`)
      if (options.failAfter !== undefined && calls.length > options.failAfter)
        return Promise.reject(
          new ProviderUnavailable('alwaseet', 'over 30 requests in 30 s', { code: 'RATE_LIMITED' }),
        )
      const names = lists.regions[cityId] ?? []
      return Promise.resolve(
        names.map((name, i) => ({ id: `${cityId}-${i}`, name, parentId: cityId })),
      )
    },
  }
  return { courier, calls }
}

/** Al-Waseet's way: governorates as cities, in Arabic, with the letter variants of real lists. */
const ARABIC: FakeLists = {
  cities: [
    { id: '1', name: 'بغداد', parentId: '' },
    { id: '2', name: 'البصره', parentId: '' },
    { id: '3', name: 'ذى قار', parentId: '' },
    { id: '9', name: 'الديوانية', parentId: '' },
  ],
  regions: {
    '1': ['الكراده', 'مدينة الصدر', 'المنصور', 'الأعظميه', 'زيونة'],
    '2': ['الزُّبَيْر', 'ابو الخصيب', 'العشار'],
    '3': ['الناصريه', 'قضاء الشطرة'],
    '9': ['عفك', 'مركز الديوانيه'],
  },
}

/** Another courier's way: English names with articles and hyphens. */
const ENGLISH: FakeLists = {
  cities: [
    { id: 'BGD', name: 'Baghdad', parentId: '' },
    { id: 'BSR', name: 'Al-Basra', parentId: '' },
  ],
  regions: {
    BGD: ['Al-Karrada', 'Sadr city', 'Al Mansour', 'New  Baghdad'],
    BSR: ['Al-Zubair', 'Abu Al Khaseeb'],
  },
}

const mapOf = async (courier: CourierId) =>
  (
    await env.DB.prepare(
      'SELECT governorate, city, courier_city_id AS cityId, courier_region_id AS regionId, chosen_by AS chosenBy FROM courier_place_map WHERE courier = ? ORDER BY governorate, city',
    )
      .bind(courier)
      .all<{
        governorate: string
        city: string
        cityId: string
        regionId: string
        chosenBy: string | null
      }>()
  ).results

const shipping = (governorate: string, city: string) => ({
  governorate,
  city,
  area: 'شارع 62',
  landmark: 'قرب الجامع',
})

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM courier_places'),
    env.DB.prepare('DELETE FROM courier_place_map'),
  ])
})

describe('refreshing a courier’s places', () => {
  it('stores its lists and matches shop cities by name through Arabic letter variants', async () => {
    const { courier, calls } = listingCourier(ARABIC)
    const refresh = await refreshCourierPlaces(db(), courier, NOW)

    expect(refresh).toMatchObject({ complete: true, regionsRead: 4, citiesLeft: 0 })
    // In the governorates' order: Baghdad, Basra, Al-Qadisiyah, Dhi Qar.
    expect(calls).toEqual(['cities', 'regions 1', 'regions 2', 'regions 9', 'regions 3'])
    const map = await mapOf('alwaseet')
    const where = (governorate: string, city: string) =>
      map.find((m) => m.governorate === governorate && m.city === city)
    expect(where('baghdad', 'karrada')).toMatchObject({ cityId: '1', regionId: '1-0' })
    expect(where('baghdad', 'sadr-city')).toMatchObject({ cityId: '1', regionId: '1-1' })
    expect(where('baghdad', 'adhamiya')).toMatchObject({ cityId: '1', regionId: '1-3' })
    expect(where('basra', 'zubair')).toMatchObject({ cityId: '2', regionId: '2-0' })
    expect(where('basra', 'abu-al-khaseeb')).toMatchObject({ cityId: '2', regionId: '2-1' })
    expect(where('dhi-qar', 'shatra')).toMatchObject({ cityId: '3', regionId: '3-1' })
    // Al-Qadisiyah listed by its centre's name, its centre as "مركز الديوانيه".
    expect(where('qadisiyah', 'diwaniyah')).toMatchObject({ cityId: '9', regionId: '9-1' })
    expect(where('qadisiyah', 'afak')).toMatchObject({ cityId: '9', regionId: '9-0' })
    expect(map.every((m) => m.chosenBy === null)).toBe(true)
    expect(refresh.unmatched).toBe((await unmatchedPlaces(db(), 'alwaseet')).length)
  })

  it('matches English names with their articles, hyphens and case', async () => {
    const { courier } = listingCourier(ENGLISH, { id: 'boxy' })
    await refreshCourierPlaces(db(), courier, NOW)
    const map = await mapOf('boxy')
    expect(map.map((m) => `${m.city}=${m.regionId}`)).toEqual([
      'karrada=BGD-0',
      'mansour=BGD-2',
      'new-baghdad=BGD-3',
      'sadr-city=BGD-1',
      'abu-al-khaseeb=BSR-1',
      'zubair=BSR-0',
    ])
    // Each courier keeps its own map.
    expect(await mapOf('alwaseet')).toEqual([])
  })

  it('answers the courier’s ids for a matched address, and the field that has no place', async () => {
    await refreshCourierPlaces(db(), listingCourier(ARABIC).courier, NOW)

    expect(await courierAddress(db(), 'alwaseet', shipping('baghdad', 'karrada'))).toEqual({
      ok: true,
      address: {
        governorate: 'بغداد',
        city: 'الكرادة',
        area: 'شارع 62',
        landmark: 'قرب الجامع',
        courierCityId: '1',
        courierRegionId: '1-0',
      },
    })
    // Baghdad is listed, Taji is not among its regions.
    expect(await courierAddress(db(), 'alwaseet', shipping('baghdad', 'taji'))).toEqual({
      ok: false,
      field: 'city',
    })
    // Erbil is not in the courier's cities at all.
    expect(await courierAddress(db(), 'alwaseet', shipping('erbil', 'erbil'))).toEqual({
      ok: false,
      field: 'governorate',
    })
    // An order placed before cities were a list holds free text.
    expect(await courierAddress(db(), 'alwaseet', shipping('baghdad', 'Karrada'))).toEqual({
      ok: false,
      field: 'city',
    })
    const unmatched = await unmatchedPlaces(db(), 'alwaseet')
    expect(unmatched).toContainEqual({ governorate: 'baghdad', city: 'taji', field: 'city' })
    expect(unmatched).toContainEqual({ governorate: 'erbil', city: 'soran', field: 'governorate' })
    expect(unmatched).not.toContainEqual(expect.objectContaining({ city: 'karrada' }))
  })

  it('keeps the owner’s hand choices when it refreshes again', async () => {
    const admin = await makeUser('admin')
    await refreshCourierPlaces(db(), listingCourier(ARABIC).courier, NOW)
    // Taji had no match; Karrada's match is overruled.
    for (const [city, courierRegionId] of [
      ['taji', '1-4'],
      ['karrada', '1-2'],
    ]) {
      const chosen = await api('PUT', '/admin/couriers/alwaseet/places', {
        cookie: admin.cookie,
        body: { governorate: 'baghdad', city, courierCityId: '1', courierRegionId },
      })
      expect(chosen.status).toBe(200)
    }

    const again = await refreshCourierPlaces(db(), listingCourier(ARABIC).courier, later(60))
    expect(again.complete).toBe(true)
    const map = await mapOf('alwaseet')
    expect(map.find((m) => m.city === 'taji')).toMatchObject({
      regionId: '1-4',
      chosenBy: admin.email,
    })
    expect(map.find((m) => m.city === 'karrada')).toMatchObject({
      regionId: '1-2',
      chosenBy: admin.email,
    })
    expect(map.find((m) => m.city === 'sadr-city')).toMatchObject({ chosenBy: null })
    expect(await courierAddress(db(), 'alwaseet', shipping('baghdad', 'taji'))).toMatchObject({
      ok: true,
      address: { courierCityId: '1', courierRegionId: '1-4' },
    })
  })

  it('a match the courier drops goes, a city it no longer lists goes with its regions', async () => {
    await refreshCourierPlaces(db(), listingCourier(ARABIC).courier, NOW)
    const fewer: FakeLists = {
      cities: ARABIC.cities.filter((c) => c.id !== '2'),
      regions: { ...ARABIC.regions, '1': ['الكراده'] },
    }
    await refreshCourierPlaces(db(), listingCourier(fewer).courier, later(60))
    const map = await mapOf('alwaseet')
    expect(map.filter((m) => m.governorate === 'baghdad').map((m) => m.city)).toEqual(['karrada'])
    expect(map.some((m) => m.governorate === 'basra')).toBe(false)
    const { results } = await env.DB.prepare(
      "SELECT count(*) AS n FROM courier_places WHERE courier = 'alwaseet' AND parent_id = '2'",
    ).all<{ n: number }>()
    expect(results[0]?.n).toBe(0)
  })
})

describe('the courier’s rate limit', () => {
  /** A courier listing every governorate, as Al-Waseet does. */
  const everyGovernorate: FakeLists = {
    cities: [
      'بغداد',
      'البصرة',
      'نينوى',
      'أربيل',
      'السليمانية',
      'دهوك',
      'كركوك',
      'الأنبار',
      'ديالى',
      'صلاح الدين',
      'بابل',
      'كربلاء',
      'النجف',
      'القادسية',
      'واسط',
      'ميسان',
      'ذي قار',
      'المثنى',
    ].map((name, i) => ({ id: String(i + 1), name, parentId: '' })),
    regions: { '1': ['الكرادة'] },
  }

  it('reads no more regions than the window allows, and reads the rest on the next run', async () => {
    // 6 calls in 30 s: the cities call and a login leave 4 regions reads.
    const first = listingCourier(everyGovernorate, { requests: 6 })
    const partly = await refreshCourierPlaces(db(), first.courier, NOW)
    expect(partly).toEqual(
      expect.objectContaining({
        complete: false,
        regionsRead: 4,
        citiesLeft: 14,
        retryAfterSeconds: 30,
      }),
    )
    expect(first.calls).toHaveLength(5)
    // What was read is kept: Baghdad's region matched.
    expect((await mapOf('alwaseet')).map((m) => m.city)).toEqual(['karrada'])

    // At once again: the window is spent, the courier is not called.
    const soon = listingCourier(everyGovernorate, { requests: 6 })
    expect(await refreshCourierPlaces(db(), soon.courier, later(5))).toMatchObject({
      complete: false,
      regionsRead: 0,
      citiesLeft: 14,
    })
    expect(soon.calls).toEqual([])

    // After the window: the cities never read come first.
    const next = listingCourier(everyGovernorate, { requests: 6 })
    expect(await refreshCourierPlaces(db(), next.courier, later(31))).toMatchObject({
      regionsRead: 4,
      citiesLeft: 10,
    })
    expect(next.calls).toEqual(['cities', 'regions 5', 'regions 6', 'regions 7', 'regions 8'])
  })

  it('stops cleanly when the courier itself says the window is full, keeping what was read', async () => {
    const { courier, calls } = listingCourier(ARABIC, { failAfter: 2 })
    const refresh = await refreshCourierPlaces(db(), courier, NOW)
    expect(calls).toEqual(['cities', 'regions 1', 'regions 2'])
    expect(refresh).toMatchObject({ complete: false, regionsRead: 1, citiesLeft: 3 })
    expect((await mapOf('alwaseet')).some((m) => m.city === 'karrada')).toBe(true)
  })

  it('a courier that does not answer its cities call is 503 and changes nothing', async () => {
    await refreshCourierPlaces(db(), listingCourier(ARABIC).courier, NOW)
    const before = await mapOf('alwaseet')
    const { courier } = listingCourier(ARABIC)
    courier.cities = () => Promise.reject(new ProviderUnavailable('alwaseet', 'timeout'))
    await expect(refreshCourierPlaces(db(), courier, later(60))).rejects.toMatchObject({
      status: 503,
      code: 'COURIER_UNAVAILABLE',
    })
    expect(await mapOf('alwaseet')).toEqual(before)
  })
})

describe('the admin calls', () => {
  it('are for admins only', async () => {
    const customer = await makeUser()
    const calls = [
      ['GET', '/admin/couriers'],
      ['GET', '/admin/couriers/alwaseet/places'],
      ['POST', '/admin/couriers/alwaseet/places/refresh'],
      ['PUT', '/admin/couriers/alwaseet/places'],
    ] as const
    for (const [method, path] of calls) {
      const body = method === 'PUT' ? {} : undefined
      expect((await api(method, path, { body })).status).toBe(401)
      expect((await api(method, path, { body, cookie: customer.cookie })).status).toBe(403)
    }
  })

  it('refuse to refresh a courier whose secrets are not set', async () => {
    const admin = await makeUser('admin')
    // Whatever .dev.vars sets (the local fakes' secrets), these couriers have none.
    const unset = { ALWASEET_USERNAME: '', BOXY_API_KEY: '' }
    const couriers = await callApi('GET', '/admin/couriers', {
      cookie: admin.cookie,
      settings: unset,
    })
    expect(couriers.body.data).toEqual([
      { id: 'alwaseet', configured: false },
      { id: 'boxy', configured: false },
    ])
    const result = await callApi('POST', '/admin/couriers/boxy/places/refresh', {
      cookie: admin.cookie,
      settings: unset,
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('COURIER_NOT_CONFIGURED', { courier: 'boxy' }))
  })

  it('list every shop city with its place, and the courier’s cities and regions to pick', async () => {
    const admin = await makeUser('admin')
    await refreshCourierPlaces(db(), listingCourier(ARABIC).courier, NOW)
    const panel = (await api('GET', '/admin/couriers/alwaseet/places', { cookie: admin.cookie }))
      .body.data
    expect(panel.refreshedAt).toBe(NOW.toISOString())
    expect(panel.cities).toContainEqual({
      governorate: 'baghdad',
      city: 'karrada',
      place: { courierCityId: '1', courierRegionId: '1-0', chosenBy: null },
      missing: null,
      suggestedCityId: null,
    })
    // Karkh is no region of the courier's Baghdad: the hand choice starts in its Baghdad.
    expect(panel.cities).toContainEqual({
      governorate: 'baghdad',
      city: 'karkh',
      place: null,
      missing: 'city',
      suggestedCityId: '1',
    })
    expect(panel.cities).toContainEqual({
      governorate: 'erbil',
      city: 'erbil',
      place: null,
      missing: 'governorate',
      suggestedCityId: null,
    })
    expect(panel.courierCities.find((c: { id: string }) => c.id === '1')).toEqual({
      id: '1',
      name: 'بغداد',
      regions: expect.arrayContaining([{ id: '1-1', name: 'مدينة الصدر' }]),
    })
  })

  it('refuse a hand choice with ids not in the courier’s lists, or a city outside its governorate', async () => {
    const admin = await makeUser('admin')
    await refreshCourierPlaces(db(), listingCourier(ARABIC).courier, NOW)
    const choose = (body: object) =>
      api('PUT', '/admin/couriers/alwaseet/places', { cookie: admin.cookie, body })
    const taji = { governorate: 'baghdad', city: 'taji' }
    for (const body of [
      { ...taji, courierCityId: '77', courierRegionId: '1-0' },
      // A region of another city.
      { ...taji, courierCityId: '1', courierRegionId: '2-0' },
      // No region, where the city has regions.
      { ...taji, courierCityId: '1', courierRegionId: '' },
    ]) {
      const result = await choose(body)
      expect(result.status).toBe(400)
      expect(result.body).toEqual(refusal('COURIER_PLACE_UNKNOWN'))
    }
    const outside = await choose({
      governorate: 'basra',
      city: 'taji',
      courierCityId: '1',
      courierRegionId: '1-0',
    })
    expect(outside.status).toBe(400)
    expect(outside.body.code).toBe('CITY_NOT_IN_GOVERNORATE')
    const unknownCourier = await api('GET', '/admin/couriers/modon/places', {
      cookie: admin.cookie,
    })
    expect(unknownCourier.status).toBe(400)
    expect((await mapOf('alwaseet')).some((m) => m.city === 'taji')).toBe(false)
  })
})
