// A seeded order as a backup entry (what orderCodec.toRows takes): the customer's own name and
// phone at a Baghdad address, and the totals the shop's default rules give its lines.
import type { BackupOrder } from '../worker/schemas/backup'
import { DEFAULT_SETTINGS } from '../worker/domain/default-settings'
import { toDinars, toFils } from '../worker/domain/money'
import { estimatedDelivery } from '../worker/domain/order-status'
import type { PaymentMethodId } from '../worker/domain/payment-methods'
import { computeTotals, pricingRulesFrom } from '../worker/domain/totals'

type Line = BackupOrder['items'][number]

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
    lines.map((l) => ({ unitPrice: toFils(l.price), quantity: l.quantity })),
    order.method,
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
      address: 'Street 52, House 14',
      city: 'Baghdad',
      state: 'Baghdad',
      zipCode: '10001',
    },
    paymentInfo: { method: order.method },
    totals: {
      subtotal: toDinars(totals.subtotal),
      shipping: toDinars(totals.shipping),
      tax: toDinars(totals.tax),
      paymentFee: toDinars(totals.paymentFee),
      total: toDinars(totals.total),
    },
    status: order.status,
    trackingNumber: order.trackingNumber,
    estimatedDelivery: estimatedDelivery(new Date(order.createdAt)).toISOString(),
    idempotencyKey: null,
    language: order.language,
    phoneVerified: false,
    stockReturned: false,
    createdAt: order.createdAt,
  }
}
