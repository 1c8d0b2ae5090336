// The couriers in Settings: GET /api/admin/couriers (which are configured), GET and PUT
// /api/admin/couriers/:courier/places (each shop city's place with the courier, the owner's hand
// choice) and POST …/places/refresh (read the courier's lists again, match by name).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CourierId } from '@domain/couriers'
import { api, unwrap } from '@/lib/api-client'

export type PlaceChoice = Parameters<
  (typeof api.admin.couriers)[':courier']['places']['$put']
>[0]['json']

export const courierQueries = {
  all: () => ['admin-couriers'] as const,
  readiness: () =>
    queryOptions({
      queryKey: [...courierQueries.all(), 'readiness'] as const,
      queryFn: () => unwrap(api.admin.couriers.$get()),
    }),
  places: (courier: CourierId) =>
    queryOptions({
      queryKey: [...courierQueries.all(), 'places', courier] as const,
      queryFn: () => unwrap(api.admin.couriers[':courier'].places.$get({ param: { courier } })),
    }),
}

export const useCourierReadiness = () => useQuery(courierQueries.readiness())
export const useCourierPlaces = (courier: CourierId) => useQuery(courierQueries.places(courier))

export function useRefreshPlaces(courier: CourierId) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      unwrap(api.admin.couriers[':courier'].places.refresh.$post({ param: { courier } })),
    onSettled: () => queryClient.invalidateQueries(courierQueries.places(courier)),
  })
}

export function useChoosePlace(courier: CourierId) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (choice: PlaceChoice) =>
      unwrap(api.admin.couriers[':courier'].places.$put({ param: { courier }, json: choice })),
    onSuccess: (panel) => queryClient.setQueryData(courierQueries.places(courier).queryKey, panel),
  })
}
