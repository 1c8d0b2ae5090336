// The motorcycles the shop knows (GET /api/vehicles: makes → models → years and variants) and a
// customer's garage on the account.
import { queryOptions } from '@tanstack/react-query'
import type { GarageBikeRef } from '@domain/garage'
import { api, unwrap } from '@/lib/api-client'

export const vehicleQueries = {
  all: () => ['vehicles'] as const,
  tree: () =>
    queryOptions({
      queryKey: [...vehicleQueries.all(), 'tree'] as const,
      queryFn: () => unwrap(api.vehicles.$get({ query: {} })),
      staleTime: 60 * 60_000,
    }),
}

export const garageApi = {
  read: () => unwrap(api.garage.$get()),
  save: (bikes: GarageBikeRef[]) => unwrap(api.garage.$put({ json: { bikes } })),
  merge: (bikes: GarageBikeRef[]) => unwrap(api.garage.merge.$post({ json: { bikes } })),
}
