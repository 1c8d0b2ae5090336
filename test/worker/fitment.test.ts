// Fitment through the API: the vehicles migration 0011 holds, the catalogue's answers for a bike
// (and the "fits" filter agreeing with them), a product's list of bikes, fitment rows edited by
// admins, the old compatibility texts moved into rows, Arabic makes and models in search, and
// the catalogue's cache moving with fitment writes.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { seedStatements } from '../../seeds/seed-sql'
import { seedVehicles } from '../../seeds/vehicles'
import { api, makeProduct, makeUser, refusal } from './helpers'
import { emptyStorage } from './storage'

type Card = { id: number; name: string; fitment?: string }
const cards = async (query: string) => {
  const result = await api('GET', `/products?limit=100&${query}`)
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return result.body.data as Card[]
}
const answers = async (query: string) =>
  Object.fromEntries((await cards(query)).map((c) => [c.id, c.fitment]))
const idOf = (model: string, variant = '') =>
  seedVehicles.find((v) => v.model === model && v.variant === variant)!.id

beforeEach(async () => {
  await emptyStorage()
  await env.DB.batch((await seedStatements()).map((sql) => env.DB.prepare(sql)))
})

describe('the vehicles', () => {
  it('migration 0011 inserts exactly the vehicles of seeds/vehicles.ts', async () => {
    await env.DB.prepare('DELETE FROM product_fitments').run()
    await env.DB.prepare('DELETE FROM vehicles').run()
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0011_'))!
    const insert = migration.queries.find((q) => q.includes('INSERT INTO `vehicles`'))!
    await env.DB.prepare(insert).run()
    const { results } = await env.DB.prepare('SELECT * FROM vehicles ORDER BY id').all()
    expect(
      results.map((r) => ({
        id: r.id,
        make: r.make,
        makeAr: r.make_ar,
        model: r.model,
        modelAr: r.model_ar,
        variant: r.variant,
        engineCc: r.engine_cc,
        engine: r.engine,
        firstYear: r.first_year,
        lastYear: r.last_year,
        type: r.type,
        popular: r.popular === 1,
      })),
    ).toEqual(seedVehicles)
  })

  it('GET /api/vehicles lists makes → models → years and variants, in both languages, cached', async () => {
    const result = await api('GET', '/vehicles')
    expect(result.status).toBe(200)
    expect(result.headers.get('ETag')).toMatch(/^"catalogue-\d+"$/)
    const honda = result.body.data.find((m: { make: string }) => m.make === 'Honda')
    expect(honda.makeAr).toBe('هوندا')
    const cbr = honda.models.find((m: { model: string }) => m.model === 'CBR600RR')
    expect(cbr).toMatchObject({
      id: idOf('CBR600RR'),
      firstYear: 2013,
      lastYear: 2024,
      popular: true,
    })
    expect(cbr.modelAr).toContain('سي بي آر')
    const again = await api('GET', '/vehicles', {
      headers: { 'If-None-Match': result.headers.get('ETag')! },
    })
    expect(again.status).toBe(304)
  })

  it('admins add, edit and delete vehicles; a vehicle parts are fitted to is kept', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const bike = {
      make: 'Ducati',
      makeAr: 'دوكاتي',
      model: 'Monster',
      modelAr: 'مونستر',
      engineCc: 937,
      engine: 'L-twin',
      firstYear: 2021,
      lastYear: 2024,
      type: 'Naked',
    }
    expect((await api('POST', '/vehicles', { body: bike, cookie: customer.cookie })).status).toBe(
      403,
    )
    const made = await api('POST', '/vehicles', { body: bike, cookie: admin.cookie })
    expect(made.status).toBe(201)
    const again = await api('POST', '/vehicles', { body: bike, cookie: admin.cookie })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('VEHICLE_EXISTS')
    const backwards = await api('PUT', `/vehicles/${made.body.data.id}`, {
      body: { ...bike, firstYear: 2025 },
      cookie: admin.cookie,
    })
    expect(backwards.status).toBe(400)
    expect(backwards.body.code).toBe('FITMENT_YEARS_INVALID')
    const inUse = await api('DELETE', `/vehicles/${idOf('CBR600RR')}`, { cookie: admin.cookie })
    expect(inUse.status).toBe(409)
    expect(inUse.body.code).toBe('VEHICLE_IN_USE')
    expect(
      (await api('DELETE', `/vehicles/${made.body.data.id}`, { cookie: admin.cookie })).status,
    ).toBe(200)
  })
})

