// Visitor analytics: recording what the storefront's tracker sends (device and browser read
// from the request's user agent), the admin's full statistics and the home card's highlights.
import { detectBrowser, detectDevice, productIdOfPage } from '../domain/visitor-session'
import { averageSessionMinutes, summarizeSessions } from '../domain/visitor-stats'
import type { Db } from '../db/client'
import {
  listSessionFacts,
  pruneSessions,
  recordPageView,
  topPages,
  topViewedProducts,
  upsertSession,
} from '../db/queries/analytics'
import { notFound } from '../lib/errors'
import type { SessionStart } from '../schemas/analytics'

export const TOP_LIST_SIZE = 10
export const HIGHLIGHT_PRODUCTS = 3
const RECENT_SESSIONS = 10

export async function startSession(
  db: Db,
  input: SessionStart & { userAgent: string; userId: number | null },
  now: Date,
): Promise<void> {
  const userAgent = input.userAgent.slice(0, 500)
  await upsertSession(
    db,
    {
      id: input.id,
      visitorId: input.visitorId,
      userId: input.userId,
      userAgent,
      device: detectDevice(userAgent),
      browser: detectBrowser(userAgent),
      referrer: input.referrer,
      isReturningVisitor: input.isReturningVisitor,
      startedAt: now.toISOString(),
    },
    now,
  )
  await pruneSessions(db)
}

export async function trackPageView(
  db: Db,
  sessionId: string,
  page: string,
  now: Date,
): Promise<void> {
  if (!(await recordPageView(db, sessionId, page, productIdOfPage(page), now)))
    throw notFound('SESSION_NOT_FOUND')
}

export async function visitorSummary(db: Db, now: Date) {
  const [sessions, pages, products] = await Promise.all([
    listSessionFacts(db),
    topPages(db, TOP_LIST_SIZE),
    topViewedProducts(db, TOP_LIST_SIZE),
  ])
  return {
    ...summarizeSessions(sessions, now),
    topPages: pages,
    // Named in both languages: the Arabic dashboard names them in Arabic.
    topProducts: products.map(({ productId, productName, productNameAr, views }) => ({
      productId,
      productName,
      productNameAr,
      views,
    })),
    recentSessions: sessions.slice(0, RECENT_SESSIONS),
  }
}

/** What the storefront's home card shows: the three most viewed products and the average visit. */
export async function storeHighlights(db: Db) {
  const [sessions, products] = await Promise.all([
    listSessionFacts(db),
    topViewedProducts(db, HIGHLIGHT_PRODUCTS),
  ])
  return { topProducts: products, averageSessionMinutes: averageSessionMinutes(sessions) }
}
