// The vehicle list as the garage and the fitment guide choose from it: makes, their models (the
// model's own row), each with its years and named variants.
import type { VehicleType } from './fitment'

export interface VehicleLike {
  id: number
  make: string
  makeAr: string
  model: string
  modelAr: string
  variant: string
  engineCc: number
  engine: string
  firstYear: number
  lastYear: number
  type: VehicleType
  popular: boolean
}

export interface ModelEntry extends Omit<VehicleLike, 'variant' | 'make' | 'makeAr'> {
  variants: { id: number; variant: string }[]
}

export interface MakeEntry {
  make: string
  makeAr: string
  models: ModelEntry[]
}

/** Groups rows sorted by make, model and variant (the model's row, variant '', first). A variant
 * whose model has no row of its own is listed as a model. */
export function vehicleTree(rows: readonly VehicleLike[]): MakeEntry[] {
  const makes: MakeEntry[] = []
  for (const { make, makeAr, variant, ...model } of rows) {
    let entry = makes.at(-1)
    if (entry?.make !== make) makes.push((entry = { make, makeAr, models: [] }))
    const last = entry.models.at(-1)
    if (variant !== '' && last?.model === model.model) last.variants.push({ id: model.id, variant })
    else entry.models.push({ ...model, variants: [] })
  }
  return makes
}

/** Every year a model was built, newest first (the year picker). */
export const modelYears = (m: Pick<VehicleLike, 'firstYear' | 'lastYear'>): number[] =>
  Array.from({ length: m.lastYear - m.firstYear + 1 }, (_, i) => m.lastYear - i)
