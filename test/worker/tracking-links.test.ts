// Tracking links: the token never reaches the page analytics, the page (and the payment page that
// opens with the same token) is never indexed, the detailed view ends weeks after delivery or
// cancellation, and My Orders makes a new link.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { TRACKING_DETAIL_DAYS } from '../../worker/domain/tracking-link'
import { api, makeProduct, makeUser, orderOf, refusal, unique } from './helpers'

const DAY_MS = 24 * 60 * 60 * 1000

describe('page analytics', () => {
  it('records /track/:token, never the token, and drops queries', async () => {
    const id = `s${unique()}xxxxxxxx`
    await api('POST', '/analytics/sessions', { body: { id, visitorId: `v-${id}` } })
    for (const page of [
      '/track/AbCdEfGhIjKlMnOpQrStUv',
      '/track/AbCdEfGhIjKlMnOpQrStUv?confirm=0123456789abcdef0123456789abcdef',
      '/reset-password?token=secret-reset-token',
      '/pay/AbCdEfGhIjKlMnOpQrStUv',
    ])
      expect(
        (await api('POST', `/analytics/sessions/${id}/views`, { body: { page } })).status,
      ).toBe(201)
    const { results } = await env.DB.prepare(
      'SELECT page FROM page_views WHERE session_id = ? ORDER BY id',
    )
      .bind(id)
      .all<{ page: string }>()
    expect(results.map((r) => r.page)).toEqual([
      '/track/:token',
      '/track/:token',
      '/reset-password',
      '/pay/:token',
    ])
  })
})

describe('migration 0031', () => {
  it('takes the token out of the payment pages recorded before, and their counts follow', async () => {
    const id = `s${unique()}yyyyyyyy`
    await api('POST', '/analytics/sessions', { body: { id, visitorId: `v-${id}` } })
    // As the shop recorded them before: whole.
    for (const page of ['/pay/TokenOne', '/pay/TokenTwo', '/pay/TokenTwo', '/products'])
      await env.DB.prepare(
        "INSERT INTO page_views (session_id, page, created_at) VALUES (?, ?, '2026-11-01T00:00:00Z')",
      )
        .bind(id, page)
        .run()
    const migration = env.TEST_MIGRATIONS.find((m) => m.name === '0031_trust_third_pass.sql')!
    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)))
    const pages = await env.DB.prepare(
      'SELECT page FROM page_views WHERE session_id = ? ORDER BY id',
    )
      .bind(id)
      .all<{ page: string }>()
    expect(pages.results.map((r) => r.page)).toEqual([
      '/pay/:token',
      '/pay/:token',
      '/pay/:token',
      '/products',
    ])
    const counts = await env.DB.prepare(
      "SELECT page, views FROM page_view_counts WHERE page LIKE '/pay/%' ORDER BY page",
    ).all<{ page: string; views: number }>()
    // The three, and any recorded as /pay/:token by the tests before.
    const views = await env.DB.prepare(
      "SELECT count(*) AS n FROM page_views WHERE page = '/pay/:token'",
    ).first<number>('n')
    expect(views).toBeGreaterThanOrEqual(3)
    expect(counts.results).toEqual([{ page: '/pay/:token', views }])
  })
})

describe('the tracking page', () => {
  it('is marked noindex', async () => {
    const answer = await api('GET', '/track/AbCdEfGhIjKlMnOpQrStUv')
    expect(answer.status).toBe(404)
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
  })

  it('and the payment page it opens are marked noindex, the page and its API answer', async () => {
    // The pages themselves are the web build's files, with web/public/_headers' headers.
    for (const page of ['/track/AbCdEfGhIjKlMnOpQrStUv', '/pay/AbCdEfGhIjKlMnOpQrStUv']) {
      const answer = await env.ASSETS.fetch(`http://shop.test${page}`, {
        headers: { 'Sec-Fetch-Mode': 'navigate' },
      })
      expect(answer.status, page).toBe(200)
      expect(answer.headers.get('X-Robots-Tag'), page).toBe('noindex, nofollow')
    }
    const payment = await api('GET', '/track/AbCdEfGhIjKlMnOpQrStUv/payment')
    expect(payment.status).toBe(404)
    expect(payment.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
  })

  it(`ends the detailed view ${TRACKING_DETAIL_DAYS} days after delivery, and a new link from My Orders shows it again`, async () => {
    const customer = await makeUser()
    const stranger = await makeUser()
    const product = await makeProduct()
    const order = await orderOf(customer, [{ id: product.id, quantity: 1 }], 'card')
    const long = new Date(Date.now() - (TRACKING_DETAIL_DAYS + 1) * DAY_MS).toISOString()
    await env.DB.prepare("UPDATE orders SET status = 'delivered' WHERE id = ?").bind(order.id).run()
    await env.DB.prepare(
      "INSERT INTO order_events (order_id, kind, status, channel, actor, created_at) VALUES (?, 'status', 'delivered', 'dashboard', '', ?)",
    )
      .bind(order.id, long)
      .run()
    const expired = await api('GET', `/track/${order.trackingToken}`)
    expect(expired.status).toBe(410)
    expect(expired.body).toEqual(refusal('TRACKING_EXPIRED'))
    expect(expired.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')

    // Only the order's customer may make a new link.
    const refused = await api('POST', '/track/renew', {
      cookie: stranger.cookie,
      body: { orderId: order.id },
    })
    expect(refused.status).toBe(404)
    const renewed = await api('POST', '/track/renew', {
      cookie: customer.cookie,
      body: { orderId: order.id },
    })
    expect(renewed.status).toBe(200)
    const token = renewed.body.data.trackingToken as string
    expect(token).not.toBe(order.trackingToken)
    expect((await api('GET', `/track/${token}`)).status).toBe(200)
    expect((await api('GET', `/track/${order.trackingToken}`)).status).toBe(404)
  })

  it('keeps showing a delivered order within the weeks after delivery', async () => {
    const customer = await makeUser()
    const order = await orderOf(customer, [{ id: (await makeProduct()).id, quantity: 1 }], 'card')
    const recent = new Date(Date.now() - 3 * DAY_MS).toISOString()
    await env.DB.prepare("UPDATE orders SET status = 'delivered' WHERE id = ?").bind(order.id).run()
    await env.DB.prepare(
      "INSERT INTO order_events (order_id, kind, status, channel, actor, created_at) VALUES (?, 'status', 'delivered', 'dashboard', '', ?)",
    )
      .bind(order.id, recent)
      .run()
    expect((await api('GET', `/track/${order.trackingToken}`)).status).toBe(200)
  })
})
