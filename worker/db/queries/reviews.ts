// Review storage; adding one marks it verified when the reviewer received the product, and
// recomputes the product's rating (one decimal) and count, all atomically (a refused one touches
// no product).
import { and, desc, eq, exists, inArray, sql } from 'drizzle-orm'
import { RECEIVED_STATUSES } from '../../domain/order-status'
import type { Db } from '../client'
import type { ReviewRow } from '../codecs/review'
import { orderItems, orders, products, reviews } from '../schema'

export async function listReviews(db: Db, productId: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .all()
}

export interface NewReview {
  productId: number
  userId: number
  userName: string
  rating: number
  comment: string
}

/** Whether the user has a delivered order (one that reached them) holding the product. */
function receivedProduct(db: Db, userId: number, productId: number) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.productId, productId),
          eq(orders.userId, userId),
          inArray(orders.status, RECEIVED_STATUSES),
        ),
      ),
  )
}

const reviewCountOf = (productId: number) =>
  sql<number>`(select count(*) from ${reviews} where ${reviews.productId} = ${productId})`

/** Returns undefined when the user has already reviewed the product. */
export async function insertReview(
  db: Db,
  review: NewReview,
  now: Date,
): Promise<ReviewRow | undefined> {
  const [inserted] = await db.batch([
    db
      .insert(reviews)
      .values({
        ...review,
        verified: receivedProduct(db, review.userId, review.productId),
        createdAt: now.toISOString(),
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning(),
    db
      .update(products)
      .set({
        rating: sql`coalesce((select round(avg(${reviews.rating}), 1) from ${reviews} where ${reviews.productId} = ${review.productId}), 0)`,
        reviewCount: reviewCountOf(review.productId),
      })
      // Only when the review went in: any update of a product throws away the catalogue's cached
      // answers (catalogue_version's trigger), and a refused second review changes nothing.
      .where(
        and(
          eq(products.id, review.productId),
          sql`${products.reviewCount} <> ${reviewCountOf(review.productId)}`,
        ),
      ),
  ])
  return inserted[0]
}
