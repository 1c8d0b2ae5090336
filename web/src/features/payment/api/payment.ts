// An online order's payment page: GET /api/track/:token/payment (the order as its tracking link
// shows it, its latest payment, and whether cash on delivery can be chosen instead), read again
// every few seconds while the payment is open, and the shopper's three actions: "I have paid"
// (the server reads the status from the provider), try again, pay cash on delivery instead.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ORDER_STATUS_RULES } from '@domain/order-status'
import { api, apiUrl, unwrap } from '@/lib/api-client'

const REFRESH_MS = 5_000

export const paymentQueries = {
  all: () => ['payment'] as const,
  page: (token: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), token] as const,
      queryFn: () => unwrap(api.track[':token'].payment.$get({ param: { token } })),
      refetchInterval: (query) => {
        const status = query.state.data?.order.status
        return status && ORDER_STATUS_RULES[status].awaitsPayment ? REFRESH_MS : false
      },
      retry: false,
    }),
}

export type PaymentPageData = Awaited<
  ReturnType<NonNullable<ReturnType<typeof paymentQueries.page>['queryFn']>>
>

export function usePaymentAction(token: string, action: 'check' | 'retry' | 'cod') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => {
      const param = { param: { token } }
      const route = api.track[':token'].payment
      if (action === 'check') return unwrap(route.check.$post(param))
      if (action === 'retry') return unwrap(route.retry.$post(param))
      return unwrap(route.cod.$post(param))
    },
    onSuccess: (data) => queryClient.setQueryData(paymentQueries.page(token).queryKey, data),
  })
}

/**
 * ZainCash sends the shopper back with a JWT (`?token=`): it goes to the notification endpoint,
 * which verifies its signature and reads the status from ZainCash. A refusal changes nothing, so
 * it is not shown: the page's own status read follows anyway.
 */
export async function sendZainCashReturn(token: string): Promise<void> {
  await fetch(apiUrl('/api/payments/notify/zaincash'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  }).catch(() => undefined)
}
