// The orders tab's changes: one status (PUT /api/orders/:id), a confirmation-loop action (POST
// /api/orders/:id/actions), many statuses (PATCH /api/orders),
// deletes (DELETE /api/orders/:id, DELETE /api/orders) and the test order. Each refreshes the
// order reads, and the catalogue: a cancelled or deleted order puts its units back in stock.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderStatus } from '@domain/order-status'
import type { OrderAction } from '@schemas/order'
import { api, unwrap } from '@/lib/api-client'
import { orderQueries } from '@/lib/queries/orders'
import { productQueries } from '@/lib/queries/products'

function useOrderMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
        queryClient.invalidateQueries({ queryKey: productQueries.all() }),
      ]),
  })
}

export const useSetOrderStatus = () =>
  useOrderMutation(({ id, status }: { id: string; status: OrderStatus }) =>
    unwrap(api.orders[':id'].$put({ param: { id }, json: { status } })),
  )

/** The confirmation loop's buttons, the same as the Telegram bot's: confirm, cancel, no answer. */
export const useOrderAction = () =>
  useOrderMutation(({ id, action }: { id: string; action: OrderAction }) =>
    unwrap(api.orders[':id'].actions.$post({ param: { id }, json: { action } })),
  )

export const useBulkOrderStatus = () =>
  useOrderMutation(({ orderIds, status }: { orderIds: string[]; status: OrderStatus }) =>
    unwrap(api.orders.$patch({ json: { orderIds, status } })),
  )

export const useDeleteOrders = () =>
  useOrderMutation((orderIds: string[]) => {
    const [only, ...others] = orderIds
    return only !== undefined && others.length === 0
      ? unwrap(api.orders[':id'].$delete({ param: { id: only } })).then(() => ({
          deletedCount: 1,
          errors: [],
        }))
      : unwrap(api.orders.$delete({ json: { orderIds } }))
  })

export const useCreateTestOrder = () =>
  useOrderMutation(() => unwrap(api.admin.orders.test.$post()))
