// POST /api/orders with the checkout attempt's Idempotency-Key, so a retried request never
// places a second order. The server prices the order; the answer carries its totals.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PaymentMethodId } from '@domain/payment-methods'
import { api, unwrap } from '@/lib/api-client'
import type { Order } from '@/lib/api-types'
import type { CartLine } from '@/stores/cart-rules'

export interface ShippingInfo {
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  city: string
  state: string
  zipCode: string
}

export interface OrderRequest {
  lines: CartLine[]
  shippingInfo: ShippingInfo
  method: PaymentMethodId
  idempotencyKey: string
}

/** The order as the API takes it; the server prices it from its own catalogue and settings. */
export function orderBody(lines: CartLine[], shippingInfo: ShippingInfo, method: PaymentMethodId) {
  return {
    items: lines.map((l) => ({
      id: l.product.id,
      quantity: l.quantity,
      selectedSize: l.selectedSize,
    })),
    shippingInfo,
    paymentInfo: { method },
  }
}

export function useCreateOrder(userId: number | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ lines, shippingInfo, method, idempotencyKey }: OrderRequest) =>
      unwrap(
        api.orders.$post({
          json: orderBody(lines, shippingInfo, method),
          header: { 'idempotency-key': idempotencyKey },
        }),
      ),
    onSuccess: (order) => {
      queryClient.setQueryData<Order[]>(['orders', userId], (orders) => [
        order,
        ...(orders ?? []).filter((o) => o.id !== order.id),
      ])
      // Stock went down.
      void queryClient.invalidateQueries({ queryKey: ['products'] })
      void queryClient.invalidateQueries({ queryKey: ['product'] })
    },
  })
}
