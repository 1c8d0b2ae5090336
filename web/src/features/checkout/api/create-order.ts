// POST /api/orders with the checkout attempt's Idempotency-Key, so a retried request never
// places a second order. The server prices the order; the answer carries its totals.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { PaymentMethodId } from '@domain/payment-methods'
import type { shippingInfoSchema } from '@schemas/order'
import { api, unwrap } from '@/lib/api-client'
import { orderQueries } from '@/lib/queries/orders'
import { productQueries } from '@/lib/queries/products'
import type { CartLine } from '@/stores/cart-rules'

/** The checkout form's fields, as the order schema takes them before trimming and checking. */
export type ShippingInfo = z.input<typeof shippingInfoSchema>
/** The form while the shopper fills it: no governorate chosen yet is the empty choice. */
export type ShippingForm = Omit<ShippingInfo, 'governorate'> & {
  governorate: ShippingInfo['governorate'] | ''
}

export interface OrderRequest {
  lines: CartLine[]
  shippingInfo: ShippingInfo
  method: PaymentMethodId
  idempotencyKey: string
  /** "Send me updates on WhatsApp". */
  whatsappOptIn: boolean
}

/** The order as the API takes it; the server prices it from its own catalogue and settings. */
export function orderBody(
  lines: CartLine[],
  shippingInfo: ShippingInfo,
  method: PaymentMethodId,
  whatsappOptIn = false,
) {
  return {
    items: lines.map((l) => ({
      id: l.product.id,
      quantity: l.quantity,
      selectedSize: l.selectedSize,
    })),
    shippingInfo,
    paymentInfo: { method },
    whatsappOptIn,
  }
}

export function useCreateOrder(userId: number | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ lines, shippingInfo, method, idempotencyKey, whatsappOptIn }: OrderRequest) =>
      unwrap(
        api.orders.$post({
          json: orderBody(lines, shippingInfo, method, whatsappOptIn),
          header: { 'idempotency-key': idempotencyKey },
        }),
      ),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueries.mine(userId).queryKey, (orders) => [
        order,
        ...(orders ?? []).filter((o) => o.id !== order.id),
      ])
      // The dashboard's order reads changed, and stock went down.
      void queryClient.invalidateQueries({ queryKey: orderQueries.all() })
      void queryClient.invalidateQueries({ queryKey: productQueries.all() })
    },
  })
}
