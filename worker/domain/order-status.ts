// Order statuses and the rules that pick one.
import type { PaymentMethodId } from './payment-methods'

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Statuses offered by the dashboard's bulk update (pending is not). */
export const BULK_ORDER_STATUSES = ['confirmed', 'shipped', 'delivered', 'cancelled'] as const

/** Cash on delivery waits for the shop's confirmation; paid orders are confirmed at once. */
export function initialOrderStatus(method: PaymentMethodId): OrderStatus {
  return method === 'cod' ? 'pending' : 'confirmed'
}

export const ESTIMATED_DELIVERY_DAYS = 7

export function estimatedDelivery(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ESTIMATED_DELIVERY_DAYS * 24 * 60 * 60 * 1000)
}

/** `digits` is 8 random decimal digits, supplied by the caller. */
export function trackingNumber(digits: string): string {
  if (!/^\d{8}$/.test(digits)) throw new Error('tracking number needs 8 digits')
  return `TRK${digits}`
}
