// The storefront's catalogue reads: pages of product cards (filtered, sorted, searched through the
// full-text index products_fts, paged by keyset cursors), counts per category, name suggestions
// and the catalogue version that the ETag carries.
import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { CARD_DESCRIPTION_LENGTH } from '../../domain/card-text'
import { searchMatch } from '../../domain/search-query'
import { type CatalogueSort, defaultSort } from '../../domain/catalogue'
import type { BikeKey } from '../../domain/fitment'
import { fitsBike, withoutFitment } from './fitments'
import { namesBike } from '../../schemas/fitment'
import type { ProductQuery } from '../../schemas/product'
import type { Db } from '../client'
import { catalogueVersion, categoryTotals, products } from '../schema'
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

/** Up to this many matches a search is ranked by bm25; a search matching more is ranked by where
 * its words are (see hits). bm25 over 1,000 matches cost 16-18 ms in SQLite at 100,000 products,
 * over 200 about 4 ms. */
export const BM25_MATCHES = 200

/**
 * The products matching an FTS5 expression with their rank (lower first). bm25 is computed for
 * every match before a page can be chosen (about 50 ms in SQLite for `brake`'s 20,000 matches at
 * 100,000 products, the most a shopper's search cost), so it ranks at most BM25_MATCHES of them.
 * A search matching more ranks a product with every word in its name 0 and any other 1, in the
 * shop's order (the ids) within each: both read in the index's own order, so a page stops after
 * its matches. The count of matches chooses one ranking per request, so a page never mixes them.
 */
function hits(match: string) {
  const inName = `{search_name} : (${match})`
  // The ranking not chosen reads nothing: its branches get an empty range of rowids, which FTS5
  // applies before reading a match (a plain condition would be checked on every match).
  const upTo = (many: boolean) =>
    sql`rowid <= (SELECT CASE WHEN (n > ${BM25_MATCHES}) = ${many ? 1 : 0} THEN 9223372036854775807 ELSE 0 END FROM matches)`
  // Each hit carries that count (`matched`, computed once), so a search's total needs no
  // statement of its own (see SEARCH_TOTAL_CAP).
  const matched = sql`(SELECT n FROM matches)`
  return sql`(WITH matches AS (SELECT count(*) AS n FROM (SELECT 1 FROM products_fts WHERE products_fts MATCH ${match} LIMIT ${BM25_MATCHES + 1}))
    SELECT rowid AS id, bm25(products_fts, ${NAME_WEIGHT}, 1.0) AS score, ${matched} AS matched FROM products_fts WHERE products_fts MATCH ${match} AND ${upTo(false)}
    UNION ALL SELECT rowid, 0, ${matched} FROM products_fts WHERE products_fts MATCH ${inName} AND ${upTo(true)}
    UNION ALL SELECT rowid, 1, ${matched} FROM products_fts WHERE products_fts MATCH ${`(${match}) NOT (${inName})`} AND ${upTo(true)}) AS hits`
}

const score = sql<number>`hits.score`

/** The catalogue version as a column of a read's own statement. One statement sees one state, so
 * an answer read in one statement that carries it needs no second read of the version to be kept
 * under it (middleware/catalogue-cache.ts: `readAt`): one D1 statement less per uncached read. */
const versionColumn = sql<number>`(SELECT ${catalogueVersion.version} FROM ${catalogueVersion} WHERE ${catalogueVersion.id} = 1)`

/** The version the rows of one statement were read at (none without a row to carry it). */
const readAtOf = (rows: readonly { readAt: number }[]) => rows[0]?.readAt ?? null

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
  if (query.minPrice !== undefined) where.push(gte(products.price, query.minPrice))
  if (query.maxPrice !== undefined) where.push(lte(products.price, query.maxPrice))
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
/** The best `limit` matches after `cursor`, ranked in the index alone. */
function rankedIds(match: string, limit: number, cursor: Keyset | null = null) {
  const after = cursor ? sql`WHERE (hits.score, hits.id) > (${cursor[0]}, ${cursor[1]})` : sql``
  return sql`(SELECT hits.id AS id, hits.score AS score, hits.matched AS matched FROM ${hits(match)} ${after} ORDER BY hits.score, hits.id LIMIT ${limit}) AS ranked`
}

function rankedInIndex(db: Db, match: string, limit: number, cursor: Keyset | null) {
  const ranked = rankedIds(match, limit, cursor)
  return db
    .select({
      ...cardColumns,
      key: sql<number>`ranked.score`,
      matched: sql<number>`ranked.matched`,
      readAt: versionColumn,
    })
    .from(products)
    .innerJoin(ranked, sql`ranked.id = ${products.id}`)
    .orderBy(sql`ranked.score`, sql`ranked.id`)
    .all()
}

/** A search's total is counted up to this many matches (each counted match is a row D1 bills);
 * beyond, the answer says "more than" (`totalCapped`). It is the count that chooses the ranking
 * (hits), which the page's own statement reads anyway: a separate count up to 1,000 was most of
 * the rows (1,256 of a search's) and one statement of four. */
export const SEARCH_TOTAL_CAP = BM25_MATCHES

/** A search's total from the count of its matches up to one past SEARCH_TOTAL_CAP. */
const searchTotal = (n: number) =>
  n > SEARCH_TOTAL_CAP ? { total: SEARCH_TOTAL_CAP, totalCapped: true } : { total: n }

