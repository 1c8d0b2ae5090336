// The dashboard's "create test order": a pending cash-on-delivery order for the admin with the
// spec's fixed dinar totals (subtotal 100000, tax 8000, total 108000, no shipping or fee).
import { estimatedDelivery } from '../domain/order-status'
import { toFils } from '../domain/money'
import type { Db } from '../db/client'
import { insertOrder, readOrder } from '../db/queries/orders'
import { newOrderId } from './place-order'
import { orderCodec, type OrderDto } from '../db/codecs/order'
import type { UserRow } from '../db/codecs/user'

export const TEST_ORDER = {
  subtotal: 100000,
  shipping: 0,
  tax: 8000,
  paymentFee: 0,
  total: 108000,
} as const

export async function createTestOrder(db: Db, admin: UserRow, now: Date): Promise<OrderDto> {
  const rows = orderCodec.newRows(
    {
      id: newOrderId(now),
      userId: admin.id,
      shippingInfo: {
        firstName: admin.firstName,
        lastName: admin.lastName,
        email: admin.email,
        phone: admin.phone || '+964 770 000 0000',
        governorate: 'baghdad',
        city: 'Baghdad',
        area: 'Test order: no delivery',
        landmark: '',
      },
      paymentMethod: 'cod',
      totals: {
        subtotal: toFils(TEST_ORDER.subtotal),
        shipping: toFils(TEST_ORDER.shipping),
        tax: toFils(TEST_ORDER.tax),
        paymentFee: toFils(TEST_ORDER.paymentFee),
        total: toFils(TEST_ORDER.total),
      },
      status: 'pending',
      estimatedDelivery: estimatedDelivery(now),
      idempotencyKey: null,
      language: admin.language,
      phoneVerified: false,
      now,
    },
    [
      {
        productId: null,
        name: 'Test Product',
        nameAr: '',
        category: '',
        price: toFils(TEST_ORDER.subtotal),
        quantity: 1,
        image: '',
        selectedSize: null,
      },
    ],
    { channel: 'dashboard', actor: admin.email },
  )
  await insertOrder(db, rows)
  return readOrder(db, rows.order.id)
}
