// A status added in a test build by its row in the status table and its label in English and
// Arabic, nothing else (./order-status.ts, ./en.json, ./ar.json; test/status-extension.ts builds
// the shop with them): every list the shop reads from the table offers it, an admin moves orders
// into it, one or in bulk, and on (its units held, back on the shelf once cancelled; its events;
// the customer's status e-mail), and the dashboard's lists, the statistics, the bot and the
// e-mails name it. Runs in the status-extension project only (a `.spec.ts`, which the worker
// project leaves out): there the shop is built with it.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { eventToApi } from '../../../worker/db/codecs/order'
import { findOrder, listOrderEvents } from '../../../worker/db/queries/order-reads'
import { trackingSteps } from '../../../worker/domain/order-events'
import { readConfig } from '../../../worker/env'
import { orderStatusEmail } from '../../../worker/services/email/notify'
import { statusUpdateEmail } from '../../../worker/services/email/templates'
import { orderStats } from '../../../worker/services/order-stats'
import { orderNotification } from '../../../worker/telegram/format'
import { statusLabel } from '../../../worker/telegram/i18n'
import { actionLines } from '../../../worker/telegram/order-buttons'
import { api, db, makeProduct, makeUser, orderOf, stockOf } from '../helpers'
import * as table from './order-status'

const { READY_FOR_PICKUP: READY, SHOP_TABLE } = table
const ENGLISH = 'Ready for pickup'
const ARABIC = 'جاهز للاستلام'

const outboxPayloads = async (kind: string, orderId: string) =>
  (
    await env.DB.prepare('SELECT payload FROM outbox WHERE kind = ? AND ref = ? ORDER BY id')
      .bind(kind, `order:${orderId}`)
      .all<{ payload: string }>()
  ).results.map((row) => JSON.parse(row.payload))

describe('a status added by its row in the status table and its two labels', () => {
  it('is in every list and rule the shop reads from the table', () => {
    // The whole shop reads this table: every list and rule is computed again from it.
    const rebuilt = table as unknown as Record<string, unknown>
    const shop = SHOP_TABLE as unknown as Record<string, unknown>
    for (const name of Object.keys(table.readStatusTable(table.ORDER_STATUS_RULES)))
      expect(rebuilt[name], name).not.toBe(shop[name])
    expect(table.ORDER_STATUSES).toContain(READY)
    expect(table.isOrderStatus(READY)).toBe(true)
    expect(table.ADMIN_TARGET_STATUSES).toContain(READY)
    expect(table.BULK_ORDER_STATUSES).toContain(READY)
    expect(table.HOLDING_STATUSES).toContain(READY)
    expect(table.WAITING_STATUSES).not.toContain(READY)
    expect(table.adminMayMove('confirmed', READY)).toBe(true)
    expect(table.adminMayMove('pending', READY)).toBe(false)
    expect(table.adminMayMove(READY, 'delivered')).toBe(true)
    expect(table.messagesOfMove('confirmed', READY)).toBe('status')
    expect(statusLabel('en', READY)).toBe(ENGLISH)
    expect(statusLabel('ar', READY)).toBe(ARABIC)
  })

  it('takes confirmed orders in, one or in bulk, holding their units, and moves them on', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ stock: 10 })
    const first = await orderOf(customer, [{ id: product.id, quantity: 2 }])
    const second = await orderOf(customer, [{ id: product.id, quantity: 3 }])
    expect([first.status, second.status]).toEqual(['confirmed', 'confirmed'])
    expect(await stockOf(product.id)).toBe(5)

    const moved = await api('PUT', `/orders/${first.id}`, {
      cookie: admin.cookie,
      body: { status: READY },
    })
    expect(moved.status).toBe(200)
    expect(moved.body.data.status).toBe(READY)
    const bulk = await api('PATCH', '/orders', {
      cookie: admin.cookie,
      body: { orderIds: [second.id], status: READY },
    })
    expect(bulk.body.data).toEqual({ updatedCount: 1, errors: [] })
    expect(await stockOf(product.id)).toBe(5)

    const events = await api('GET', `/orders/${first.id}/events`, { cookie: admin.cookie })
    expect(events.body.data.map((e: any) => [e.kind, e.status])).toEqual([
      ['placed', 'pending'],
      ['status', READY],
    ])
    expect(await outboxPayloads('order-status', first.id)).toEqual([
      { orderId: first.id, from: 'confirmed', to: READY },
    ])
    const listed = await api('GET', `/orders/all?status=${READY}`, { cookie: admin.cookie })
    expect(listed.body.data.map((o: any) => o.id).sort()).toEqual([first.id, second.id].sort())
    expect((await orderStats(db(), new Date())).statusBreakdown[READY]).toBe(2)

    // On: delivered keeps the units sold; cancelled puts them back on the shelf.
    const delivered = await api('PUT', `/orders/${first.id}`, {
      cookie: admin.cookie,
      body: { status: 'delivered' },
    })
    expect(delivered.body.data.status).toBe('delivered')
    const cancelled = await api('PUT', `/orders/${second.id}`, {
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    })
    expect(cancelled.body.data.status).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(8)
    expect(await outboxPayloads('order-status', second.id)).toEqual([
      { orderId: second.id, from: 'confirmed', to: READY },
      { orderId: second.id, from: READY, to: 'cancelled' },
    ])
  })

  it('is named in both languages by the status e-mail, the bot and the tracking steps', async () => {
    const admin = await makeUser('admin')
    const product = await makeProduct({ stock: 10 })
    const order = await orderOf(await makeUser(), [{ id: product.id, quantity: 1 }])
    await api('PUT', `/orders/${order.id}`, { cookie: admin.cookie, body: { status: READY } })
    const found = (await findOrder(db(), order.id))!
    expect(found.status).toBe(READY)

    const mail = await orderStatusEmail(readConfig(env), db(), order.id, 'confirmed', READY)
    expect(mail?.subject).toBe(`Your order #${order.id.slice(-6)} is now ${ENGLISH}`)
    const arabic = statusUpdateEmail(found, 'confirmed', 'ar', { name: 'Shop', siteUrl: '' })
    expect(arabic.subject).toContain(ARABIC)

    expect(orderNotification(found, 'en')).toContain(`*Status:* ${ENGLISH}`)
    expect(orderNotification(found, 'ar')).toContain(ARABIC)
    const history = actionLines((await listOrderEvents(db(), order.id)).map(eventToApi), 'ar')
    expect(history.at(-1)).toContain(ARABIC)

    const steps = trackingSteps(READY, found.createdAt, [])
    expect(steps.filter((s) => s.done).map((s) => s.id)).toEqual(['placed', 'confirmed'])
  })
})
