// Refunds as records (worker/services/payments/refunds.ts), through FIB's fake: a refund the
// provider cannot take now is tried again by the payments cron, further apart each time, and is
// done only when FIB's status says REFUNDED; a refusal (FIB's refund window is 7 days, our returns
// 30) is left to the owner at once, the admin chats told once, and the owner marks it made in the
// dashboard; a refund whose record was lost is requested again by the cron.
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { ADMIN_CHAT, telegram } from './bot/fake-telegram'
import { fibShop } from './fib-shop'
import { makeProduct, makeUser, orderBody, refusal, type TestUser } from './helpers'

const { fib, call, sweep, fibRef } = fibShop()

/** A FIB order, paid, then cancelled by the shop in the dashboard. */
async function cancelledPaidOrder(admin: TestUser) {
  const customer = await makeUser()
  const product = await makeProduct({ stock: 10, price: 25000 })
  const placed = await call('POST', '/orders', {
    cookie: customer.cookie,
    body: orderBody([{ id: product.id, quantity: 1 }], 'fib'),
  })
  expect(placed.status).toBe(201)
  const order = placed.body.data as { id: string; totals: { total: number } }
  const ref = fibRef(order.id)
  await fib.pay(ref)
  const cancelled = await call('PUT', `/orders/${order.id}`, {
    cookie: admin.cookie,
    body: { status: 'cancelled' },
  })
  expect(cancelled.status).toBe(200)
  return { order, ref }
}

const refundOf = async (orderId: string) =>
  env.DB.prepare(
    'SELECT id, state, attempts, next_attempt_at, detail, requested_via, requested_by FROM refunds WHERE order_id = ?',
  )
    .bind(orderId)
    .first<{
      id: string
      state: string
      attempts: number
      next_attempt_at: string | null
      detail: string
      requested_via: string
      requested_by: string
    }>()

const paymentState = async (orderId: string) =>
  (
    await env.DB.prepare('SELECT state FROM payments WHERE order_id = ?')
      .bind(orderId)
      .first<{ state: string }>()
  )?.state

const adminMessages = () =>
  telegram.calls
    .filter((c) => c.method === 'sendMessage' && c.params.chat_id === ADMIN_CHAT)
    .map((c) => String(c.params.text))

describe('a refund', () => {
  it('that fails twice is tried again later, further apart, and done once FIB confirms it', async () => {
    const admin = await makeUser('admin')
    fib.planRefunds('pending', { unavailable: 2 })
    const { order } = await cancelledPaidOrder(admin)
    const first = await refundOf(order.id)
    expect(first).toMatchObject({
      state: 'retrying',
      attempts: 1,
      requested_via: 'dashboard',
      requested_by: admin.email,
    })
    // Not before its time: five minutes after the first attempt.
    await sweep(2)
    expect(await refundOf(order.id)).toMatchObject({ state: 'retrying', attempts: 1 })
    await sweep(6)
    const second = await refundOf(order.id)
    expect(second).toMatchObject({ state: 'retrying', attempts: 2 })
    // Fifteen minutes after the second.
    const waited = Date.parse(second!.next_attempt_at!) - (Date.now() + 6 * 60_000)
    expect(Math.round(waited / 60_000)).toBe(15)
    await sweep(22)
    expect(await refundOf(order.id)).toMatchObject({ state: 'sent', attempts: 3 })
    // Taken, not yet done: the payment is still paid and the customer not told.
    expect(await paymentState(order.id)).toBe('paid')
    fib.completeRefunds()
    await sweep(40)
    expect(await refundOf(order.id)).toMatchObject({ state: 'done' })
    expect(await paymentState(order.id)).toBe('refunded')
    const mails = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE kind = 'order-refunded' AND ref = ?",
    )
      .bind(`order:${order.id}`)
      .first<{ n: number }>()
    expect(mails?.n).toBe(1)
  })

  it('FIB refuses after its refund window is left to the owner at once, told once, and marked made in the dashboard', async () => {
    const admin = await makeUser('admin')
    fib.planRefunds('refused')
    const { order } = await cancelledPaidOrder(admin)
    const refund = await refundOf(order.id)
    expect(refund).toMatchObject({ state: 'by_hand', attempts: 1 })
    expect(refund!.detail).toMatch(/^refused: /)
    expect(await paymentState(order.id)).toBe('refund_manual')
    await vi.waitFor(
      () =>
        expect(adminMessages().filter((text) => text.includes(order.id))).toContainEqual(
          expect.stringContaining('must be made by hand'),
        ),
      { timeout: 10_000 },
    )
    // The cron leaves it alone: no second attempt, no second warning.
    await sweep(60 * 24)
    expect(await refundOf(order.id)).toMatchObject({ state: 'by_hand', attempts: 1 })
    const warnings = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE kind = 'failure-warning' AND ref = ?",
    )
      .bind(`refund:${refund!.id}`)
      .first<{ n: number }>()
    expect(warnings?.n).toBe(2) // one per admin chat (1001, 1002)

    const listed = await call('GET', '/admin/refunds', { cookie: admin.cookie })
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({
        id: refund!.id,
        orderId: order.id,
        provider: 'fib',
        amount: order.totals.total,
        currency: 'IQD',
      }),
    )
    const customer = await makeUser()
    expect((await call('GET', '/admin/refunds', { cookie: customer.cookie })).status).toBe(403)
    const made = await call('POST', `/admin/refunds/${refund!.id}/made`, { cookie: admin.cookie })
    expect(made.body.data).toEqual({ id: refund!.id, state: 'made_by_hand' })
    expect(await paymentState(order.id)).toBe('refunded')
    const again = await call('POST', `/admin/refunds/${refund!.id}/made`, { cookie: admin.cookie })
    expect(again.status).toBe(409)
    expect(again.body).toEqual(refusal('REFUND_NOT_BY_HAND'))
    const listedAfter = await call('GET', '/admin/refunds', { cookie: admin.cookie })
    expect(listedAfter.body.data.map((r: { id: string }) => r.id)).not.toContain(refund!.id)
  })

  it('whose record was lost is requested again by the cron', async () => {
    const admin = await makeUser('admin')
    fib.planRefunds('pending', { unavailable: 1 })
    const { order } = await cancelledPaidOrder(admin)
    await env.DB.prepare('DELETE FROM refunds WHERE order_id = ?').bind(order.id).run()
    await sweep(1)
    expect(await refundOf(order.id)).toMatchObject({ state: 'sent', requested_via: 'cron' })
  })
})
