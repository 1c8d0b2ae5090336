// The catalogue: public reads, admin writes.
import { Hono } from 'hono'
import * as z from 'zod'
import {
  cataloguePage,
  categoryCounts,
  pageInOneStatement,
  suggestProducts,
} from '../db/queries/catalogue'
import {
  deleteProduct,
  deleteProducts,
  findProduct,
  insertProduct,
  relatedProducts,
  updateProduct,
} from '../db/queries/products'
import { listReviews } from '../db/queries/reviews'
import type { AppEnv } from '../env'
import { notFound } from '../lib/errors'
import { numericId } from '../lib/params'
import { failedItem, ok, okPage } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import {
  productCreateSchema,
  productQuerySchema,
  noQuerySchema,
  productUpdateSchema,
  suggestionQuerySchema,
} from '../schemas/product'
import { bulkProductDeleteSchema } from '../schemas/admin-list'
import { answeredAt, catalogueCache } from '../middleware/catalogue-cache'
import { countSearchMisses } from '../middleware/search-misses'
import { searchInstead } from '../db/queries/search-spelling'
import { productCodec } from '../db/codecs/product'
import { fitmentCodec } from '../db/codecs/vehicle'
import { fitmentListOf } from '../db/queries/fitments'
import { fitmentAnswer } from '../domain/fitment'
import { bikeQueryFields, fitmentListSchema } from '../schemas/fitment'
import {
  answersFor,
  migrateCompatibilityTexts,
  resolveBike,
  saveFitments,
} from '../services/fitment'

export const productRoutes = new Hono<AppEnv>()
  .get(
    '/',
    validate('query', productQuerySchema),
    countSearchMisses,
    catalogueCache({ oneStatement: pageInOneStatement }),
    async (c) => {
      const query = c.req.valid('query')
      const bike = await resolveBike(c.var.db, query)
      const page = await cataloguePage(c.var.db, query, bike)
      if (!bike) answeredAt(c, page.readAt)
      const answers = bike && (await answersFor(c.var.db, page.rows, bike))
      const cards = page.rows.map((row) => ({
        ...productCodec.toCard(row),
        ...(answers && { fitment: answers.get(row.id) ?? 'unknown' }),
      }))
      // A search that found nothing may be misspelt: the first page offers it put right.
      const instead =
        query.search && !query.cursor && page.total === 0
          ? await searchInstead(c.var.db, query.search)
          : null
      return c.json(okPage(cards, { ...page, searchInstead: instead }))
    },
  )
  .get(
    '/categories',
    validate('query', noQuerySchema),
    catalogueCache({ oneStatement: () => true }),
    async (c) => {
      const { counts, readAt } = await categoryCounts(c.var.db)
      answeredAt(c, readAt)
      return c.json(ok(counts))
    },
  )
  .get(
    '/suggestions',
    validate('query', suggestionQuerySchema),
    catalogueCache({ oneStatement: () => true }),
    async (c) => {
      const { q } = c.req.valid('query')
      const typed = await suggestProducts(c.var.db, q)
      // Nothing for what was typed: the names for it put right, as the catalogue would offer.
      const instead = typed.names.length === 0 ? await searchInstead(c.var.db, q) : null
      const { names, readAt } = instead ? await suggestProducts(c.var.db, instead) : typed
      answeredAt(c, readAt)
      return c.json(ok(names))
    },
  )
  .get(
    '/:id',
    validate('param', numericId),
    validate('query', z.strictObject(bikeQueryFields)),
    catalogueCache(),
    async (c) => {
      const { id } = c.req.valid('param')
      const product = await findProduct(c.var.db, id)
      if (!product) throw notFound('PRODUCT_NOT_FOUND')
      const [reviews, related, fitments, bike] = await Promise.all([
        listReviews(c.var.db, id),
        relatedProducts(c.var.db, product),
        fitmentListOf(c.var.db, id),
        resolveBike(c.var.db, c.req.valid('query')),
      ])
      // The related cards answer for the bike like every other card.
      const relatedAnswers = bike && (await answersFor(c.var.db, related, bike))
      return c.json(
        ok({
          ...productCodec.toApi(product),
          reviews_data: reviews,
          related: related.map((r) => ({
            ...productCodec.toApi(r),
            ...(relatedAnswers && { fitment: relatedAnswers.get(r.id) ?? 'unknown' }),
          })),
          // The bikes it fits (a null vehicle: every bike), and its answer for the asked one.
          fitments: fitments.map(fitmentCodec.toListed),
          ...(bike && {
            fitment: fitmentAnswer(
              product,
              fitments.map((f) => f.rule),
              bike,
            ),
          }),
        }),
      )
    },
  )
  .post('/', requireAdmin, validate('json', productCreateSchema), async (c) => {
    const product = await insertProduct(c.var.db, c.req.valid('json'), c.var.now())
    return c.json(ok(productCodec.toApi(product)), 201)
  })
  .put(
    '/:id',
    requireAdmin,
    validate('param', numericId),
    validate('json', productUpdateSchema),
    async (c) => {
      const existing = await findProduct(c.var.db, c.req.valid('param').id)
      if (!existing) throw notFound('PRODUCT_NOT_FOUND')
      const product = await updateProduct(c.var.db, existing, c.req.valid('json'), c.var.now())
      if (!product) throw notFound('PRODUCT_NOT_FOUND')
      return c.json(ok(productCodec.toApi(product)))
    },
  )
  .put(
    '/:id/fitments',
    requireAdmin,
    validate('param', numericId),
    validate('json', z.object({ fitments: fitmentListSchema }).strict()),
    async (c) => {
      const { id } = c.req.valid('param')
      if (!(await findProduct(c.var.db, id))) throw notFound('PRODUCT_NOT_FOUND')
      await saveFitments(c.var.db, id, c.req.valid('json').fitments)
      return c.json(ok((await fitmentListOf(c.var.db, id)).map(fitmentCodec.toListed)))
    },
  )
  // Turns the old compatibility texts of products without fitment rows into rows (run once after
  // migration 0011; again after an import): the answer lists what could not be read.
  .post('/fitments/from-texts', requireAdmin, async (c) =>
    c.json(ok(await migrateCompatibilityTexts(c.var.db))),
  )
  .delete('/:id', requireAdmin, validate('param', numericId), async (c) => {
    const { id } = c.req.valid('param')
    if (!(await deleteProduct(c.var.db, id))) throw notFound('PRODUCT_NOT_FOUND')
    return c.json(ok({ id }))
  })
  .delete('/', requireAdmin, validate('json', bulkProductDeleteSchema), async (c) => {
    const { productIds } = c.req.valid('json')
    const deleted = await deleteProducts(c.var.db, productIds)
    const missing = [...new Set(productIds)].filter((id) => !deleted.includes(id))
    return c.json(
      ok({
        deletedCount: deleted.length,
        errors: missing.map((id) => failedItem(id, 'PRODUCT_NOT_FOUND')),
      }),
    )
  })
