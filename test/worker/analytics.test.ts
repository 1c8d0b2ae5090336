// Visitor analytics through the API: the tracker's calls, their validation, the 1000-session
// history, the admin's statistics for a known set of visits and the home card's highlights.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { SESSION_HISTORY_CAP } from '../../worker/db/queries/analytics'
import { stopShopClock } from './clock'
import { api, makeProduct, makeUser, unique, refusal } from './helpers'

const CHROME_DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const newId = () => `s${unique()}${'x'.repeat(8)}`

async function start(
  id: string,
  options: { ua?: string; visitorId?: string; cookie?: string } = {},
) {
  return api('POST', '/analytics/sessions', {
    body: { id, visitorId: options.visitorId ?? `v-${id}`, referrer: 'https://www.google.com/' },
    headers: { 'User-Agent': options.ua ?? CHROME_DESKTOP },
    cookie: options.cookie,
  })
}

const view = (sessionId: string, page: string) =>
  api('POST', `/analytics/sessions/${sessionId}/views`, { body: { page } })

/** Puts a session straight into D1 with the given times, for statistics with known answers. */
async function storedSession(s: {
  id: string
  visitorId: string
  device: string
  browser: string
  pageViews: number
  startedAt: string
  minutes: number
}) {
  const end = new Date(Date.parse(s.startedAt) + s.minutes * 60_000).toISOString()
  await env.DB.prepare(
    `INSERT INTO visitor_sessions (id, visitor_id, device, browser, page_views, started_at, last_activity_at, ended_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(s.id, s.visitorId, s.device, s.browser, s.pageViews, s.startedAt, end, end)
    .run()
}

async function storedView(sessionId: string, page: string, productId: number | null = null) {
  await env.DB.prepare(
    'INSERT INTO page_views (session_id, page, product_id, created_at) VALUES (?, ?, ?, ?)',
  )
    .bind(sessionId, page, productId, new Date().toISOString())
    .run()
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM visitor_sessions').run()
})

describe('recording visits', () => {
  it('starts a session with the device and browser read from the user agent', async () => {
    const admin = await makeUser('admin')
    const id = newId()
    const result = await start(id, { ua: SAFARI_IPHONE, cookie: admin.cookie })
    expect(result.status).toBe(201)
    const row = await env.DB.prepare('SELECT * FROM visitor_sessions WHERE id = ?')
      .bind(id)
      .first<any>()
    expect(row).toMatchObject({
      device: 'mobile',
      browser: 'Safari',
      referrer: 'https://www.google.com/',
      user_id: admin.id,
    })
  })

  it('counts page views, links product pages to their product and keeps the session going', async () => {
    const product = await makeProduct()
    const id = newId()
    await start(id)
    expect((await view(id, '/')).status).toBe(201)
    expect((await view(id, `/product/${product.id}`)).status).toBe(201)
    const session = await env.DB.prepare(
      'SELECT page_views, ended_at FROM visitor_sessions WHERE id = ?',
    )
      .bind(id)
      .first<any>()
    expect(session).toEqual({ page_views: 2, ended_at: null })
    const views = await env.DB.prepare(
      'SELECT page, product_id FROM page_views WHERE session_id = ? ORDER BY id',
    )
      .bind(id)
      .all()
    expect(views.results).toEqual([
      { page: '/', product_id: null },
      { page: `/product/${product.id}`, product_id: product.id },
    ])
  })

  it("gives an admin one session with its page views in order, for the dashboard's current session", async () => {
    const admin = await makeUser('admin')
    const id = newId()
    await start(id, { ua: SAFARI_IPHONE })
    await view(id, '/')
    await view(id, '/fitment-guide')
    const result = await api('GET', `/analytics/sessions/${id}`, { cookie: admin.cookie })
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({
      id,
      device: 'mobile',
      browser: 'Safari',
      endedAt: null,
    })
    expect(result.body.data.pageViews.map((v: { page: string }) => v.page)).toEqual([
      '/',
      '/fitment-guide',
    ])
    const missing = await api('GET', `/analytics/sessions/${newId()}`, { cookie: admin.cookie })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual(refusal('SESSION_NOT_FOUND'))
  })

  it('ends a session on request (the unload beacon) and resumes it when the same id starts again', async () => {
    const id = newId()
    await start(id)
    expect((await api('POST', `/analytics/sessions/${id}/end`)).status).toBe(200)
    const ended = await env.DB.prepare('SELECT ended_at FROM visitor_sessions WHERE id = ?')
      .bind(id)
      .first<any>()
    expect(ended.ended_at).toEqual(expect.any(String))
    await start(id)
    const resumed = await env.DB.prepare(
      'SELECT ended_at, count(*) AS n FROM visitor_sessions WHERE id = ?',
    )
      .bind(id)
      .first<any>()
    expect(resumed).toEqual({ ended_at: null, n: 1 })
  })

  it('answers 404 for a page view of an unknown session and stores nothing', async () => {
    const result = await view(newId(), '/')
    expect(result.status).toBe(404)
    expect(result.body).toEqual(refusal('SESSION_NOT_FOUND'))
    expect((await env.DB.prepare('SELECT count(*) AS n FROM page_views').first<any>()).n).toBe(0)
  })

  it.each([
    [
      'a malformed session id',
      { id: 'bad id!', visitorId: 'visitor-12345678' },
      'Invalid session id',
    ],
    ['a missing visitor id', { id: 'session-12345678' }, 'Invalid session id'],
    [
      'an overlong referrer',
      { id: 'session-12345678', visitorId: 'visitor-12345678', referrer: 'x'.repeat(501) },
      undefined,
    ],
    [
      'unknown fields',
      { id: 'session-12345678', visitorId: 'visitor-12345678', admin: true },
      undefined,
    ],
  ])('rejects a session start with %s', async (_name, body, message) => {
    const result = await api('POST', '/analytics/sessions', { body })
    expect(result.status).toBe(400)
    expect(result.body.success).toBe(false)
    if (message) expect(result.body.error).toBe(message)
  })

  it.each([
    ['an empty page', { page: '' }, 'Page is required'],
    ['a full URL instead of a path', { page: 'https://evil.test/' }, 'Page must be a path'],
    ['an overlong page', { page: `/${'a'.repeat(200)}` }, undefined],
  ])('rejects a page view with %s', async (_name, body, message) => {
    const id = newId()
    await start(id)
    const result = await api('POST', `/analytics/sessions/${id}/views`, { body })
    expect(result.status).toBe(400)
    if (message) expect(result.body.error).toBe(message)
  })

  it('keeps only the newest 1000 sessions, dropping the oldest with their page views', async () => {
    const old = new Date('2026-01-01T00:00:00Z').getTime()
    const statements = Array.from({ length: SESSION_HISTORY_CAP }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO visitor_sessions (id, visitor_id, device, browser, started_at, last_activity_at) VALUES (?, 'v', 'desktop', 'Chrome', ?, ?)`,
      ).bind(
        `old-${String(i).padStart(5, '0')}`,
        new Date(old + i * 1000).toISOString(),
        new Date(old + i * 1000).toISOString(),
      ),
    )
    await env.DB.batch(statements)
    await storedView('old-00000', '/')
    await start(newId())
    const count = await env.DB.prepare('SELECT count(*) AS n FROM visitor_sessions').first<any>()
    expect(count.n).toBe(SESSION_HISTORY_CAP)
    expect(
      await env.DB.prepare("SELECT id FROM visitor_sessions WHERE id = 'old-00000'").first(),
    ).toBeNull()
    expect(
      await env.DB.prepare("SELECT id FROM visitor_sessions WHERE id = 'old-00001'").first(),
    ).not.toBeNull()
    expect(
      (
        await env.DB.prepare(
          "SELECT count(*) AS n FROM page_views WHERE session_id = 'old-00000'",
        ).first<any>()
      ).n,
    ).toBe(0)
  })
})

