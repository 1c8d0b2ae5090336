// Four sample orders, one per stage of an order's life.
import type { OrderStatus } from '../worker/domain/order-status'
import type { PaymentMethodId } from '../worker/domain/payment-methods'

export interface SeedOrder {
  id: string
  userId: number
  status: OrderStatus
  method: PaymentMethodId
  trackingNumber: string | null
  createdAt: string
  items: { productId: number; quantity: number; selectedSize?: string }[]
}

export const sampleOrders: SeedOrder[] = [
  {
    id: 'ORD1763800000000A1B2C',
    userId: 103,
    status: 'pending',
    method: 'cod',
    trackingNumber: null,
    createdAt: '2026-11-20T09:12:00.000Z',
    items: [
      { productId: 1013, quantity: 1 },
      { productId: 1014, quantity: 2 },
    ],
  },
  {
    id: 'ORD1763500000000D3E4F',
    userId: 104,
    status: 'confirmed',
    method: 'card',
    trackingNumber: null,
    createdAt: '2026-11-16T14:40:00.000Z',
    items: [{ productId: 1001, quantity: 1, selectedSize: 'M' }],
  },
  {
    id: 'ORD1763000000000G5H6J',
    userId: 102,
    status: 'shipped',
    method: 'cod',
    trackingNumber: 'TRK48291037',
    createdAt: '2026-11-10T11:05:00.000Z',
    items: [
      { productId: 1019, quantity: 1 },
      { productId: 1022, quantity: 1 },
    ],
  },
  {
    id: 'ORD1762000000000K7L8M',
    userId: 105,
    status: 'delivered',
    method: 'paypal',
    trackingNumber: 'TRK10593826',
    createdAt: '2026-10-28T17:20:00.000Z',
    items: [
      { productId: 1025, quantity: 2 },
      { productId: 1031, quantity: 1, selectedSize: 'L' },
    ],
  },
]
