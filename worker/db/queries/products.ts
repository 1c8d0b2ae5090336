// Product storage and the product shape the API returns (dinars, inStock derived from stock).
import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import { badRequest, conflict } from '../../lib/errors'
import { originalPriceIsAbove, type ProductCreate, type ProductUpdate } from '../../schemas/product'
import type { Db } from '../client'
import { productSearchColumns, type ProductRow } from '../codecs/product'
import { products } from '../schema'

export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  return db.select().from(products).where(eq(products.id, id)).get()
}

export async function findProducts(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return []
  return db.select().from(products).where(inArray(products.id, ids)).all()
}

/** Up to `limit` other products of the same category. */
export async function relatedProducts(
  db: Db,
  product: ProductRow,
  limit = 4,
): Promise<ProductRow[]> {
  return (
    db
      .select()
      .from(products)
      .where(and(eq(products.category, product.category), ne(products.id, product.id)))
      // Both descending, so the (category, rating, id) index is read backwards for just these
      // rows; a tie broken by the oldest first sorted every product of the category's top rating.
      .orderBy(desc(products.rating), desc(products.id))
      .limit(limit)
      .all()
  )
}

function moneyFields(input: Pick<ProductUpdate, 'price' | 'originalPrice'>) {
  return {
    ...(input.price !== undefined && { price: input.price }),
    ...(input.originalPrice !== undefined && { originalPrice: input.originalPrice }),
  }
}

export async function insertProduct(db: Db, input: ProductCreate, now: Date): Promise<ProductRow> {
  const stamp = now.toISOString()
  const images = input.images.length ? input.images : input.image ? [input.image] : []
  const values = {
    ...input,
    ...moneyFields(input),
    badge: input.badge ?? null,
    image: input.image || images[0] || '',
    images,
    createdAt: stamp,
    updatedAt: stamp,
  }
  return db
    .insert(products)
    .values({ ...values, ...productSearchColumns(values) })
    .returning()
    .get()
}

export async function updateProduct(
  db: Db,
  existing: ProductRow,
  input: ProductUpdate,
  now: Date,
): Promise<ProductRow | undefined> {
  const { stockWas, ...fields } = input
  const changes = { ...fields, ...moneyFields(fields) }
  const merged = { ...existing, ...changes }
  // A price edited alone must still sit below the stored original price (and the reverse).
  if (
    (input.price !== undefined || input.originalPrice !== undefined) &&
    !originalPriceIsAbove(merged)
  )
    throw badRequest('ORIGINAL_PRICE_NOT_ABOVE')
  // A new stock is a count the owner made while the form showed `stockWas`: an order placed
  // meanwhile would have its units put back on the shelf by writing it, so then nothing is.
  const stockAsShown =
    fields.stock !== undefined && stockWas !== undefined ? eq(products.stock, stockWas) : undefined
  // No row when the product is gone, or its stock is no longer as shown.
  const [updated] = await db
    .update(products)
    .set({ ...changes, ...productSearchColumns(merged), updatedAt: now.toISOString() })
    .where(and(eq(products.id, existing.id), stockAsShown))
    .returning()
    .all()
  if (updated || !stockAsShown) return updated
  const current = await findProduct(db, existing.id)
  if (current) throw conflict('STOCK_CHANGED', { stock: current.stock })
  return undefined
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id })
  return deleted.length > 0
}

/** Ids per statement, well under D1's 100 bound parameters. */
const DELETE_CHUNK = 90

/** Deletes the products with these ids in one atomic batch and returns the ids that existed. */
export async function deleteProducts(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)]
  const deletes = Array.from({ length: Math.ceil(unique.length / DELETE_CHUNK) }, (_, i) =>
    db
      .delete(products)
      .where(inArray(products.id, unique.slice(i * DELETE_CHUNK, (i + 1) * DELETE_CHUNK)))
      .returning({ id: products.id }),
  )
  const [first, ...rest] = deletes
  if (!first) return []
  return (await db.batch([first, ...rest])).flat().map((r) => r.id)
}