describe('visitor statistics', () => {
  it('adds up a known set of sessions and page views', async () => {
    const admin = await makeUser('admin')
    const helmet = await makeProduct({ name: 'Stats Helmet', nameAr: 'خوذة الإحصاءات' })
    const pads = await makeProduct({ name: 'Stats Pads' })
    // The shop's clock at 23:00 Baghdad time (20:00 UTC) of today's UTC date, so that the times
    // below fall on the shop's today and yesterday whatever the hour the test runs at (after
    // 21:00 UTC, the real clock's Baghdad day is already tomorrow's).
    const real = new Date()
    const today = new Date(
      Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate(), 20),
    )
    stopShopClock(today)
    // 10:15 and 22:40 Baghdad time (UTC+3) today, and 10:05 Baghdad time yesterday.
    const at = (daysAgo: number, utcHour: number, minute: number) => {
      const d = new Date(
        Date.UTC(
          today.getUTCFullYear(),
          today.getUTCMonth(),
          today.getUTCDate() - daysAgo,
          utcHour,
          minute,
        ),
      )
      return d.toISOString()
    }
    await storedSession({
      id: 'stat-a',
      visitorId: 'v1',
      device: 'desktop',
      browser: 'Chrome',
      pageViews: 3,
      startedAt: at(0, 7, 15),
      minutes: 6,
    })
    await storedSession({
      id: 'stat-b',
      visitorId: 'v1',
      device: 'mobile',
      browser: 'Safari',
      pageViews: 1,
      startedAt: at(1, 7, 5),
      minutes: 0,
    })
    await storedSession({
      id: 'stat-c',
      visitorId: 'v2',
      device: 'mobile',
      browser: 'Chrome',
      pageViews: 2,
      startedAt: at(0, 19, 40),
      minutes: 3,
    })
    await storedSession({
      id: 'stat-d',
      visitorId: 'v3',
      device: 'tablet',
      browser: 'Firefox',
      pageViews: 0,
      startedAt: at(0, 7, 50),
      minutes: 1,
    })
    for (const [session, page, product] of [
      ['stat-a', '/', null],
      ['stat-a', `/product/${helmet.id}`, helmet.id],
      ['stat-a', `/product/${pads.id}`, pads.id],
      ['stat-b', '/', null],
      ['stat-c', `/product/${helmet.id}`, helmet.id],
      ['stat-c', '/checkout', null],
    ] as const)
      await storedView(session, page, product)

    const result = await api('GET', '/analytics/summary', { cookie: admin.cookie })
    expect(result.status).toBe(200)
    const s = result.body.data
    expect(s).toMatchObject({
      totalVisitors: 4,
      uniqueVisitors: 3,
      pageViews: 6,
      averageSessionDuration: 2.5, // (6 + 0 + 3 + 1) / 4
      bounceRate: 50, // b (1 view) and d (0 views) of 4
    })
    expect(s.topPages).toEqual([
      { page: '/', views: 2 },
      { page: `/product/${helmet.id}`, views: 2 },
      { page: '/checkout', views: 1 },
      { page: `/product/${pads.id}`, views: 1 },
    ])
    expect(s.topProducts).toEqual([
      // With the Arabic name the Arabic dashboard shows (none for the pads: the English is shown).
      {
        productId: helmet.id,
        productName: 'Stats Helmet',
        productNameAr: 'خوذة الإحصاءات',
        views: 2,
      },
      { productId: pads.id, productName: 'Stats Pads', productNameAr: expect.anything(), views: 1 },
    ])
    expect(s.deviceBreakdown).toEqual([
      { name: 'mobile', count: 2, percentage: 50 },
      { name: 'desktop', count: 1, percentage: 25 },
      { name: 'tablet', count: 1, percentage: 25 },
    ])
    expect(s.browserBreakdown[0]).toEqual({ name: 'Chrome', count: 2, percentage: 50 })
    expect(s.visitorsByHour).toHaveLength(24)
    expect(s.visitorsByHour[10]).toBe(3)
    expect(s.visitorsByHour[22]).toBe(1)
    expect(s.visitorsByDay).toHaveLength(30)
    expect(s.visitorsByDay.at(-1).visitors + s.visitorsByDay.at(-2).visitors).toBe(4)
    expect(s.recentSessions[0].id).toBe('stat-c')
  })

  it('serves the home card the three most viewed products and the average visit, to anyone', async () => {
    const products = await Promise.all(
      [1, 2, 3, 4].map((n) => makeProduct({ name: `Card ${n}`, nameAr: `بطاقة ${n}` })),
    )
    await storedSession({
      id: 'card-a',
      visitorId: 'v',
      device: 'desktop',
      browser: 'Chrome',
      pageViews: 9,
      startedAt: new Date().toISOString(),
      minutes: 4,
    })
    await storedSession({
      id: 'card-b',
      visitorId: 'v',
      device: 'desktop',
      browser: 'Chrome',
      pageViews: 1,
      startedAt: new Date().toISOString(),
      minutes: 1,
    })
    const views = [4, 1, 3, 2]
    for (const [i, n] of views.entries())
      for (let k = 0; k < n; k++)
        await storedView('card-a', `/product/${products[i]!.id}`, products[i]!.id)
    const result = await api('GET', '/analytics/highlights')
    expect(result.status).toBe(200)
    expect(result.body.data.averageSessionMinutes).toBe(2.5)
    expect(
      result.body.data.topProducts.map((p: any) => [p.productName, p.productNameAr, p.views]),
    ).toEqual([
      ['Card 1', 'بطاقة 1', 4],
      ['Card 3', 'بطاقة 3', 3],
      ['Card 4', 'بطاقة 4', 2],
    ])
  })

  it('shows zeros, not errors, before anyone has visited', async () => {
    const admin = await makeUser('admin')
    const summary = (await api('GET', '/analytics/summary', { cookie: admin.cookie })).body.data
    expect(summary).toMatchObject({
      totalVisitors: 0,
      pageViews: 0,
      averageSessionDuration: 0,
      bounceRate: 0,
      topPages: [],
    })
    expect((await api('GET', '/analytics/highlights')).body.data).toEqual({
      topProducts: [],
      averageSessionMinutes: 0,
    })
  })
})
