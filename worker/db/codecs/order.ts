// An order row with its item rows, and the shapes they take outside D1: the API's order (dinars,
// items as bought) and the backup file's entry, which is the API's order plus what only the shop
// keeps (line ids, the idempotency key, whether the stock went back).
import type { EmailLanguage } from '../../domain/language'
import { toDinars, toFils } from '../../domain/money'
import type { OrderStatus } from '../../domain/order-status'
import type { Totals } from '../../domain/totals'
import type { BackupOrder } from '../../schemas/backup'
import type { orderItems, orders } from '../schema'
import type { Written } from './written'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
/** A line as restored: its id may be missing in older files, and D1 numbers it then. */
export type RestoredItemRow = Omit<OrderItemRow, 'id'> & { id: number | undefined }
export type OrderDto = ReturnType<typeof orderCodec.toApi>

const itemToApi = (item: OrderItemRow) => ({
  id: item.productId,
  name: item.name,
  nameAr: item.nameAr,
  category: item.category,
  price: toDinars(item.price),
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
  now: Date
}

/** A line as bought: the product's name, category, picture and price of that moment. */
export type NewLine = Omit<OrderItemRow, 'id' | 'orderId'>

export const orderCodec = {
  /** The rows of a new order (placed, or the dashboard's test order); D1 numbers the lines. */
  newRows: (order: NewOrder, lines: NewLine[]): { order: OrderRow; items: RestoredItemRow[] } => {
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
        createdAt: stamp,
        updatedAt: stamp,
      },
      items: lines.map((line) => ({ ...line, id: undefined, orderId: order.id })),
    }
  },
  toApi: (order: OrderRow, items: OrderItemRow[]) => ({
    id: order.id,
    userId: order.userId,
    items: items.map(itemToApi),
    shippingInfo: order.shippingInfo,
    paymentInfo: { method: order.paymentMethod },
    totals: {
      subtotal: toDinars(order.subtotal),
      shipping: toDinars(order.shipping),
      tax: toDinars(order.tax),
      paymentFee: toDinars(order.paymentFee),
      total: toDinars(order.total),
    },
    status: order.status,
    trackingNumber: order.trackingNumber,
    phoneVerified: order.phoneVerified,
    language: order.language,
    estimatedDelivery: order.estimatedDelivery,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  }),
  toEntry: (row: OrderRow, items: OrderItemRow[]): Written<BackupOrder> => ({
    ...orderCodec.toApi(row, []),
    items: items.map((item) => ({ lineId: item.id, ...itemToApi(item) })),
    idempotencyKey: row.idempotencyKey,
    stockReturned: row.stockReturned,
  }),
  toRows: ({
    items,
    paymentInfo,
    totals,
    updatedAt,
    ...entry
  }: BackupOrder): { order: OrderRow; items: RestoredItemRow[] } => ({
    order: {
      ...entry,
      paymentMethod: paymentInfo.method,
      subtotal: toFils(totals.subtotal),
      shipping: toFils(totals.shipping),
      tax: toFils(totals.tax),
      paymentFee: toFils(totals.paymentFee),
      total: toFils(totals.total),
      updatedAt: updatedAt ?? entry.createdAt,
    },
    items: items.map(({ lineId, id, price, ...item }) => ({
      ...item,
      id: lineId,
      orderId: entry.id,
      productId: id,
      price: toFils(price),
    })),
  }),
}
