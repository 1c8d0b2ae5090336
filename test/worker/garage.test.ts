// My Garage on the account: saved whole, merged with the browser's bikes at sign-in (the account's
// first, nothing twice, at most ten), unknown vehicles refused; and the merge rule itself.
import { beforeEach, describe, expect, it } from 'vitest'
import { seedStatements } from '../../seeds/seed-sql'
import { seedVehicles } from '../../seeds/vehicles'
import { MAX_GARAGE_BIKES, mergeGarages, parseBikeParam } from '../../worker/domain/garage'
import { env } from 'cloudflare:workers'
import { api, makeUser } from './helpers'
import { logLines, logged } from './request-lines'
import { emptyStorage } from './storage'

const idOf = (model: string) => seedVehicles.find((v) => v.model === model && !v.variant)!.id
type Saved = { vehicleId: number; year: number; vehicle: { model: string } }
const listed = (data: Saved[]) => data.map((b) => `${b.vehicle.model} ${b.year}`)

beforeEach(async () => {
  await emptyStorage()
  await env.DB.batch((await seedStatements()).map((sql) => env.DB.prepare(sql)))
})

describe('the merge rule', () => {
  it('keeps the account’s bikes first, adds the browser’s it lacks, and stops at ten', () => {
    const a = { vehicleId: 1, year: 2015 }
    const b = { vehicleId: 2, year: 2020 }
    const c = { vehicleId: 1, year: 2016 }
    expect(mergeGarages([a, b], [{ ...b }, c])).toEqual([a, b, c])
    const many = Array.from({ length: 12 }, (_, i) => ({ vehicleId: 3, year: 2000 + i }))
    expect(mergeGarages([a], many)).toHaveLength(MAX_GARAGE_BIKES)
  })

  it('reads the bike of a link and nothing else', () => {
    expect(parseBikeParam('1-2015')).toEqual({ vehicleId: 1, year: 2015 })
    expect(parseBikeParam('1-15')).toBeNull()
    expect(parseBikeParam('x')).toBeNull()
    expect(parseBikeParam(null)).toBeNull()
  })
})

describe('the account garage', () => {
  it('merges the browser’s bikes at sign-in and keeps them for the next visit', async () => {
    const rider = await makeUser()
    const saved = await api('PUT', '/garage', {
      cookie: rider.cookie,
      body: { bikes: [{ vehicleId: idOf('MT-07'), year: 2019 }] },
    })
    expect(listed(saved.body.data)).toEqual(['MT-07 2019'])
    const merged = await api('POST', '/garage/merge', {
      cookie: rider.cookie,
      body: {
        bikes: [
          { vehicleId: idOf('CBR600RR'), year: 2015 },
          { vehicleId: idOf('MT-07'), year: 2019 },
        ],
      },
    })
    expect(merged.status).toBe(200)
    expect(listed(merged.body.data)).toEqual(['MT-07 2019', 'CBR600RR 2015'])
    const later = await api('GET', '/garage', { cookie: rider.cookie })
    expect(listed(later.body.data)).toEqual(['MT-07 2019', 'CBR600RR 2015'])
  })

  it('writes nothing when a visit brings no bike the account lacks (the web asks on every visit)', async () => {
    const rider = await makeUser()
    await api('PUT', '/garage', {
      cookie: rider.cookie,
      body: { bikes: [{ vehicleId: idOf('MT-07'), year: 2019 }] },
    })
    const visits: { status: number; bikes: string[] }[] = []
    const lines = await logLines(async () => {
      for (const bikes of [[], [{ vehicleId: idOf('MT-07'), year: 2019 }]]) {
        const answer = await logged('/garage/merge', {}, { cookie: rider.cookie, body: { bikes } })
        const body = await answer.json<{ data: Saved[] }>()
        visits.push({ status: answer.status, bikes: listed(body.data) })
      }
    })
    expect(visits).toEqual([
      { status: 200, bikes: ['MT-07 2019'] },
      { status: 200, bikes: ['MT-07 2019'] },
    ])
    expect(lines.map((l) => l.d1RowsWritten)).toEqual([0, 0])
  })

  it('refuses an unknown vehicle, a bad year and more than ten bikes, changing nothing', async () => {
    const rider = await makeUser()
    await api('PUT', '/garage', {
      cookie: rider.cookie,
      body: { bikes: [{ vehicleId: idOf('Z900'), year: 2018 }] },
    })
    const unknown = await api('POST', '/garage/merge', {
      cookie: rider.cookie,
      body: { bikes: [{ vehicleId: 987654, year: 2018 }] },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('VEHICLE_NOT_FOUND')
    const badYear = await api('PUT', '/garage', {
      cookie: rider.cookie,
      body: { bikes: [{ vehicleId: idOf('Z900'), year: 18 }] },
    })
    expect(badYear.status).toBe(400)
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      vehicleId: idOf('Z900'),
      year: 2000 + i,
    }))
    const tooMany = await api('PUT', '/garage', { cookie: rider.cookie, body: { bikes: eleven } })
    expect(tooMany.status).toBe(400)
    expect(listed((await api('GET', '/garage', { cookie: rider.cookie })).body.data)).toEqual([
      'Z900 2018',
    ])
  })
})
