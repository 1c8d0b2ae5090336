// Tracking links: the token never reaches the page analytics, the page is never indexed, the
// detailed view ends weeks after delivery or cancellation, and My Orders makes a new link.
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
    ])
  })
})

describe('the tracking page', () => {
  it('is marked noindex', async () => {
    const answer = await api('GET', '/track/AbCdEfGhIjKlMnOpQrStUv')
    expect(answer.status).toBe(404)
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
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
