// Shipping orders with couriers (services/couriers/shipping.ts), under /api/orders beside the
// order routes: ship one order with a chosen courier, ship many with each one's governorate's
// courier, read an order's shipment with the courier's steps. And the couriers' status
// notifications (POST /api/couriers/:courier/notify): a notification the courier does not vouch
// for (services/couriers: its documented header) changes nothing.
import { Hono } from 'hono'
import * as z from 'zod'
import { COURIER_IDS } from '../domain/couriers'
import { findOrder, readOrder } from '../db/queries/order-reads'
import { findShipment, stepsOf, type ShipmentRow } from '../db/queries/shipments'
import { readSettings, readSettingsForOrders } from '../db/queries/settings'
import type { AppEnv } from '../env'
import { AppError, notFound } from '../lib/errors'
import { failedItem, ok } from '../lib/respond'
import { currentUser, requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { bulkShipSchema, courierParamSchema, shipOrderSchema } from '../schemas/shipment'
import { courierConfigured, courierModule } from '../services/couriers/registry'
import {
  applyReports,
  courierNotification,
  type ShipOutcome,
  shipOrders,
  suggestedCourier,
} from '../services/couriers/shipping'
import { ProviderError } from '../services/payments/provider'

const orderParam = z.object({ id: z.string().min(1).max(64) })

/** A shipment as the dashboard shows it. */
export const shipmentView = (s: ShipmentRow | undefined) =>
  s
    ? {
        courier: s.courier,
        reference: s.reference,
        status: s.state,
        courierStatus: s.courierStatus,
        labelUrl: s.labelUrl,
        lastError: s.lastError,
        fee: s.fee,
        amountToCollect: s.amountToCollect,
      }
    : null

/** The API's answer to a refused shipment. */
function refusal(outcome: ShipOutcome): AppError {
  const code = outcome.code ?? 'COURIER_UNAVAILABLE'
  const params = {
    ...(outcome.field && { field: outcome.field }),
    ...(outcome.detail && { detail: outcome.detail }),
    ...(outcome.courier !== undefined && { courier: outcome.courier }),
  }
  const status =
    code === 'ORDER_NOT_FOUND'
      ? 404
      : code === 'ORDER_NOT_SHIPPABLE'
        ? 409
        : code === 'COURIER_NOT_CONFIGURED' || code === 'COURIER_BY_HAND'
          ? 400
          : code === 'COURIER_UNAVAILABLE'
            ? 503
            : 422
  return new AppError(status, code, params)
}

export const shipmentRoutes = new Hono<AppEnv>()
  .post('/shipments', requireAdmin, validate('json', bulkShipSchema), async (c) => {
    const { orderIds, courier } = c.req.valid('json')
    const settings = await readSettingsForOrders(c.var.db)
    const source = { channel: 'dashboard' as const, actor: currentUser(c).email }
    const outcomes = await shipOrders(
      c.var,
      settings,
      orderIds,
      courier ?? null,
      source,
      c.var.now(),
    )
    return c.json(
      ok({
        shippedCount: outcomes.filter((o) => o.outcome === 'created').length,
        retryingCount: outcomes.filter((o) => o.outcome === 'retrying').length,
        errors: outcomes
          .filter((o) => o.outcome === 'refused' || o.outcome === 'exists')
          .map((o) =>
            failedItem(
              o.orderId,
              o.outcome === 'exists' ? 'SHIPMENT_EXISTS' : (o.code ?? 'COURIER_UNAVAILABLE'),
            ),
          ),
      }),
    )
  })
  .get('/:id/shipment', requireAdmin, validate('param', orderParam), async (c) => {
    const { id } = c.req.valid('param')
    const order = await findOrder(c.var.db, id)
    if (!order) throw notFound('ORDER_NOT_FOUND')
    const settings = await readSettings(c.var.db)
    const [shipment, steps] = await Promise.all([findShipment(c.var.db, id), stepsOf(c.var.db, id)])
    return c.json(
      ok({
        shipment: shipmentView(shipment),
        steps,
        couriers: COURIER_IDS.map((courier) => ({
          id: courier,
          configured: courierConfigured(c.var.config, courier),
        })),
        suggested: suggestedCourier(c.var.config, settings, order.shippingInfo.governorate),
      }),
    )
  })
  // The parcel's label, fetched from the courier with its authentication (Boxy's is behind its
  // api headers), so the owner prints it from the dashboard.
  .get('/:id/shipment/label', requireAdmin, validate('param', orderParam), async (c) => {
    const { id } = c.req.valid('param')
    const shipment = await findShipment(c.var.db, id)
    if (!shipment?.labelUrl) throw notFound('SHIPMENT_LABEL_NOT_FOUND')
    const courier = courierModule(c.var.config, shipment.courier)
    if (!courier) throw new AppError(400, 'COURIER_NOT_CONFIGURED', { courier: shipment.courier })
    try {
      const label = await courier.label(shipment.labelUrl)
      if (!label.ok) throw new AppError(503, 'COURIER_UNAVAILABLE')
      return new Response(label.body, {
        headers: {
          'Content-Type': label.headers.get('Content-Type') ?? 'application/pdf',
          'Cache-Control': 'private, no-store',
        },
      })
    } catch (error) {
      if (error instanceof ProviderError || error instanceof TypeError)
        throw new AppError(503, 'COURIER_UNAVAILABLE')
      throw error
    }
  })
  .post(
    '/:id/shipment',
    requireAdmin,
    validate('param', orderParam),
    validate('json', shipOrderSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const { courier } = c.req.valid('json')
      const settings = await readSettingsForOrders(c.var.db)
      const source = { channel: 'dashboard' as const, actor: currentUser(c).email }
      const [outcome] = await shipOrders(c.var, settings, [id], courier, source, c.var.now())
      if (!outcome) throw notFound('ORDER_NOT_FOUND')
      if (outcome.outcome === 'refused') throw refusal(outcome)
      const answer = {
        ...(await readOrder(c.var.db, id)),
        shipment: shipmentView(await findShipment(c.var.db, id)),
      }
      // Not reached yet: the shipment waits for the cron's retry (202, the order unchanged).
      return c.json(ok(answer), outcome.outcome === 'retrying' ? 202 : 200)
    },
  )

export const courierRoutes = new Hono<AppEnv>().post(
  '/:courier/notify',
  validate('param', courierParamSchema),
  async (c) => {
    const { courier } = c.req.valid('param')
    const now = c.var.now()
    try {
      const verified = await courierNotification(c.var.config, courier, c.req.raw)
      if (!verified) throw new AppError(401, 'COURIER_NOTIFICATION_INVALID')
      const moved = await applyReports(c.var.db, c.var.config, courier, verified.reports, now)
      return c.json(ok({ reports: verified.reports.length, moved }))
    } catch (error) {
      if (error instanceof ProviderError) throw new AppError(503, 'COURIER_UNAVAILABLE')
      throw error
    }
  },
)
