// An order row with its item rows, and the shapes they take outside D1: the API's order (items as
// bought) and the backup file's entry, which is the API's order plus what only the shop
// keeps (line ids, the idempotency key, whether the stock went back, its events).
import type { EmailLanguage } from '../../domain/language'
import type { EventSource } from '../../domain/order-events'
import type { OrderStatus } from '../../domain/order-status'
import type { Totals } from '../../domain/totals'
import type { BackupOrder } from '../../schemas/backup'
import { randomToken } from '../../lib/random-token'
import type { orderEvents, orderItems, orders } from '../schema'
import type { Written } from './written'
import { orderNumber } from '../../domain/order-number'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type OrderEventRow = typeof orderEvents.$inferSelect
/** An event as written or restored: D1 numbers it when the id is missing. */
export type NewEventRow = Omit<OrderEventRow, 'id'> & { id: number | undefined }
/** A line as restored: its id may be missing in older files, and D1 numbers it then. */
export type RestoredItemRow = Omit<OrderItemRow, 'id'> & { id: number | undefined }
export type OrderDto = ReturnType<typeof orderCodec.toApi>

const itemToApi = (item: Omit<OrderItemRow, 'id'>) => ({
  id: item.productId,
  name: item.name,
  nameAr: item.nameAr,
  category: item.category,
  price: item.price,
  quantity: item.quantity,
  image: item.image,
  selectedSize: item.selectedSize,
})

/** A new order as the shop decides it; the rest of its columns start out the same for every order. */
export interface NewOrder {
  id: string
  userId: number
  shippingInfo: OrderRow['shippingInfo']
  paymentMethod: OrderRow['paymentMethod']
  totals: Totals
  status: OrderStatus
  estimatedDelivery: Date
  idempotencyKey: string | null
  language: EmailLanguage
  phoneVerified: boolean
  /** When the customer asked for the order's updates on WhatsApp, if they did. */
  whatsappOptInAt?: string | null
  now: Date
}

/** A line as bought: the product's name, category, picture and price of that moment. */
export type NewLine = Omit<OrderItemRow, 'id' | 'orderId'>

/** A tracking link's token: 128 random bits, as unguessable as a session id. */
export const newTrackingToken = () => randomToken(16)

/** An event's row: what happened to the order, who did it and through which door. */
export const eventRow = (
  orderId: string,
  kind: OrderEventRow['kind'],
  status: OrderStatus,
  source: EventSource,
  now: Date,
): NewEventRow => ({
  id: undefined,
  orderId,
  kind,
  status,
  channel: source.channel,
  actor: source.actor,
  createdAt: now.toISOString(),
})

/** An event as the dashboard's timeline and the backup file show it. */
export const eventToApi = (event: OrderEventRow) => ({
  kind: event.kind,
  status: event.status,
  channel: event.channel,
  actor: event.actor,
  at: event.createdAt,
})
export type OrderEventDto = ReturnType<typeof eventToApi>

export const orderCodec = {
  /**
   * The rows of a new order (placed, or the dashboard's test order) with its "placed" event, by
   * `placedBy`; D1 numbers the lines and the event.
   */
  newRows: (
    order: NewOrder,
    lines: NewLine[],
    placedBy: EventSource,
  ): { order: OrderRow; items: RestoredItemRow[]; events: NewEventRow[] } => {
    const stamp = order.now.toISOString()
    return {
      order: {
        id: order.id,
        userId: order.userId,
        shippingInfo: order.shippingInfo,
        paymentMethod: order.paymentMethod,
        ...order.totals,
        status: order.status,
        trackingNumber: null,
        estimatedDelivery: order.estimatedDelivery.toISOString(),
        idempotencyKey: order.idempotencyKey,
        language: order.language,
        phoneVerified: order.phoneVerified,
        stockReturned: false,
        whatsappOptInAt: order.whatsappOptInAt ?? null,
        trackingToken: newTrackingToken(),
        createdAt: stamp,
        updatedAt: stamp,
      },
      items: lines.map((line) => ({ ...line, id: undefined, orderId: order.id })),
      events: [eventRow(order.id, 'placed', order.status, placedBy, order.now)],
    }
  },
  toApi: (order: OrderRow, items: Omit<OrderItemRow, 'id'>[]) => ({
    id: order.id,
    userId: order.userId,
    items: items.map(itemToApi),
    shippingInfo: order.shippingInfo,
    paymentInfo: { method: order.paymentMethod },
    totals: {
      subtotal: order.subtotal,
      shipping: order.shipping,
      tax: order.tax,
      paymentFee: order.paymentFee,
      total: order.total,
    } satisfies Totals,
    status: order.status,
    trackingNumber: order.trackingNumber,
    phoneVerified: order.phoneVerified,
    language: order.language,
    trackingToken: order.trackingToken,
    estimatedDelivery: order.estimatedDelivery,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  }),
  toEntry: (
    row: OrderRow,
    items: OrderItemRow[],
    events: OrderEventRow[],
  ): Written<BackupOrder> => ({
    ...orderCodec.toApi(row, []),
    items: items.map((item) => ({ lineId: item.id, ...itemToApi(item) })),
    idempotencyKey: row.idempotencyKey,
    stockReturned: row.stockReturned,
    whatsappOptInAt: row.whatsappOptInAt,
    events: events.map((event) => ({ eventId: event.id, ...eventToApi(event) })),
  }),
  toRows: ({
    items,
    paymentInfo,
    totals,
    updatedAt,
    trackingToken,
    events,
    ...entry
  }: BackupOrder): { order: OrderRow; items: RestoredItemRow[]; events: NewEventRow[] } => ({
    order: {
      ...entry,
      // Files written before tracking links get a fresh token.
      trackingToken: trackingToken ?? newTrackingToken(),
      paymentMethod: paymentInfo.method,
      ...totals,
      whatsappOptInAt: entry.whatsappOptInAt ?? null,
      updatedAt: updatedAt ?? entry.createdAt,
    },
    items: items.map(({ lineId, id, ...item }) => ({
      ...item,
      id: lineId,
      orderId: entry.id,
      productId: id,
    })),
    events: events.map(({ eventId, at, ...event }) => ({
      ...event,
      id: eventId,
      orderId: entry.id,
      createdAt: at,
    })),
  }),
}

/**
 * What the public tracking page shows of an order: its status and timeline, the estimated
 * delivery, the items and the city. Nothing that names or reaches the customer: no name, phone,
 * e-mail or street address, and not the full order id the customer's account lists.
 */
export const trackingCodec = {
  toApi: (order: OrderRow, items: OrderItemRow[], events: OrderEventRow[]) => ({
    orderNumber: orderNumber(order.id),
    status: order.status,
    paymentMethod: order.paymentMethod,
    total: order.total,
    trackingNumber: order.trackingNumber,
    estimatedDelivery: order.estimatedDelivery,
    createdAt: order.createdAt,
    city: order.shippingInfo.city,
    governorate: order.shippingInfo.governorate,
    items: items.map((item) => ({
      name: item.name,
      nameAr: item.nameAr,
      quantity: item.quantity,
      image: item.image,
      selectedSize: item.selectedSize,
    })),
    // The timeline: placing and status changes, without who made them.
    events: events
      .filter((event) => event.kind === 'placed' || event.kind === 'status')
      .map((event) => ({ kind: event.kind, status: event.status, at: event.createdAt })),
  }),
}
export type TrackedOrderDto = ReturnType<typeof trackingCodec.toApi>
