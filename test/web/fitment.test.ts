import { describe, expect, it } from 'vitest'
import {
  canCheckFitment,
  FITMENT_COLOURS,
  type FitmentCriteria,
  type FitmentProduct,
  fitmentVerdict,
  guideVerdict,
  partNumber,
} from '../../worker/domain/fitment'
import { EMPTY_SEARCH, searchFormReducer } from '../../web/src/features/fitment/search-form'

const product = (
  _id: number,
  category: string,
  _name: string,
  compatibility = '',
): FitmentProduct => ({ category, compatibility })

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

  it('colours the three states', () => {
    expect(FITMENT_COLOURS).toEqual({
      compatible: 'green',
      'check-required': 'yellow',
      'not-compatible': 'red',
    })
  })
})

describe('the guide’s results', () => {
  it('shows the answer as the light and keeps the category’s installation facts', () => {
    expect(guideVerdict(pads, 'fits', 'Honda')).toEqual({
      status: 'compatible',
      note: 'confirmed-fit',
      fitmentInfo: { directFit: true, modifications: [], tools: [], difficulty: 'moderate' },
    })
    expect(guideVerdict(helmet, 'fits', 'BMW').note).toBe('universal-fit')
    expect(guideVerdict(battery, 'unknown', 'Yamaha')).toEqual(fitmentVerdict(battery, 'Yamaha'))
  })

  it('says "not listed" in red for a part whose data leaves the bike out', () => {
    expect(guideVerdict(ktmClutch, 'doesNotFit', 'Honda')).toMatchObject({
      status: 'not-compatible',
      note: 'not-listed',
      fitmentInfo: { directFit: false },
    })
  })

  it('reads a typed part number, with or without #', () => {
    expect(partNumber('1012')).toBe(1012)
    expect(partNumber(' #1012 ')).toBe(1012)
    expect(partNumber('brake 1012')).toBeNull()
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
