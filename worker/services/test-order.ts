// The dashboard's "create test order": a pending cash-on-delivery order for the admin with the
// spec's fixed dinar totals (subtotal 100000, tax 8000, total 108000, no shipping or fee).
import { estimatedDelivery, initialOrderStatus } from '../domain/order-status'
import { dinars } from '../domain/money'
import type { Totals } from '../domain/totals'
import type { Db } from '../db/client'
import { insertOrder } from '../db/queries/order-placement'
import { readOrder } from '../db/queries/order-reads'
import { newOrderId } from './place-order'
import { orderCodec, type OrderDto } from '../db/codecs/order'
import type { UserRow } from '../db/codecs/user'

export const TEST_ORDER: Totals = {
  subtotal: dinars(100_000),
  shipping: dinars(0),
  tax: dinars(8_000),
  paymentFee: dinars(0),
  total: dinars(108_000),
}

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
        city: 'karkh',
        area: 'Test order: no delivery',
        landmark: '',
      },
      paymentMethod: 'cod',
      totals: TEST_ORDER,
      status: initialOrderStatus('cod'),
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
        price: TEST_ORDER.subtotal,
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
