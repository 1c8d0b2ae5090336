import { describe, expect, it } from 'vitest'
import {
  canCheckFitment,
  checkFitment,
  FITMENT_COLOURS,
  type FitmentCriteria,
  type FitmentProduct,
  fitmentVerdict,
  matchesCategory,
  matchesPartQuery,
} from '../../worker/domain/fitment'
import { MAKES, MOTORCYCLES } from '../../web/src/features/fitment/motorcycles'
import { EMPTY_SEARCH, searchFormReducer } from '../../web/src/features/fitment/search-form'

const product = (
  id: number,
  category: string,
  name: string,
  compatibility = '',
): FitmentProduct => ({
  id,
  name,
  nameAr: '',
  category,
  compatibility,
})

const helmet = product(1001, 'Helmets', 'Full-Face Sport Helmet')
const hondaFilter = product(1002, 'Engine Parts', 'Oil Filter', 'Honda CBR600RR, CBR1000RR')
const universalPlugs = product(
  1003,
  'Engine Parts',
  'Iridium Spark Plugs',
  'Universal for most 4-stroke engines',
)
const ktmClutch = product(1004, 'Engine Parts', 'Clutch Kit', 'KTM 390 Duke, RC 390')
const battery = product(1005, 'Electrical', 'Lithium Battery', 'Most 12V motorcycles')
const pads = product(1006, 'Braking System', 'Sintered Front Brake Pads', 'Honda, Yamaha')
const catalogue = [helmet, hondaFilter, universalPlugs, ktmClutch, battery, pads]

const criteria = (over: Partial<FitmentCriteria>): FitmentCriteria => ({ ...EMPTY_SEARCH, ...over })

describe('fitment compatibility rules', () => {
  it('fits every helmet, universally and easily', () => {
    expect(fitmentVerdict(helmet, 'BMW')).toEqual({
      status: 'compatible',
      note: 'universal-fit',
      fitmentInfo: { directFit: true, modifications: [], tools: [], difficulty: 'easy' },
    })
  })

  it('confirms an engine part whose compatibility names the make, in any letter case', () => {
    const verdict = fitmentVerdict(hondaFilter, 'honda')
    expect(verdict).toEqual({
      status: 'compatible',
      note: 'confirmed-fit',
      fitmentInfo: {
        directFit: true,
        modifications: ['basic-tools'],
        tools: ['socket-wrench-set', 'torque-wrench'],
        difficulty: 'moderate',
      },
    })
  })

  it('confirms a universal engine part for any make', () => {
    expect(fitmentVerdict(universalPlugs, 'Suzuki').status).toBe('compatible')
  })

  it('asks to verify an engine part for another make, or when no make is chosen', () => {
    for (const verdict of [fitmentVerdict(ktmClutch, 'Honda'), fitmentVerdict(hondaFilter, '')]) {
      expect(verdict).toEqual({
        status: 'check-required',
        note: 'verify-with-team',
        fitmentInfo: { directFit: false, modifications: [], tools: [], difficulty: 'advanced' },
      })
    }
  })

  it('warns that electrical parts may need wiring work', () => {
    expect(fitmentVerdict(battery, 'Yamaha')).toEqual({
      status: 'check-required',
      note: 'wiring-modifications',
      fitmentInfo: {
        directFit: false,
        modifications: ['wiring-harness-adaptation', 'voltage-check'],
        tools: ['multimeter', 'wire-strippers', 'soldering-kit'],
        difficulty: 'advanced',
      },
    })
  })

  it('leaves every other category to be checked, moderate, without a note', () => {
    for (const category of ['Braking System', 'Tires & Wheels', 'Accessories']) {
      expect(fitmentVerdict(product(1, category, 'x', 'Honda'), 'Honda')).toEqual({
        status: 'check-required',
        note: null,
        fitmentInfo: { directFit: false, modifications: [], tools: [], difficulty: 'moderate' },
      })
    }
  })

  it('never produces not-compatible, yet colours all three states', () => {
    const statuses = checkFitment(catalogue, criteria({ make: 'Honda' })).map((r) => r.status)
    expect(statuses).not.toContain('not-compatible')
    expect(FITMENT_COLOURS).toEqual({
      compatible: 'green',
      'check-required': 'yellow',
      'not-compatible': 'red',
    })
  })
})

