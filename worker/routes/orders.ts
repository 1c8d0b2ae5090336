// Orders: customers place and read their own; admins read all, change statuses and delete (a
// cancelled or unshipped deleted order's units go back to stock; a cancelled order stays so).
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { languageFromHeader } from '../domain/language'
import type { EventSource } from '../domain/order-events'
import { adminRefusalOf, ORDER_STATUS_RULES } from '../domain/order-status'
import { deleteOrders } from '../db/queries/order-deletion'
import {
  findOrder,
  listOrderEvents,
  readOrder,
  listOrdersPage,
  listRecentOrders,
  listUserOrders,
} from '../db/queries/order-reads'
import { eventToApi } from '../db/codecs/order'
import type { AppEnv } from '../env'
import { AppError, conflict, notFound } from '../lib/errors'
import { failedItem, ok, okPage } from '../lib/respond'
import { assertSelfOrAdmin, currentUser, requireAdmin, requireUser } from '../middleware/session'
import { validate } from '../middleware/validate'
import {
  bulkDeleteSchema,
  bulkStatusSchema,
  orderActionSchema,
  orderCreateSchema,
  orderStatusSchema,
  recentOrdersQuerySchema,
} from '../schemas/order'
import { orderStats } from '../services/order-stats'
import { orderPlacedNotices } from '../services/deliveries/notices'
import { startPayment } from '../services/payments/payments'
import { methodConfigured } from '../services/payments/registry'
import { paymentView } from './payments'
import { paidPaymentsOf, paymentEventsOf, paymentsOf } from '../db/queries/payments'
import { refundsOf } from '../db/queries/refunds'
import { adminMove, applyOrderAction } from '../services/order-actions'
import { placeOrder } from '../services/place-order'
import { E } from '../schemas/error-codes'
import { orderListQuerySchema } from '../schemas/admin-list'

const orderParam = z.object({ id: z.string().min(1).max(64) })
const userParam = z.object({ userId: z.coerce.number({ error: E.INVALID_ID }).int().positive() })
const idempotencyHeader = z.object({
  'idempotency-key': z.string().trim().min(8).max(100).optional(),
})

/** A change made in the dashboard, by the signed-in admin. */
const fromDashboard = (c: Context<AppEnv>): EventSource => ({
  channel: 'dashboard',
  actor: currentUser(c).email,
})