describe('answers in the catalogue', () => {
  it('gives every card its answer for the bike, with year edges', async () => {
    // 1013: CBR600RR 2007-2020; 1001: a universal helmet; 1016: ZX-6R and Z900 only.
    const bike = 'make=Honda&model=CBR600RR'
    expect(await answers(`${bike}&year=2020`)).toMatchObject({
      1013: 'fits',
      1001: 'fits',
      1016: 'doesNotFit',
    })
    expect((await answers(`${bike}&year=2021`))[1013]).toBe('doesNotFit')
    expect((await answers(`vehicle=${idOf('CBR600RR')}&year=2007`))[1013]).toBe('fits')
    // Without a bike, cards carry no answer.
    expect((await cards(''))[0]).not.toHaveProperty('fitment')
  })

  it('answers for variants: a model row fits each variant', async () => {
    // 1015: GSX-R1000 and its R variant, 2017-2023.
    const r = await answers(`vehicle=${idOf('GSX-R1000', 'R')}&year=2018`)
    const standard = await answers(`make=Suzuki&model=GSX-R1000&variant=Standard&year=2018`)
    expect(r[1015]).toBe('fits')
    expect(standard[1015]).toBe('fits')
  })

  it('a part listed only for a variant answers "check fitment" to a rider who named no variant', async () => {
    const admin = await makeUser('admin')
    const pads = await makeProduct({ category: 'Braking System' })
    await api('PUT', `/products/${pads.id}/fitments`, {
      cookie: admin.cookie,
      body: { fitments: [{ vehicleId: idOf('YZF-R1', 'R1M'), yearFrom: null, yearTo: null }] },
    })
    const answerFor = async (bike: string) => (await answers(`ids=${pads.id}&${bike}`))[pads.id]
    expect(await answerFor(`vehicle=${idOf('YZF-R1', 'R1M')}&year=2020`)).toBe('fits')
    expect(await answerFor(`vehicle=${idOf('YZF-R1', 'R1')}&year=2020`)).toBe('doesNotFit')
    expect(await answerFor(`vehicle=${idOf('YZF-R1')}&year=2020`)).toBe('unknown')
    expect(await answerFor('make=Yamaha&model=YZF-R1&year=2020')).toBe('unknown')
    expect(await answerFor('make=Yamaha')).toBe('unknown')
    expect(await answerFor(`vehicle=${idOf('MT-07')}&year=2020`)).toBe('doesNotFit')
    // "Fits my bike only" shows it only to the R1M's rider.
    const fitting = await cards(`ids=${pads.id}&fits=1&vehicle=${idOf('YZF-R1')}&year=2020`)
    expect(fitting).toEqual([])
    const r1m = await cards(`ids=${pads.id}&fits=1&vehicle=${idOf('YZF-R1', 'R1M')}&year=2020`)
    expect(r1m.map((c) => c.id)).toEqual([pads.id])
  })

  it('a product without data is judged by the guide rules and answers unknown otherwise', async () => {
    const pads = await makeProduct({ category: 'Braking System', compatibility: 'Fits most bikes' })
    const filter = await makeProduct({ category: 'Engine Parts', compatibility: 'Honda singles' })
    const a = await answers(`make=Honda&model=CB650R&year=2020`)
    expect(a[pads.id]).toBe('unknown')
    expect(a[filter.id]).toBe('fits')
    expect((await answers(`make=Yamaha&model=MT-07&year=2020`))[filter.id]).toBe('unknown')
  })

  it('"fits=1" keeps exactly the cards whose answer is fits, with a right total', async () => {
    await makeProduct({ category: 'Engine Parts', compatibility: 'Honda singles' })
    for (const bike of [
      'make=Honda&model=CBR600RR&year=2015',
      `vehicle=${idOf('MT-07')}&year=2014`,
      'make=BMW',
    ]) {
      const all = await cards(bike)
      const fitting = await api('GET', `/products?limit=100&fits=1&${bike}`)
      expect(fitting.body.data.map((c: Card) => c.id)).toEqual(
        all.filter((c) => c.fitment === 'fits').map((c) => c.id),
      )
      expect((fitting.body as unknown as { meta: { total: number } }).meta.total).toBe(
        fitting.body.data.length,
      )
      expect(fitting.body.data.length).toBeLessThan(all.length)
    }
  })

  it('refuses "fits" without a bike and an unknown bike', async () => {
    const noBike = await api('GET', '/products?fits=1')
    expect(noBike.status).toBe(400)
    expect(noBike.body.code).toBe('BIKE_REQUIRED')
    const unknown = await api('GET', '/products?make=Vespa&model=GTS&year=2020')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual(refusal('VEHICLE_NOT_FOUND'))
  })

  it('the product page lists its bikes and answers for the asked one', async () => {
    const result = await api('GET', `/products/1020?vehicle=${idOf('YZF-R1', 'R1M')}&year=2015`)
    expect(result.body.data.fitment).toBe('doesNotFit') // its R1 row is 2009-2014
    const listed = result.body.data.fitments.map(
      (f: { vehicle: { make: string; model: string }; yearFrom: number; yearTo: number }) =>
        `${f.vehicle.make} ${f.vehicle.model} ${f.yearFrom}-${f.yearTo}`,
    )
    expect(listed).toEqual([
      'Yamaha YZF-R1 2009-2014',
      'Honda CBR1000RR 2008-2016',
      'BMW S 1000 RR 2010-2018',
    ])
  })

  it('answers on the related cards of a product page and on cards named by id (a wishlist)', async () => {
    const bike = `vehicle=${idOf('CBR600RR')}&year=2015`
    const expected = await answers(bike)
    const page = await api('GET', `/products/1013?${bike}`)
    const related = page.body.data.related as Card[]
    expect(related.length).toBeGreaterThan(0)
    for (const card of related) expect(card.fitment).toBe(expected[card.id])
    expect((await api('GET', '/products/1013')).body.data.related[0]).not.toHaveProperty('fitment')

    const named = await cards(`ids=1001,1013,1016&${bike}`)
    expect(Object.fromEntries(named.map((c) => [c.id, c.fitment]))).toEqual({
      1001: 'fits',
      1013: 'fits',
      1016: 'doesNotFit',
    })
  })
})

