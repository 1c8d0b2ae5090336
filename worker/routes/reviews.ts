// Product reviews: anyone reads, signed-in customers write.
import { Hono } from 'hono'
import * as z from 'zod'
import { findProduct } from '../db/queries/products'
import { insertReview, listReviews } from '../db/queries/reviews'
import type { AppEnv } from '../env'
import { conflict, notFound } from '../lib/errors'
import { ok } from '../lib/respond'
import { currentUser, requireUser } from '../middleware/session'
import { validate } from '../middleware/validate'
import { reviewCreateSchema } from '../schemas/review'
import { E } from '../schemas/error-codes'

const productParam = z.object({
  productId: z.coerce.number({ error: E.INVALID_ID }).int().positive(),
})

export const reviewRoutes = new Hono<AppEnv>()
  .get('/:productId', validate('param', productParam), async (c) => {
    return c.json(ok(await listReviews(c.var.db, c.req.valid('param').productId)))
  })
  .post('/', requireUser, validate('json', reviewCreateSchema), async (c) => {
    const { productId, rating, comment } = c.req.valid('json')
    const user = currentUser(c)
    if (!(await findProduct(c.var.db, productId))) throw notFound('PRODUCT_NOT_FOUND')
    const userName = `${user.firstName} ${user.lastName}`.trim() || 'Anonymous'
    const review = await insertReview(
      c.var.db,
      { productId, userId: user.id, userName, rating, comment },
      c.var.now(),
    )
    if (!review) throw conflict('ALREADY_REVIEWED')
    const product = await findProduct(c.var.db, productId)
    if (!product) throw notFound('PRODUCT_NOT_FOUND')
    return c.json(ok({ review, rating: product.rating, reviews: product.reviewCount }), 201)
  })
