// The admin's motorcycle list: every vehicle row (GET /api/vehicles/all), added, edited and
// deleted; the storefront's vehicle list and catalogue refresh with it.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { VehicleInput } from '@schemas/fitment'
import { api, type DataOf, unwrap } from '@/lib/api-client'
import { productQueries } from '@/lib/queries/products'
import { vehicleQueries } from '@/lib/queries/vehicles'

/** A vehicle row as the API answers it. */
export type AdminVehicle = DataOf<Awaited<ReturnType<typeof api.vehicles.all.$get>>>[number]

export const adminVehicles = () =>
  queryOptions({
    queryKey: [...vehicleQueries.all(), 'admin'] as const,
    queryFn: () => unwrap(api.vehicles.all.$get()),
  })

export type VehicleForm = Omit<
  VehicleInput,
  'makeAr' | 'modelAr' | 'variant' | 'engine' | 'popular'
> &
  Partial<VehicleInput>

export function useVehicleActions() {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehicleQueries.all() }),
      queryClient.invalidateQueries({ queryKey: productQueries.all() }),
    ])
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id?: number; input: VehicleForm }) =>
        id === undefined
          ? unwrap(api.vehicles.$post({ json: input }))
          : unwrap(api.vehicles[':id'].$put({ param: { id: String(id) }, json: input })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        unwrap(api.vehicles[':id'].$delete({ param: { id: String(id) } })),
      onSuccess: refresh,
    }),
  }
}
