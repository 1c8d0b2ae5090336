// The one answer per product and bike, the compatibility-text reader over every seed text, and the
// vehicle list the garage chooses from.
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../../seeds/catalogue'
import { seedVehicles } from '../../../seeds/vehicles'
import { type BikeKey, fitmentAnswer, type FitmentRule } from '../../../worker/domain/fitment'
import { parseCompatibility } from '../../../worker/domain/fitment-text'
import { vehicleTree } from '../../../worker/domain/vehicles'

const vehicle = (model: string, variant = '') => {
  const found = seedVehicles.find((v) => v.model === model && v.variant === variant)
  if (!found) throw new Error(`no ${model} ${variant}`)
  return found
}
/** The bike as services/fitment.ts resolves it: a variant with its model's row; a model alone
 * with its model's row, and may be any of its variants. */
const bike = (model: string, year: number | null, variant = ''): BikeKey => {
  const v = vehicle(model, variant)
  const variants = seedVehicles.filter(
    (x) => x.make === v.make && x.model === v.model && x.variant !== '',
  )
  const ids = variant ? [v.id, vehicle(model).id] : [v.id]
  return {
    make: v.make,
    vehicleIds: ids,
    possibleVehicleIds: variant ? [] : variants.map((x) => x.id),
    year,
  }
}
const brakePads = { category: 'Braking System', compatibility: '' }
const rule = (model: string, yearFrom: number | null, yearTo: number | null, variant = '') => ({
  vehicleId: vehicle(model, variant).id,
  yearFrom,
  yearTo,
})

describe('the fitment answer', () => {
  const cbr2007to2020: FitmentRule[] = [rule('CBR600RR', 2007, 2020)]

  it('fits inside the year range, edges included, and does not fit a year outside it', () => {
    expect(fitmentAnswer(brakePads, cbr2007to2020, bike('CBR600RR', 2007))).toBe('fits')
    expect(fitmentAnswer(brakePads, cbr2007to2020, bike('CBR600RR', 2020))).toBe('fits')
    expect(fitmentAnswer(brakePads, cbr2007to2020, bike('CBR600RR', 2015))).toBe('fits')
    expect(fitmentAnswer(brakePads, cbr2007to2020, bike('CBR600RR', 2006))).toBe('doesNotFit')
    expect(fitmentAnswer(brakePads, cbr2007to2020, bike('CBR600RR', 2021))).toBe('doesNotFit')
  })

  it('does not fit another bike when the product has data, and an open range runs on', () => {
    expect(fitmentAnswer(brakePads, cbr2007to2020, bike('MT-07', 2020))).toBe('doesNotFit')
    const from2019 = [rule('MT-07', 2019, null)]
    expect(fitmentAnswer(brakePads, from2019, bike('MT-07', 2040))).toBe('fits')
    expect(fitmentAnswer(brakePads, from2019, bike('MT-07', 2018))).toBe('doesNotFit')
  })

  it('a row of the model fits every variant; a row of a variant fits only that variant', () => {
    const model = [rule('YZF-R1', null, null)]
    const r1mOnly = [rule('YZF-R1', null, null, 'R1M')]
    expect(fitmentAnswer(brakePads, model, bike('YZF-R1', 2020, 'R1M'))).toBe('fits')
    expect(fitmentAnswer(brakePads, model, bike('YZF-R1', 2020, 'R1'))).toBe('fits')
    expect(fitmentAnswer(brakePads, r1mOnly, bike('YZF-R1', 2020, 'R1M'))).toBe('fits')
    expect(fitmentAnswer(brakePads, r1mOnly, bike('YZF-R1', 2020, 'R1'))).toBe('doesNotFit')
    // A rider who named no variant may have the R1M: check fitment, neither yes nor no.
    expect(fitmentAnswer(brakePads, r1mOnly, bike('YZF-R1', 2020))).toBe('unknown')
    expect(fitmentAnswer(brakePads, model, bike('YZF-R1', 2020))).toBe('fits')
  })

  it('a universal row fits every bike', () => {
    const universal = [{ vehicleId: null, yearFrom: null, yearTo: null }]
    expect(fitmentAnswer(brakePads, universal, bike('R 1250 GS', 2019))).toBe('fits')
  })

  it('without data the guide rules judge: helmets fit, engine parts naming the make fit, the rest is unknown', () => {
    const helmet = { category: 'Helmets', compatibility: '' }
    const hondaFilter = { category: 'Engine Parts', compatibility: 'Honda CBR models' }
    expect(fitmentAnswer(helmet, [], bike('MT-07', 2020))).toBe('fits')
    expect(fitmentAnswer(hondaFilter, [], bike('CBR600RR', 2015))).toBe('fits')
    expect(fitmentAnswer(hondaFilter, [], bike('MT-07', 2020))).toBe('unknown')
    expect(fitmentAnswer(brakePads, [], bike('CBR600RR', 2015))).toBe('unknown')
  })
})

describe('reading compatibility texts', () => {
  it('reads every seed text into rows; only the bracketed notes stay unread', () => {
    const unread = catalogue.flatMap((p) => {
      const parsed = parseCompatibility(p.compatibility, seedVehicles)
      expect(parsed.rules.length, `${p.id} ${p.compatibility}`).toBeGreaterThan(0)
      return parsed.unread.map((u) => [p.id, u])
    })
    expect(unread).toEqual([
      [1012, '(51 mm link pipe)'],
      [1028, '(90/90-21 front)'],
      [1035, '(steel fuel tanks)'],
    ])
  })

  it('carries the make across commas and semicolons, the years to each model, word order and accents', () => {
    const { rules } = parseCompatibility(
      'Honda CBR600RR 2007-2020, Africa Twin CRF1100L; Yamaha Tenere 700 2019+, GSX-R1000R',
      seedVehicles,
    )
    expect(rules).toEqual([
      rule('CBR600RR', 2007, 2020),
      rule('CRF1100L Africa Twin', null, null),
      rule('Ténéré 700', 2019, null),
    ])
  })

  it('names what it cannot read and never guesses it', () => {
    const parsed = parseCompatibility(
      'Ducati Panigale V4 2020-2024, Suzuki GSX-R1000R 2017',
      seedVehicles,
    )
    expect(parsed.unread).toEqual(['Ducati Panigale V4 2020-2024'])
    expect(parsed.rules).toEqual([rule('GSX-R1000', 2017, 2017, 'R')])
  })
})

describe('the vehicle list', () => {
  it('holds the guide’s 30 bikes over six makes, variants under their model', () => {
    const tree = vehicleTree(
      [...seedVehicles].sort(
        (a, b) =>
          a.make.localeCompare(b.make) ||
          a.model.localeCompare(b.model) ||
          a.variant.localeCompare(b.variant),
      ),
    )
    expect(tree.map((m) => m.make)).toEqual(['BMW', 'Honda', 'Kawasaki', 'KTM', 'Suzuki', 'Yamaha'])
    expect(tree.flatMap((m) => m.models)).toHaveLength(35) // the 30 and five older models
    const r1 = tree.find((m) => m.make === 'Yamaha')!.models.find((m) => m.model === 'YZF-R1')!
    expect(r1.variants.map((v) => v.variant)).toEqual(['R1', 'R1M'])
    expect(seedVehicles.filter((v) => v.popular)).toHaveLength(5)
  })
})
