// Fitment inputs: the shopper's bike in a catalogue query, the admin's vehicle form and a
// product's fitment rows (edited with the product, restored from backups).
import * as z from 'zod'
import { VEHICLE_TYPES } from '../domain/fitment'
import { MAX_GARAGE_BIKES } from '../domain/garage'
import { E } from './error-codes'
import { singleLine } from './text'

/** Model years the shop can name: the first motorcycles to a few years ahead. */
export const FIRST_MODEL_YEAR = 1950
export const LAST_MODEL_YEAR = 2100
const year = z.coerce.number().int().min(FIRST_MODEL_YEAR).max(LAST_MODEL_YEAR)

/** A bike in a query: a vehicle id, or make (+ model (+ variant)); with a model year or not. */
export const bikeQueryFields = {
  vehicle: z.coerce.number().int().positive().optional(),
  make: singleLine(60, { label: 'Make' }).optional(),
  model: singleLine(100, { label: 'Model' }).optional(),
  variant: singleLine(60, { label: 'Variant' }).optional(),
  year: year.optional(),
}
export type BikeQuery = {
  [K in keyof typeof bikeQueryFields]?: z.infer<(typeof bikeQueryFields)[K]>
}

/** Whether the query names a bike at all (the answers and the "fits" filter need one). */
export const namesBike = (q: BikeQuery) => q.vehicle !== undefined || !!q.make

const yearsOrdered = (r: { yearFrom?: number | null; yearTo?: number | null }) =>
  r.yearFrom == null || r.yearTo == null || r.yearFrom <= r.yearTo

/** One fitment row: a vehicle over years (null: all), or null for "fits every bike". */
export const fitmentRuleSchema = z
  .object({
    vehicleId: z.number().int().positive().nullable(),
    yearFrom: year.nullable().default(null),
    yearTo: year.nullable().default(null),
  })
  .strict()
  .refine(yearsOrdered, { message: E.FITMENT_YEARS_INVALID, path: ['yearFrom'] })
export type FitmentRuleInput = z.infer<typeof fitmentRuleSchema>

/** A product's whole list of rows; [] clears it (the product then has no fitment data). */
export const fitmentListSchema = z.array(fitmentRuleSchema).max(200)

export const vehicleSchema = z
  .object({
    make: singleLine(60, { label: 'Make', required: E.INVALID_REQUEST }),
    makeAr: singleLine(60, { label: 'Arabic make' }).default(''),
    model: singleLine(100, { label: 'Model', required: E.INVALID_REQUEST }),
    modelAr: singleLine(100, { label: 'Arabic model' }).default(''),
    variant: singleLine(60, { label: 'Variant' }).default(''),
    engineCc: z.coerce.number().int().min(1).max(5000),
    engine: singleLine(60, { label: 'Engine' }).default(''),
    firstYear: year,
    lastYear: year,
    type: z.enum(VEHICLE_TYPES),
    popular: z.boolean().default(false),
  })
  .strict()
  .refine((v) => v.firstYear <= v.lastYear, {
    message: E.FITMENT_YEARS_INVALID,
    path: ['firstYear'],
  })
export type VehicleInput = z.infer<typeof vehicleSchema>

/** A customer's garage as the storefront sends it: the whole list (PUT) or the browser's (merge). */
export const garageSchema = z
  .object({
    bikes: z
      .array(z.object({ vehicleId: z.number().int().positive(), year }).strict())
      .max(MAX_GARAGE_BIKES),
  })
  .strict()
export type GarageInput = z.infer<typeof garageSchema>