describe('fitment rows edited by admins', () => {
  it('replaces a product’s rows, refuses unknown vehicles, and the cached answers move', async () => {
    const admin = await makeUser('admin')
    const pads = await makeProduct({ category: 'Braking System' })
    const query = `/products?ids=${pads.id}&make=Yamaha&model=MT-07&year=2020`
    const before = await api('GET', query)
    expect(before.body.data[0].fitment).toBe('unknown')
    const saved = await api('PUT', `/products/${pads.id}/fitments`, {
      cookie: admin.cookie,
      body: { fitments: [{ vehicleId: idOf('MT-07'), yearFrom: 2018, yearTo: null }] },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data[0].vehicle.model).toBe('MT-07')
    const after = await api('GET', query)
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'))
    expect(after.body.data[0].fitment).toBe('fits')
    const missing = await api('PUT', `/products/${pads.id}/fitments`, {
      cookie: admin.cookie,
      body: { fitments: [{ vehicleId: 99999 }] },
    })
    expect(missing.status).toBe(404)
    const customer = await makeUser()
    expect(
      (
        await api('PUT', `/products/${pads.id}/fitments`, {
          cookie: customer.cookie,
          body: { fitments: [] },
        })
      ).status,
    ).toBe(403)
  })
})

describe('moving the compatibility texts into rows', () => {
  it('reads every seed text again, lists what it could not read, and leaves rows alone', async () => {
    const admin = await makeUser('admin')
    await env.DB.prepare('DELETE FROM product_fitments').run()
    const odd = await makeProduct({ compatibility: 'Vespa GTS 300; Honda CB650R 2019-2024' })
    const report = await api('POST', '/products/fitments/from-texts', { cookie: admin.cookie })
    expect(report.status).toBe(200)
    expect(report.body.data.products).toBe(37)
    expect(
      report.body.data.unread.map((u: { id: number; unread: string[] }) => [u.id, u.unread]),
    ).toEqual([
      [1012, ['(51 mm link pipe)']],
      [1028, ['(90/90-21 front)']],
      [1035, ['(steel fuel tanks)']],
      [odd.id, ['Vespa GTS 300']],
    ])
    const { results } = await env.DB.prepare('SELECT count(*) AS n FROM product_fitments').all<{
      n: number
    }>()
    const again = await api('POST', '/products/fitments/from-texts', { cookie: admin.cookie })
    expect(again.body.data.products).toBe(0)
    const after = await env.DB.prepare('SELECT count(*) AS n FROM product_fitments').all<{
      n: number
    }>()
    expect(after.results[0]!.n).toBe(results[0]!.n)
  })
})

describe('searching a make or model', () => {
  it('finds Honda CBR parts in Arabic and English', async () => {
    const arabic = (await cards(`search=${encodeURIComponent('هوندا سي بي آر')}`)).map((c) => c.id)
    const english = (await cards('search=honda%20cbr')).map((c) => c.id)
    expect(arabic.toSorted()).toEqual(english.toSorted())
    expect(arabic).toEqual(expect.arrayContaining([1009, 1013, 1020, 1025, 1026]))
    // Word order does not matter for a model family.
    const reversed = (await cards(`search=${encodeURIComponent('سي بي آر هوندا')}`)).map(
      (c) => c.id,
    )
    expect(reversed.toSorted()).toEqual(arabic.toSorted())
    expect((await cards(`search=${encodeURIComponent('نينجا')}`)).map((c) => c.id)).toContain(1010)
  })
})

describe('the dashboard’s fitment filters', () => {
  it('lists the products with no fitment data', async () => {
    const bare = await makeProduct({ category: 'Accessories' })
    const listed = await cards('noFitment=1')
    expect(listed.map((c) => c.id)).toEqual([bare.id])
  })
})
