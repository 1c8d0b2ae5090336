// The storefront's catalogue reads: pages of product cards (filtered, sorted, searched through the
// full-text index products_fts, paged by keyset cursors), counts per category, name suggestions
// and the catalogue version that the ETag carries.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { CARD_DESCRIPTION_LENGTH } from '../../domain/card-text'
import { toFils } from '../../domain/money'
import { searchMatch } from '../../domain/search-query'
import { type CatalogueSort, defaultSort } from '../../domain/catalogue'
import type { BikeKey } from '../../domain/fitment'
import { fitsBike, withoutFitment } from './fitments'
import type { ProductQuery } from '../../schemas/product'
import type { Db } from '../client'
import { catalogueVersion, products } from '../schema'
import { decodeCursor, encodeCursor, pageOf } from './keyset'

/** What a card shows: no specifications, features or full descriptions (one card is < 1 KB). */
const cardColumns = {
  id: products.id,
  name: products.name,
  nameAr: products.nameAr,
  price: products.price,
  originalPrice: products.originalPrice,
  category: products.category,
  image: products.image,
  images: products.images,
  badge: products.badge,
  stock: products.stock,
  sizes: products.sizes,
  rating: products.rating,
  reviewCount: products.reviewCount,
  compatibility: products.compatibility,
  createdAt: products.createdAt,
  // One character more than the card shows, so the codec knows to add the ellipsis.
  description: sql<string>`substr(${products.description}, 1, ${CARD_DESCRIPTION_LENGTH + 1})`,
  descriptionAr: sql<string>`substr(${products.descriptionAr}, 1, ${CARD_DESCRIPTION_LENGTH + 1})`,
}

/** bm25 weights of the index's columns: a word in the name counts ten times one in the text. */
const NAME_WEIGHT = 10

/** The products matching an FTS5 expression, with their bm25 score (lower is better). */
const hits = (match: string) =>
  sql`(SELECT rowid AS id, bm25(products_fts, ${NAME_WEIGHT}, 1.0) AS score FROM products_fts WHERE products_fts MATCH ${match}) AS hits`
const score = sql<number>`hits.score`

type Keyset = readonly [key: number, id: number]

/** Each sort's order, the key a cursor carries, and the cards after a cursor's (key, id). */
const SORTS: Record<CatalogueSort, { order: SQL[]; key: SQL<number>; after: (k: Keyset) => SQL }> =
  {
    relevance: {
      order: [asc(score), asc(products.id)],
      key: score,
      after: ([key, id]) => sql`(${score}, ${products.id}) > (${key}, ${id})`,
    },
    featured: {
      order: [asc(products.id)],
      key: sql`${products.id}`,
      after: ([, id]) => sql`${products.id} > ${id}`,
    },
    newest: {
      order: [desc(products.id)],
      key: sql`${products.id}`,
      after: ([, id]) => sql`${products.id} < ${id}`,
    },
    'price-asc': {
      order: [asc(products.price), asc(products.id)],
      key: sql`${products.price}`,
      after: ([key, id]) => sql`(${products.price}, ${products.id}) > (${key}, ${id})`,
    },
    'price-desc': {
      order: [desc(products.price), desc(products.id)],
      key: sql`${products.price}`,
      after: ([key, id]) => sql`(${products.price}, ${products.id}) < (${key}, ${id})`,
    },
    rating: {
      order: [desc(products.rating), desc(products.id)],
      key: sql`${products.rating}`,
      after: ([key, id]) => sql`(${products.rating}, ${products.id}) < (${key}, ${id})`,
    },
  }

function filters(query: ProductQuery, bike: BikeKey | null): SQL[] {
  const where: SQL[] = []
  if (query.fits && bike) where.push(fitsBike(bike))
  if (query.noFitment) where.push(withoutFitment)
  if (query.category) where.push(eq(products.category, query.category))
  if (query.inStock) where.push(sql`${products.stock} > 0`)
  if (query.minPrice !== undefined) where.push(gte(products.price, toFils(query.minPrice)))
  if (query.maxPrice !== undefined) where.push(lte(products.price, toFils(query.maxPrice)))
  if (query.badge) where.push(eq(products.badge, query.badge))
  if (query.ids) where.push(inArray(products.id, query.ids))
  return where
}

