// An order's shipment with a courier: its panel (GET /api/orders/:id/shipment: the shipment, the
// courier's steps, the couriers switched on and the one its governorate suggests), shipping one
// order (POST /api/orders/:id/shipment) and shipping many with each governorate's courier (POST
// /api/orders/shipments). Shipping moves the order, so every order read is refreshed.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CourierId } from '@domain/couriers'
import { api, unwrap } from '@/lib/api-client'
import { adminOrderQueries } from '@/lib/queries/admin-orders'
import { orderQueries } from '@/lib/queries/orders'

export const shipmentQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...adminOrderQueries.all(), 'shipment', orderId] as const,
    queryFn: () => unwrap(api.orders[':id'].shipment.$get({ param: { id: orderId } })),
  })

export const useShipment = (orderId: string) => useQuery(shipmentQuery(orderId))

function useShipMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  })
}

export const useShipOrder = () =>
  useShipMutation(({ id, courier }: { id: string; courier: CourierId }) =>
    unwrap(api.orders[':id'].shipment.$post({ param: { id }, json: { courier } })),
  )

/** Each order with its governorate's courier (Settings). */
export const useShipOrders = () =>
  useShipMutation((orderIds: string[]) =>
    unwrap(api.orders.shipments.$post({ json: { orderIds } })),
  )
