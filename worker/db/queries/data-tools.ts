// Whole-table reads, counts and wipes for the data tools (backup, restore, cleanup, statistics).
import { count, ne } from 'drizzle-orm'
import type { Db } from '../client'
import { orders, pageViews, products, reviews, users, visitorSessions } from '../schema'

export type ReviewRow = typeof reviews.$inferSelect

export async function listAllReviews(db: Db): Promise<ReviewRow[]> {
  return db.select().from(reviews).orderBy(reviews.id).all()
}

export async function recordCounts(db: Db) {
  const n = async (query: Promise<{ n: number } | undefined>) => (await query)?.n ?? 0
  const [productCount, userCount, orderCount, reviewCount, sessionCount, viewCount] =
    await Promise.all([
      n(db.select({ n: count() }).from(products).get()),
      n(db.select({ n: count() }).from(users).get()),
      n(db.select({ n: count() }).from(orders).get()),
      n(db.select({ n: count() }).from(reviews).get()),
      n(db.select({ n: count() }).from(visitorSessions).get()),
      n(db.select({ n: count() }).from(pageViews).get()),
    ])
  return {
    products: productCount,
    users: userCount,
    orders: orderCount,
    reviews: reviewCount,
    visitorSessions: sessionCount,
    pageViews: viewCount,
  }
}

/** Reviews go with their products (foreign key cascade). */
export const deleteAllProducts = (db: Db) => db.delete(products).returning({ id: products.id })
/** Items go with their orders (foreign key cascade). */
export const deleteAllOrders = (db: Db) => db.delete(orders).returning({ id: orders.id })
export const deleteCustomers = (db: Db) =>
  db.delete(users).where(ne(users.role, 'admin')).returning({ id: users.id })

/** Everything but admin accounts, in one atomic batch. */
export async function clearEverything(db: Db): Promise<void> {
  await db.batch([
    db.delete(visitorSessions),
    db.delete(orders),
    db.delete(products),
    db.delete(users).where(ne(users.role, 'admin')),
    db.delete(reviews),
  ])
}
