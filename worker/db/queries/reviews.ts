// Review storage; adding one recomputes the product's rating (one decimal) and count atomically.
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { products, reviews } from '../schema'

export type ReviewRow = typeof reviews.$inferSelect

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

/** Returns undefined when the user has already reviewed the product. */
export async function insertReview(
  db: Db,
  review: NewReview,
  now: Date,
): Promise<ReviewRow | undefined> {
  const [inserted] = await db.batch([
    db
      .insert(reviews)
      .values({ ...review, createdAt: now.toISOString() })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning(),
    db
      .update(products)
      .set({
        rating: sql`coalesce((select round(avg(${reviews.rating}), 1) from ${reviews} where ${reviews.productId} = ${review.productId}), 0)`,
        reviewCount: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${review.productId})`,
      })
      .where(eq(products.id, review.productId)),
  ])
  return inserted[0]
}
