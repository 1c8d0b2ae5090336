// The Cash view's calls: GET /api/admin/cash (what each courier owes, the ledger a page at a time,
// the open differences), cash recorded by hand, statements read now, a difference resolved, and
// the refused-phones lookup with its clearing. Every change refreshes the view.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { CashCourier } from '@domain/couriers'
import { api, unwrap } from '@/lib/api-client'

/** The ledger's filters: one courier (or cash by hand), settled or not. */
export interface CashFilter {
  courier?: CashCourier
  settled?: 'yes' | 'no'
}

export const cashQueries = {
  all: () => ['admin', 'cash'] as const,
  view: (filter: CashFilter) =>
    infiniteQueryOptions({
      queryKey: [...cashQueries.all(), 'view', filter] as const,
      queryFn: ({ pageParam }) =>
        unwrap(
          api.admin.cash.$get({ query: { ...filter, ...(pageParam && { cursor: pageParam }) } }),
        ),
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  refusals: (phone: string) =>
    queryOptions({
      queryKey: [...cashQueries.all(), 'refusals', phone] as const,
      queryFn: () => unwrap(api.admin.refusals.$get({ query: { phone } })),
      enabled: phone !== '',
      retry: false,
    }),
}

export const useCashView = (filter: CashFilter) => useInfiniteQuery(cashQueries.view(filter))
export const useRefusals = (phone: string) => useQuery(cashQueries.refusals(phone))

function useCashMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashQueries.all() }),
  })
}

export const useRecordCash = () =>
  useCashMutation((orderIds: string[]) =>
    unwrap(api.admin.cash.record.$post({ json: { orderIds } })),
  )

export const useReadStatements = () =>
  useCashMutation(() => unwrap(api.admin.cash.statements.read.$post()))

export const useResolveDifference = () =>
  useCashMutation((id: number) =>
    unwrap(api.admin.cash.differences[':id'].resolve.$post({ param: { id: String(id) } })),
  )

export const useClearRefusals = () =>
  useCashMutation((phone: string) =>
    unwrap(api.admin.refusals[':phone'].$delete({ param: { phone } })),
  )
