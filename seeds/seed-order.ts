// A seeded order as a backup entry (what orderCodec.toRows takes): the customer's own name and
// phone at a Baghdad address, the totals the shop's default rules give its lines, and the events
// that brought it to its status (the dashboard's, an hour apart).
import type { BackupOrder } from '../worker/schemas/backup'
import { DEFAULT_SETTINGS } from '../worker/domain/default-settings'
import { deliveryZoneOf } from '../worker/domain/iraq-address'
import {
  CANCELLED_STATUS,
  estimatedDelivery,
  initialOrderStatus,
  ORDER_STATUSES,
} from '../worker/domain/order-status'
import type { PaymentMethodId } from '../worker/domain/payment-methods'
import { computeTotals, pricingRulesFrom } from '../worker/domain/totals'

type Line = BackupOrder['items'][number]
type Status = BackupOrder['status']

const HOUR = 3_600_000

/** Placed, then each status on the way to `status` (cancelled straight from the first). */
function eventsTo(status: Status, first: Status, createdAt: string): BackupOrder['events'] {
  const at = (hours: number) => new Date(Date.parse(createdAt) + hours * HOUR).toISOString()
  const forward = ORDER_STATUSES.slice(ORDER_STATUSES.indexOf(first) + 1).filter(
    (s) => s !== CANCELLED_STATUS,
  )
  const steps =
    status === CANCELLED_STATUS ? [status] : forward.slice(0, forward.indexOf(status) + 1)
  return [
    { kind: 'placed', status: first, channel: 'customer', actor: '', at: createdAt },
    ...steps.map((s, i) => ({
      kind: 'status' as const,
      status: s,
      channel: 'dashboard' as const,
      actor: 'admin@shop.test',
      at: at(i + 1),
    })),
  ]
}

export function seedOrder(order: {
  id: string
  customer: { id: number; firstName: string; lastName: string; email: string; phone: string }
  lines: Line[]
  method: PaymentMethodId
  status: BackupOrder['status']
  trackingNumber: string | null
  language: BackupOrder['language']
  createdAt: string
}): BackupOrder {
  const { customer, lines } = order
  const totals = computeTotals(
    lines.map((l) => ({ unitPrice: l.price, quantity: l.quantity })),
    order.method,
    deliveryZoneOf('baghdad'),
    pricingRulesFrom(DEFAULT_SETTINGS),
  )
  return {
    id: order.id,
    userId: customer.id,
    items: lines,
    shippingInfo: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      governorate: 'baghdad',
      city: 'karrada',
      area: 'Arasat al-Hindiya, Street 52, House 14',
      landmark: 'Near Kahramana Square',
    },
    paymentInfo: { method: order.method },
    totals,
    status: order.status,
    trackingNumber: order.trackingNumber,
    estimatedDelivery: estimatedDelivery(new Date(order.createdAt)).toISOString(),
    idempotencyKey: null,
    language: order.language,
    phoneVerified: false,
    stockReturned: false,
    events: eventsTo(order.status, initialOrderStatus(order.method), order.createdAt),
    createdAt: order.createdAt,
  }
}