export const orderRoutes = new Hono<AppEnv>()
  .post(
    '/',
    requireUser,
    validate('header', idempotencyHeader),
    validate('json', orderCreateSchema),
    async (c) => {
      const { order, created } = await placeOrder(c.var.db, {
        userId: currentUser(c).id,
        order: c.req.valid('json'),
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        now: c.var.now(),
        language: languageFromHeader(c.req.header('Accept-Language')),
        verifiedPhone: currentUser(c).phoneVerified ? currentUser(c).phone : null,
        canTakeMoney: (method, settings) => methodConfigured(c.var.config, settings, method),
        // Written with the order; forwarded to the queue after the response (forwardOutbox). An
        // online order is announced once paid (services/payments), cash on delivery now.
        notices: (placed, settings) => orderPlacedNotices(c.var.config, settings, placed),
      })
      // An online order opens its payment at the provider; a provider that does not answer
      // leaves the order waiting, and the payment page offers to try again.
      let payment = null
      if (ORDER_STATUS_RULES[order.status].awaitsPayment) {
        payment = await startPayment(c.var, order, c.var.now()).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE')
            return null
          throw error
        })
      }
      return c.json(ok({ ...order, payment: payment && paymentView(payment) }), created ? 201 : 200)
    },
  )
  .get('/', requireAdmin, validate('query', recentOrdersQuerySchema), async (c) => {
    return c.json(ok(await listRecentOrders(c.var.db, c.req.valid('query').limit)))
  })
  .get('/all', requireAdmin, validate('query', orderListQuerySchema), async (c) => {
    const page = await listOrdersPage(c.var.db, c.req.valid('query'))
    return c.json(okPage(page.rows, page))
  })
  .get('/stats', requireAdmin, async (c) => c.json(ok(await orderStats(c.var.db, c.var.now()))))
  .get('/:userId', requireUser, validate('param', userParam), async (c) => {
    const { userId } = c.req.valid('param')
    assertSelfOrAdmin(c, userId)
    return c.json(ok(await listUserOrders(c.var.db, userId)))
  })
  .put(
    '/:id',
    requireAdmin,
    validate('param', orderParam),
    validate('json', orderStatusSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const { status } = c.req.valid('json')
      const { changes, refused, unchanged } = await adminMove(
        c.var,
        [id],
        status,
        fromDashboard(c),
        c.var.now(),
      )
      const [refusal] = refused
      if (refusal) throw conflict(adminRefusalOf(refusal.from))
      if (changes.length + unchanged.length === 0) throw notFound('ORDER_NOT_FOUND')
      return c.json(ok(await readOrder(c.var.db, id)))
    },
  )
  .patch('/', requireAdmin, validate('json', bulkStatusSchema), async (c) => {
    const { orderIds, status } = c.req.valid('json')
    const { changes, refused, unchanged } = await adminMove(
      c.var,
      orderIds,
      status,
      fromDashboard(c),
      c.var.now(),
    )
    const updated = [...changes.map((change) => change.id), ...unchanged]
    const found = [...updated, ...refused.map((r) => r.id)]
    const missing = orderIds.filter((id) => !found.includes(id))
    return c.json(
      ok({
        updatedCount: updated.length,
        errors: [
          ...refused.map((r) => failedItem(r.id, adminRefusalOf(r.from))),
          ...missing.map((id) => failedItem(id, 'ORDER_NOT_FOUND')),
        ],
      }),
    )
  })
  // The payment panel: the order's payments (method, provider's reference, amount, state) and
  // every payment event, oldest first.
  .get('/:id/payments', requireAdmin, validate('param', orderParam), async (c) => {
    const { id } = c.req.valid('param')
    if (!(await findOrder(c.var.db, id))) throw notFound('ORDER_NOT_FOUND')
    const [payments, events, refunds] = await Promise.all([
      paymentsOf(c.var.db, id),
      paymentEventsOf(c.var.db, id),
      refundsOf(c.var.db, id),
    ])
    return c.json(
      ok({
        payments: payments.map((p) => ({ ...paymentView(p), providerRef: p.providerRef })),
        events: events.map((e) => ({
          paymentId: e.paymentId,
          kind: e.kind,
          detail: e.detail,
          at: e.createdAt,
        })),
        refunds: refunds.map((r) => ({
          id: r.id,
          paymentId: r.paymentId,
          state: r.state,
          amount: r.amount,
          currency: r.currency,
          detail: r.detail,
          at: r.updatedAt,
        })),
      }),
    )
  })
  .get('/:id/events', requireAdmin, validate('param', orderParam), async (c) => {
    const { id } = c.req.valid('param')
    if (!(await findOrder(c.var.db, id))) throw notFound('ORDER_NOT_FOUND')
    return c.json(ok((await listOrderEvents(c.var.db, id)).map(eventToApi)))
  })
  // The confirmation loop's buttons (the same as the Telegram bot's): confirm, cancel, no answer.
  .post(
    '/:id/actions',
    requireAdmin,
    validate('param', orderParam),
    validate('json', orderActionSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const { action } = c.req.valid('json')
      // The e-mails and the admin chats' rewritten messages are written with the change.
      const outcome = await applyOrderAction(c.var, id, action, fromDashboard(c), c.var.now())
      if (outcome.kind === 'not-found') throw notFound('ORDER_NOT_FOUND')
      if (outcome.kind === 'not-pending') throw conflict('ORDER_NOT_PENDING')
      return c.json(ok(await readOrder(c.var.db, id)))
    },
  )
  .delete('/:id', requireAdmin, validate('param', orderParam), async (c) => {
    const { id } = c.req.valid('param')
    // A paid order's money would be lost with it: it is cancelled (and so refunded) first.
    if ((await paidPaymentsOf(c.var.db, [id])).length > 0) throw conflict('ORDER_PAID_NOT_REFUNDED')
    const [deleted] = await deleteOrders(c.var.db, [id], c.var.now())
    if (!deleted) throw notFound('ORDER_NOT_FOUND')
    return c.json(ok({ id }))
  })
  .delete('/', requireAdmin, validate('json', bulkDeleteSchema), async (c) => {
    const { orderIds } = c.req.valid('json')
    const paid = new Set((await paidPaymentsOf(c.var.db, orderIds)).map((p) => p.orderId))
    const deletable = orderIds.filter((id) => !paid.has(id))
    const deleted = await deleteOrders(c.var.db, deletable, c.var.now())
    const missing = deletable.filter((id) => !deleted.includes(id))
    return c.json(
      ok({
        deletedCount: deleted.length,
        errors: [
          ...[...paid].map((id) => failedItem(id, 'ORDER_PAID_NOT_REFUNDED')),
          ...missing.map((id) => failedItem(id, 'ORDER_NOT_FOUND')),
        ],
      }),
    )
  })