/**
 * How many products the filters match, reading as few rows as it can: with no filter but the
 * category, the totals the triggers keep (migration 0021); a search, up to SEARCH_TOTAL_CAP, in the
 * index alone when nothing else filters (without bm25 for each match).
 */
async function totalOf(
  db: Db,
  query: ProductQuery,
  where: SQL[],
  match: string | null,
): Promise<{ total: number; totalCapped?: boolean }> {
  if (!match && where.length === (query.category ? 1 : 0)) {
    const kept = await db
      .select({ n: sql<number>`coalesce(sum(${categoryTotals.products}), 0)` })
      .from(categoryTotals)
      .where(query.category ? eq(categoryTotals.category, query.category) : undefined)
      .get()
    return { total: kept?.n ?? 0 }
  }
  if (!match) {
    const counted = await db
      .select({ n: sql<number>`count(*)` })
      .from(products)
      .where(and(...where))
      .get()
    return { total: counted?.n ?? 0 }
  }
  const matching =
    where.length === 0
      ? sql`SELECT 1 FROM products_fts WHERE products_fts MATCH ${match}`
      : sql`SELECT 1 FROM ${products} WHERE ${and(...where, sql`${products.id} IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${match})`)}`
  const { n } = await db.get<{ n: number }>(
    sql`SELECT count(*) AS n FROM (${matching} LIMIT ${SEARCH_TOTAL_CAP + 1})`,
  )
  return searchTotal(n)
}

/** A search with nothing else to filter on: each of its cards carries the count of its matches,
 * so its page, total and catalogue version are read in one statement. */
const searchesAlone = (match: string | null, where: SQL[]) => !!match && where.length === 0

const matchOf = (query: ProductQuery) => (query.search?.trim() ? searchMatch(query.search) : null)

/** Whether cataloguePage reads this query's whole answer in one statement (its `readAt` then is
 * that statement's version, unless the page is past the last match): a search with no filter,
 * for no bike. */
export const pageInOneStatement = (query: ProductQuery) =>
  !namesBike(query) && searchesAlone(matchOf(query), filters(query, null))

/** One page of cards and the total the filters match. A search with no word in it matches none.
 * `bike` is the query's bike, resolved (services/fitment.ts), for the "fits" filter. `readAt`: the
 * catalogue version, when one statement read the whole answer (a search with no other filter). */
export async function cataloguePage(db: Db, query: ProductQuery, bike: BikeKey | null = null) {
  const match = matchOf(query)
  if (query.search?.trim() && !match)
    return { rows: [], total: 0, nextCursor: null as string | null, readAt: null }
  // Relevance needs a search to order by.
  const requested = query.sort ?? defaultSort(!!match)
  const sort = requested === 'relevance' && !match ? defaultSort(false) : requested
  const { order, key, after } = SORTS[sort]
  const where = filters(query, bike)
  const cursor = query.cursor
    ? decodeCursor(query.cursor, sort, ['number', 'integer'] as const)
    : null

  let page = db
    .select({
      ...cardColumns,
      key,
      matched: match ? sql<number>`hits.matched` : sql<null>`null`,
      readAt: versionColumn,
    })
    .from(products)
    .$dynamic()
  if (match) page = page.innerJoin(hits(match), sql`hits.id = ${products.id}`)
  // Each card of an unfiltered search carries the count of its matches: no count of its own.
  const totalInPage = searchesAlone(match, where)
  const [rows, counted] = await Promise.all([
    match && sort === 'relevance' && where.length === 0
      ? rankedInIndex(db, match, query.limit + 1, cursor)
      : page
          .where(and(...where, ...(cursor ? [after(cursor)] : [])))
          .orderBy(...order)
          .limit(query.limit + 1)
          .all(),
    totalInPage ? null : totalOf(db, query, where, match),
  ])
  const shown = pageOf(rows, query.limit, (last) => encodeCursor(sort, [last.key, last.id]))
  // A page past the last match (its products gone since the cursor was given) has no card to
  // carry the count.
  const total =
    counted ??
    (rows[0] || !cursor
      ? searchTotal(rows[0]?.matched ?? 0)
      : await totalOf(db, query, where, match))
  return {
    rows: shown.rows.map(({ key: _key, matched: _matched, readAt: _readAt, ...card }) => card),
    ...total,
    nextCursor: shown.nextCursor,
    readAt: counted ? null : readAtOf(rows),
  }
}

/** How many products each category holds, for the filter buttons: the totals the triggers keep. */
export async function categoryCounts(db: Db) {
  const rows = await db
    .select({
      category: categoryTotals.category,
      n: categoryTotals.products,
      readAt: versionColumn,
    })
    .from(categoryTotals)
    .where(gt(categoryTotals.products, 0))
    .all()
  return {
    counts: Object.fromEntries(rows.map((r) => [r.category, r.n])) as Record<string, number>,
    readAt: readAtOf(rows),
  }
}

export const SUGGESTION_COUNT = 8

/** The best-matching names for what the shopper has typed so far (the last word as a prefix),
 * ranked in the index alone as a search's page is. */
export async function suggestProducts(db: Db, typed: string) {
  const match = searchMatch(typed)
  if (!match) return { names: [], readAt: null }
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameAr: products.nameAr,
      readAt: versionColumn,
    })
    .from(products)
    .innerJoin(rankedIds(match, SUGGESTION_COUNT), sql`ranked.id = ${products.id}`)
    .orderBy(sql`ranked.score`, sql`ranked.id`)
    .all()
  return { names: rows.map(({ readAt: _readAt, ...name }) => name), readAt: readAtOf(rows) }
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
