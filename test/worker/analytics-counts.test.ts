// The view counts the summary's top lists read are kept by triggers on page_views: they follow
// every recorded view and every pruned session (its views go by cascade), and match a count of
// the views themselves.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import * as analytics from '../../worker/db/queries/analytics'
import { productIdOfPage } from '../../worker/domain/visitor-session'
import { db, makeProduct, unique } from './helpers'

async function session(startedAt: Date) {
  const id = `s${unique()}`
  await analytics.upsertSession(
    db(),
    {
      id,
      visitorId: `v${id}`,
      userId: null,
      userAgent: '',
      device: 'desktop',
      browser: 'Chrome',
      referrer: '',
      isReturningVisitor: false,
      startedAt: startedAt.toISOString(),
    },
    startedAt,
  )
  return id
}

/** What the counts must say: the views counted one by one. */
async function countedFromViews() {
  const pages = await env.DB.prepare(
    'SELECT page, count(*) AS views FROM page_views GROUP BY page ORDER BY views DESC, page',
  ).all<{ page: string; views: number }>()
  const products = await env.DB.prepare(
    `SELECT product_id AS productId, count(*) AS views FROM page_views
     WHERE product_id IS NOT NULL GROUP BY product_id ORDER BY views DESC, product_id`,
  ).all<{ productId: number; views: number }>()
  return { pages: pages.results, products: products.results }
}

async function fromCounts() {
  const pages = await analytics.topPages(db(), 1000)
  const products = await analytics.topViewedProducts(db(), 1000)
  return {
    pages,
    products: products.map(({ productId, views }) => ({ productId, views })),
  }
}

describe('the view counts', () => {
  it('follow recorded views and pruned sessions, and match the views counted one by one', async () => {
    const [helmet, chain] = [await makeProduct(), await makeProduct()]
    const now = Date.now()
    const older = await session(new Date(now - 60_000))
    const newer = await session(new Date(now))
    const views: [string, string][] = [
      [older, `/product/${helmet.id}`],
      [older, `/product/${helmet.id}`],
      [older, '/'],
      [older, `/product/${chain.id}`],
      [newer, `/product/${chain.id}`],
      [newer, '/'],
      [newer, '/cart'],
    ]
    for (const [id, page] of views)
      await analytics.recordPageView(db(), id, page, productIdOfPage(page), new Date())

    const before = await fromCounts()
    expect(before).toEqual(await countedFromViews())
    expect(before.pages[0]).toEqual({ page: '/', views: 2 })
    expect(before.products).toEqual([
      { productId: helmet.id, views: 2 },
      { productId: chain.id, views: 2 },
    ])

    // Keep the newer session only: the older one's views are taken back out of the counts.
    await analytics.pruneSessions(db(), 1)
    const after = await fromCounts()
    expect(after).toEqual(await countedFromViews())
    expect(after.products).toEqual([{ productId: chain.id, views: 1 }])
    expect(after.pages.map((p) => p.page).sort()).toEqual(['/', '/cart', `/product/${chain.id}`])

    await analytics.pruneSessions(db(), 0)
    expect(await fromCounts()).toEqual({ pages: [], products: [] })
  })
})