/**
 * A search by relevance with nothing else to filter on: ranked in the full-text index alone (the
 * ranked ids are a subquery with its own LIMIT, so SQLite materialises just the page), then joined
 * to the products for those cards. Joining products to every match first read each match's row (a
 * common word such as `brake` matches 20,000 of 100,000 parts) only to keep 25 of them.
 */
function rankedInIndex(db: Db, match: string, limit: number, cursor: Keyset | null) {
  const after = cursor ? sql`WHERE (hits.score, hits.id) > (${cursor[0]}, ${cursor[1]})` : sql``
  const ranked = sql`(SELECT hits.id AS id, hits.score AS score FROM ${hits(match)} ${after} ORDER BY hits.score, hits.id LIMIT ${limit}) AS ranked`
  return db
    .select({ ...cardColumns, key: sql<number>`ranked.score` })
    .from(products)
    .innerJoin(ranked, sql`ranked.id = ${products.id}`)
    .orderBy(sql`ranked.score`, sql`ranked.id`)
    .all()
}

/** One page of cards and the total the filters match. A search with no word in it matches none.
 * `bike` is the query's bike, resolved (services/fitment.ts), for the "fits" filter. */
export async function cataloguePage(db: Db, query: ProductQuery, bike: BikeKey | null = null) {
  const match = query.search?.trim() ? searchMatch(query.search) : null
  if (query.search?.trim() && !match)
    return { rows: [], total: 0, nextCursor: null as string | null }
  // Relevance needs a search to order by.
  const requested = query.sort ?? defaultSort(!!match)
  const sort = requested === 'relevance' && !match ? defaultSort(false) : requested
  const { order, key, after } = SORTS[sort]
  const where = filters(query, bike)
  const cursor = query.cursor
    ? decodeCursor(query.cursor, sort, ['number', 'integer'] as const)
    : null

  let page = db
    .select({ ...cardColumns, key })
    .from(products)
    .$dynamic()
  if (match) page = page.innerJoin(hits(match), sql`hits.id = ${products.id}`)
  // The total needs no ranking: the matching ids alone, without bm25 for each.
  const matching = match
    ? [sql`${products.id} IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${match})`]
    : []
  const [rows, count] = await Promise.all([
    match && sort === 'relevance' && where.length === 0
      ? rankedInIndex(db, match, query.limit + 1, cursor)
      : page
          .where(and(...where, ...(cursor ? [after(cursor)] : [])))
          .orderBy(...order)
          .limit(query.limit + 1)
          .all(),
    db
      .select({ n: sql<number>`count(*)` })
      .from(products)
      .where(and(...where, ...matching))
      .get(),
  ])
  const shown = pageOf(rows, query.limit, (last) => encodeCursor(sort, [last.key, last.id]))
  return {
    rows: shown.rows.map(({ key: _key, ...card }) => card),
    total: count?.n ?? 0,
    nextCursor: shown.nextCursor,
  }
}

/** How many products each category holds, for the filter buttons. */
export async function categoryCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ category: products.category, n: sql<number>`count(*)` })
    .from(products)
    .groupBy(products.category)
    .all()
  return Object.fromEntries(rows.map((r) => [r.category, r.n]))
}

export const SUGGESTION_COUNT = 8

/** The best-matching names for what the shopper has typed so far (the last word as a prefix). */
export async function suggestProducts(db: Db, typed: string) {
  const match = searchMatch(typed)
  if (!match) return []
  return db
    .select({ id: products.id, name: products.name, nameAr: products.nameAr })
    .from(products)
    .innerJoin(hits(match), sql`hits.id = ${products.id}`)
    .orderBy(asc(score), asc(products.id))
    .limit(SUGGESTION_COUNT)
    .all()
}

/** Drawn anew by triggers on every catalogue write (migration 0016): a random value, so it names
 * one database state and never comes back after a reset, a restore or a point-in-time restore. */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const row = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .get()
  return row?.version ?? 0
}

/** The admins' "clear the shop's cache": a new version, so no cached answer or ETag matches. */
export async function drawCatalogueVersion(db: Db): Promise<number> {
  const row = await db
    .insert(catalogueVersion)
    .values({ id: 1, version: sql`abs(random() % 9007199254740991)` })
    .onConflictDoUpdate({
      target: catalogueVersion.id,
      set: { version: sql`abs(random() % 9007199254740991)` },
    })
    .returning({ version: catalogueVersion.version })
    .get()
  return row.version
}
