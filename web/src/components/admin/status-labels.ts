// Each order status as the dashboard names it (the dashboard is in English); the storefront's
// names are in locales/*/orders.json. A status without a label here fails the type check.
import type { OrderStatus } from '@domain/order-status'

export const ADMIN_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

export const adminStatusLabel = (status: string): string =>
  Object.hasOwn(ADMIN_STATUS_LABELS, status) ? ADMIN_STATUS_LABELS[status as OrderStatus] : status
