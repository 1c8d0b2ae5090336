// Product fitment rows: a page's answers, a product's list of bikes, the "fits my bike" filter.
import { and, asc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { BikeKey, FitmentRule } from '../../domain/fitment'
import type { Db } from '../client'
import { chunks, rowsPerInsert } from './chunks'
import { productFitments, products, vehicles } from '../schema'

import type { FitmentRow } from '../codecs/vehicle'

/** Every row of the given products, by product (in no order: an answer needs none). */
export async function fitmentsOf(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, FitmentRow[]>()
  const rows = await db
    .select()
    .from(productFitments)
    .where(inArray(productFitments.productId, [...productIds]))
    .all()
  return Map.groupBy(rows, (r) => r.productId)
}

/** A product's rows with the vehicles they name (null for a universal row). */
export async function fitmentListOf(db: Db, productId: number) {
  return db
    .select({ rule: productFitments, vehicle: vehicles })
    .from(productFitments)
    .leftJoin(vehicles, eq(vehicles.id, productFitments.vehicleId))
    .where(eq(productFitments.productId, productId))
    .orderBy(asc(productFitments.id))
    .all()
}

/** A row binds product, vehicle and the two years: 25 rows an INSERT. */
const FITMENT_ROWS_PER_INSERT = rowsPerInsert(4)

/** The statements that replace a product's rows (run in the caller's batch, so all or none): the
 * rows in INSERTs of at most 25, each within D1's 100 bound parameters. */
export function replaceFitmentStatements(db: Db, productId: number, rules: readonly FitmentRule[]) {
  const remove = db.delete(productFitments).where(eq(productFitments.productId, productId))
  const inserts = chunks(rules, FITMENT_ROWS_PER_INSERT).map((piece) =>
    db.insert(productFitments).values(piece.map((rule) => ({ ...rule, productId }))),
  )
  return [remove, ...inserts] as const
}

export async function replaceFitments(db: Db, productId: number, rules: readonly FitmentRule[]) {
  await db.batch(replaceFitmentStatements(db, productId, rules))
}

/** The rows of many products in one batch (each product's replaced). */
export async function replaceFitmentsOfMany(
  db: Db,
  entries: readonly { productId: number; rules: readonly FitmentRule[] }[],
) {
  const [first, ...rest] = entries.flatMap(({ productId, rules }) =>
    replaceFitmentStatements(db, productId, rules),
  )
  if (first) await db.batch([first, ...rest])
}

/** Up to `limit` products after id `after`, in id order, with a compatibility text and no
 * fitment row yet. */
export const productsWithTextOnly = (db: Db, after: number, limit: number) =>
  db
    .select({ id: products.id, name: products.name, compatibility: products.compatibility })
    .from(products)
    .where(
      and(
        gt(products.id, after),
        ne(products.compatibility, ''),
        sql`NOT EXISTS (SELECT 1 FROM ${productFitments} WHERE ${productFitments.productId} = ${products.id})`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(limit)
    .all()

/** Whether the product has any row: a product without one has no fitment data. */
const hasData = sql`EXISTS (SELECT 1 FROM ${productFitments} WHERE ${productFitments.productId} = ${products.id})`

/**
 * The products whose answer for the bike is "fits": domain/fitment.ts's fitmentAnswer as a
 * condition. A row covers the bike (ruleCovers), or the product has no row and the guide's rules
 * call it compatible (answerWithoutData: helmets; engine parts whose text names the make or
 * universal). The rows are found through product_fitments_vehicle_idx, the rest through the
 * category index, so even a catalogue of 100,000 parts is never read whole.
 */
export function fitsBike(bike: BikeKey): SQL {
  const f = productFitments
  const years =
    bike.year === null
      ? sql``
      : sql` AND (${f.yearFrom} IS NULL OR ${f.yearFrom} <= ${bike.year}) AND (${f.yearTo} IS NULL OR ${f.yearTo} >= ${bike.year})`
  const ofBike = bike.vehicleIds.length
    ? sql` UNION SELECT ${f.productId} FROM ${f} WHERE ${inArray(f.vehicleId, [...bike.vehicleIds])}${years}`
    : sql``
  const covered = sql`${products.id} IN (SELECT ${f.productId} FROM ${f} WHERE ${f.vehicleId} IS NULL${ofBike})`
  const make = bike.make.trim().toLowerCase()
  const engineText =
    make === ''
      ? sql``
      : sql` OR instr(lower(${products.compatibility}), ${make}) > 0 OR instr(lower(${products.compatibility}), 'universal') > 0`
  const byRules = sql`(${inArray(products.category, ['Helmets', 'Engine Parts'])} AND NOT ${hasData} AND (${products.category} = 'Helmets'${engineText}))`
  return sql`(${covered} OR ${byRules})`
}

/** Products with no fitment row (the admin's "no fitment data" filter). */
export const withoutFitment = sql`NOT ${hasData}`
