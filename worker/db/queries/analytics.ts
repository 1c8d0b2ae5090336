// Visitor sessions and page views: recording, pruning to the newest 1000 sessions, and the
// aggregates the dashboard and the home card read.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { pageViewCounts, pageViews, productViewCounts, products, visitorSessions } from '../schema'

export const SESSION_HISTORY_CAP = 1000
/** A tab left open for days must not grow one session without bound. */
export const MAX_VIEWS_PER_SESSION = 500

export type VisitorSessionRow = typeof visitorSessions.$inferSelect
export type NewVisitorSession = Omit<VisitorSessionRow, 'pageViews' | 'endedAt' | 'lastActivityAt'>

/** Starts the session, or resumes it (a reload inside 30 minutes keeps the same id). */
export async function upsertSession(db: Db, session: NewVisitorSession, now: Date): Promise<void> {
  const stamp = now.toISOString()
  await db
    .insert(visitorSessions)
    .values({ ...session, lastActivityAt: stamp })
    .onConflictDoUpdate({
      target: visitorSessions.id,
      set: {
        endedAt: null,
        lastActivityAt: stamp,
        userId: sql`coalesce(${session.userId}, ${visitorSessions.userId})`,
      },
    })
}

/**
 * Keeps the newest sessions; their page views go with the dropped ones. The older ones are found by
 * walking the start-time index past the newest `keep`, so no run reads the whole table.
 */
export async function pruneSessions(db: Db, keep = SESSION_HISTORY_CAP): Promise<void> {
  const older = db
    .select({ id: visitorSessions.id })
    .from(visitorSessions)
    .orderBy(desc(visitorSessions.startedAt))
    .limit(Number.MAX_SAFE_INTEGER) // SQLite takes an OFFSET only after a LIMIT
    .offset(keep)
  await db.delete(visitorSessions).where(inArray(visitorSessions.id, older))
}

/** Returns false when the session is unknown or has reached its page-view cap. */
export async function recordPageView(
  db: Db,
  sessionId: string,
  page: string,
  productId: number | null,
  now: Date,
): Promise<boolean> {
  const stamp = now.toISOString()
  const touched = await db
    .update(visitorSessions)
    .set({ pageViews: sql`${visitorSessions.pageViews} + 1`, lastActivityAt: stamp, endedAt: null })
    .where(
      and(eq(visitorSessions.id, sessionId), lt(visitorSessions.pageViews, MAX_VIEWS_PER_SESSION)),
    )
    .returning({ id: visitorSessions.id })
  if (touched.length === 0) return false
  await db.insert(pageViews).values({ sessionId, page, productId, createdAt: stamp })
  return true
}

export async function endSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(visitorSessions)
    .set({ endedAt: now.toISOString(), lastActivityAt: now.toISOString() })
    .where(eq(visitorSessions.id, id))
}

export async function listSessionFacts(db: Db) {
  return db
    .select({
      id: visitorSessions.id,
      visitorId: visitorSessions.visitorId,
      device: visitorSessions.device,
      browser: visitorSessions.browser,
      pageViews: visitorSessions.pageViews,
      startedAt: visitorSessions.startedAt,
      lastActivityAt: visitorSessions.lastActivityAt,
      endedAt: visitorSessions.endedAt,
    })
    .from(visitorSessions)
    .orderBy(desc(visitorSessions.startedAt))
    .all()
}

/** One session with its page views in order, for the dashboard's current-session panel. */
export async function findSessionWithViews(db: Db, id: string) {
  const session = await db
    .select({
      id: visitorSessions.id,
      device: visitorSessions.device,
      browser: visitorSessions.browser,
      startedAt: visitorSessions.startedAt,
      lastActivityAt: visitorSessions.lastActivityAt,
      endedAt: visitorSessions.endedAt,
    })
    .from(visitorSessions)
    .where(eq(visitorSessions.id, id))
    .get()
  if (!session) return null
  const views = await db
    .select({ page: pageViews.page, at: pageViews.createdAt })
    .from(pageViews)
    .where(eq(pageViews.sessionId, id))
    .orderBy(pageViews.id)
    .all()
  return { ...session, pageViews: views }
}

/** The most viewed pages, off the counts the triggers keep (their index is in this order). */
export async function topPages(db: Db, limit: number) {
  return db
    .select({ page: pageViewCounts.page, views: pageViewCounts.views })
    .from(pageViewCounts)
    .orderBy(desc(pageViewCounts.views), pageViewCounts.page)
    .limit(limit)
    .all()
}

/** The most viewed products that still exist, with what the card needs to show them: the counts'
 * index in order, until `limit` of them are found in the catalogue. */
export async function topViewedProducts(db: Db, limit: number) {
  return db
    .select({
      productId: products.id,
      productName: products.name,
      productNameAr: products.nameAr,
      image: products.image,
      views: productViewCounts.views,
    })
    .from(productViewCounts)
    .innerJoin(products, eq(products.id, productViewCounts.productId))
    .orderBy(desc(productViewCounts.views), productViewCounts.productId)
    .limit(limit)
    .all()
}
