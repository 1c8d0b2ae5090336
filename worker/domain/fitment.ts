// Fitment: the one answer per product and bike (fits, does not fit, unknown), and the fitment
// guide's rules (storefront §4) with their notes, modifications, tools and installation difficulty,
// which also judge a product that has no fitment data. Texts are keys; the storefront translates.

export const VEHICLE_TYPES = [
  'Sport',
  'Naked',
  'Adventure',
  'Touring',
  'Cruiser',
  'Off-road',
] as const
export type VehicleType = (typeof VEHICLE_TYPES)[number]

/** The answer every card, product page and guide result gives for the shopper's bike. */
export const FITMENT_ANSWERS = ['fits', 'doesNotFit', 'unknown'] as const
export type FitmentAnswer = (typeof FITMENT_ANSWERS)[number]

/** One fitment row: a vehicle (null: every bike) over years (null: every year it was built). */
export interface FitmentRule {
  vehicleId: number | null
  yearFrom: number | null
  yearTo: number | null
}

/**
 * The shopper's bike as the answer reads it: the vehicle rows that stand for it (the variant
 * chosen and its model's row; a model without a variant: the model's row), the rows it may be
 * (a model without a variant: its variants'; a make alone: all the make's), the year (null: any)
 * and the make (for products without data).
 */
export interface BikeKey {
  make: string
  vehicleIds: readonly number[]
  possibleVehicleIds: readonly number[]
  year: number | null
}

/** Whether one row covers the bike. The catalogue's "fits my bike" filter is the same test in SQL
 * (worker/db/queries/fitments.ts); test/worker/fitment.test.ts holds the two together. */
export function ruleCovers(rule: FitmentRule, bike: BikeKey): boolean {
  if (rule.vehicleId === null) return true
  if (!bike.vehicleIds.includes(rule.vehicleId)) return false
  if (bike.year === null) return true
  return (
    (rule.yearFrom === null || rule.yearFrom <= bike.year) &&
    (rule.yearTo === null || rule.yearTo >= bike.year)
  )
}

/** A product with no fitment rows is judged by the guide's rules: what they call compatible
 * fits (helmets; engine parts whose text names the make or "universal"), the rest is unknown. */
export const answerWithoutData = (
  product: Pick<FitmentProduct, 'category' | 'compatibility'>,
  make: string,
): FitmentAnswer => (fitmentVerdict(product, make).status === 'compatible' ? 'fits' : 'unknown')

/** The answer for one product and bike: its rows decide when it has any. A part listed only for
 * a variant the rider did not name (or a model, when only the make is named) may fit: unknown. */
export function fitmentAnswer(
  product: Pick<FitmentProduct, 'category' | 'compatibility'>,
  rules: readonly FitmentRule[],
  bike: BikeKey,
): FitmentAnswer {
  if (rules.length === 0) return answerWithoutData(product, bike.make)
  if (rules.some((rule) => ruleCovers(rule, bike))) return 'fits'
  const maybe = { ...bike, vehicleIds: bike.possibleVehicleIds }
  return rules.some((rule) => ruleCovers(rule, maybe)) ? 'unknown' : 'doesNotFit'
}

/** The guide's traffic light for an answer. */
export const ANSWER_STATUS: Record<FitmentAnswer, FitmentStatus> = {
  fits: 'compatible',
  doesNotFit: 'not-compatible',
  unknown: 'check-required',
}

export type FitmentStatus = 'compatible' | 'check-required' | 'not-compatible'
export type FitmentDifficulty = 'easy' | 'moderate' | 'advanced'
export type FitmentNote =
  'universal-fit' | 'confirmed-fit' | 'verify-with-team' | 'wiring-modifications' | 'not-listed'
export type FitmentModification = 'basic-tools' | 'wiring-harness-adaptation' | 'voltage-check'
export type FitmentTool =
  'socket-wrench-set' | 'torque-wrench' | 'multimeter' | 'wire-strippers' | 'soldering-kit'

/** Traffic-light colour of each state; not-compatible comes from fitment data, never a rule. */
export const FITMENT_COLOURS: Record<FitmentStatus, 'green' | 'yellow' | 'red'> = {
  compatible: 'green',
  'check-required': 'yellow',
  'not-compatible': 'red',
}

export interface FitmentCriteria {
  make: string
  model: string
  year: string
  variant: string
  /** A part-category key (helmets, engine, ...) or category name; empty means all. */
  category: string
  /** Part name or number typed by the shopper. */
  query: string
}

export interface FitmentProduct {
  category: string
  compatibility: string
}

export interface FitmentVerdict {
  status: FitmentStatus
  note: FitmentNote | null
  fitmentInfo: {
    directFit: boolean
    modifications: FitmentModification[]
    tools: FitmentTool[]
    difficulty: FitmentDifficulty
  }
}

/** The spec's search needs a make or some free text before it can run. */
export function canCheckFitment(criteria: Pick<FitmentCriteria, 'make' | 'query'>): boolean {
  return criteria.make.trim() !== '' || criteria.query.trim() !== ''
}

/** A part number typed in the guide ("1012" or "#1012"): looked up by id, not by words. */
export function partNumber(query: string): number | null {
  const match = /^#?(\d{1,12})$/.exec(query.trim())
  return match ? Number(match[1]) : null
}

function verdict(
  status: FitmentStatus,
  note: FitmentNote | null,
  difficulty: FitmentDifficulty,
  modifications: FitmentModification[] = [],
  tools: FitmentTool[] = [],
): FitmentVerdict {
  return {
    status,
    note,
    fitmentInfo: { directFit: status === 'compatible', modifications, tools, difficulty },
  }
}

/** The compatibility rule for one product and the chosen make (storefront §4). */
export function fitmentVerdict(
  product: Pick<FitmentProduct, 'category' | 'compatibility'>,
  make: string,
): FitmentVerdict {
  switch (product.category.toLowerCase()) {
    case 'helmets':
      return verdict('compatible', 'universal-fit', 'easy')
    case 'engine parts': {
      const text = product.compatibility.toLowerCase()
      const wanted = make.trim().toLowerCase()
      if (wanted !== '' && (text.includes(wanted) || text.includes('universal')))
        return verdict(
          'compatible',
          'confirmed-fit',
          'moderate',
          ['basic-tools'],
          ['socket-wrench-set', 'torque-wrench'],
        )
      return verdict('check-required', 'verify-with-team', 'advanced')
    }
    case 'electrical':
      return verdict(
        'check-required',
        'wiring-modifications',
        'advanced',
        ['wiring-harness-adaptation', 'voltage-check'],
        ['multimeter', 'wire-strippers', 'soldering-kit'],
      )
    default:
      return verdict('check-required', null, 'moderate')
  }
}

/**
 * What the guide shows for a product and the chosen bike: the traffic light is the product's
 * answer, the installation facts come from the guide's rules for its category, and the note
 * says why (a part whose data leaves out the bike is "not listed", never "verify").
 */
export function guideVerdict(
  product: Pick<FitmentProduct, 'category' | 'compatibility'>,
  answer: FitmentAnswer,
  make: string,
): FitmentVerdict {
  const rules = fitmentVerdict(product, make)
  const note: FitmentNote | null =
    answer === 'fits'
      ? rules.status === 'compatible'
        ? rules.note
        : 'confirmed-fit'
      : answer === 'doesNotFit'
        ? 'not-listed'
        : rules.note
  return {
    status: ANSWER_STATUS[answer],
    note,
    fitmentInfo: { ...rules.fitmentInfo, directFit: answer === 'fits' },
  }
}