describe('fitment filters', () => {
  it('filters by category key or name, case-insensitively', () => {
    expect(matchesCategory('Engine Parts', 'engine')).toBe(true)
    expect(matchesCategory('Engine Parts', 'ENGINE PARTS')).toBe(true)
    expect(matchesCategory('Tires & Wheels', 'tires')).toBe(true)
    expect(matchesCategory('Braking System', 'Braking')).toBe(true)
    expect(matchesCategory('Electrical', 'engine')).toBe(false)
    expect(matchesCategory('Helmets', '')).toBe(true)
    expect(matchesCategory('Helmets', 'all')).toBe(true)
  })

  it('finds a part by name words or by its number', () => {
    expect(matchesPartQuery(hondaFilter, 'oil FILTER')).toBe(true)
    expect(matchesPartQuery(hondaFilter, '1002')).toBe(true)
    expect(matchesPartQuery(hondaFilter, '#1002')).toBe(true)
    expect(matchesPartQuery(hondaFilter, 'air filter')).toBe(false)
    expect(matchesPartQuery({ ...helmet, nameAr: 'خوذة رياضية' }, 'خوذه')).toBe(true)
  })

  it('checks only the chosen category and free text, judging each for the make', () => {
    const results = checkFitment(
      catalogue,
      criteria({ make: 'Honda', model: 'CBR600RR', year: '2020', category: 'engine' }),
    )
    expect(results.map((r) => [r.product.id, r.status])).toEqual([
      [1002, 'compatible'],
      [1003, 'compatible'],
      [1004, 'check-required'],
    ])
    expect(
      checkFitment(catalogue, criteria({ query: 'brake pads' })).map((r) => r.product.id),
    ).toEqual([1006])
  })

  it('needs a make or free text before checking', () => {
    expect(canCheckFitment(EMPTY_SEARCH)).toBe(false)
    expect(canCheckFitment(criteria({ query: '   ' }))).toBe(false)
    expect(canCheckFitment(criteria({ make: 'KTM' }))).toBe(true)
    expect(canCheckFitment(criteria({ query: 'spark plug' }))).toBe(true)
  })
})

describe('fitment search form', () => {
  const full = criteria({
    make: 'Yamaha',
    model: 'YZF-R1',
    year: '2020',
    variant: 'R1M',
    category: 'helmets',
    query: 'visor',
  })

  it('clears model, year and variant when the make changes', () => {
    expect(searchFormReducer(full, { type: 'make', value: 'BMW' })).toEqual({
      ...full,
      make: 'BMW',
      model: '',
      year: '',
      variant: '',
    })
  })

  it('clears year and variant when the model changes', () => {
    expect(searchFormReducer(full, { type: 'model', value: 'MT-07' })).toEqual({
      ...full,
      model: 'MT-07',
      year: '',
      variant: '',
    })
  })

  it('keeps the rest when year, variant, category or text change', () => {
    expect(searchFormReducer(full, { type: 'year', value: '2018' })).toEqual({
      ...full,
      year: '2018',
    })
    expect(searchFormReducer(full, { type: 'query', value: 'chain' })).toEqual({
      ...full,
      query: 'chain',
    })
  })

  it('resets every field', () => {
    expect(searchFormReducer(full, { type: 'reset' })).toEqual(EMPTY_SEARCH)
  })
})

describe('the built-in motorcycle catalogue', () => {
  it('holds 30 bikes over the six makes, five of each', () => {
    expect(MOTORCYCLES).toHaveLength(30)
    expect(MAKES).toEqual(['Honda', 'Yamaha', 'Kawasaki', 'Suzuki', 'KTM', 'BMW'])
    for (const make of MAKES) expect(MOTORCYCLES.filter((m) => m.make === make)).toHaveLength(5)
  })

  it('marks five popular models Fully Supported, with real years and categories', () => {
    expect(MOTORCYCLES.filter((m) => m.fullySupported)).toHaveLength(5)
    for (const bike of MOTORCYCLES) {
      expect(bike.years.length).toBeGreaterThan(0)
      for (const year of bike.years) expect(year).toMatch(/^(19|20)\d\d$/)
      expect(['Sport', 'Naked', 'Adventure']).toContain(bike.category)
    }
  })
})
