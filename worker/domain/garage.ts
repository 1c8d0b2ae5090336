// My Garage: the bikes a shopper keeps, each a vehicle and a model year. A visitor's garage lives
// in the browser; at sign-in it is merged into the account's.

/** Enough for a family's bikes; more is a list nobody picks from in one tap. */
export const MAX_GARAGE_BIKES = 10

export interface GarageBikeRef {
  vehicleId: number
  year: number
}

export const sameBike = (a: GarageBikeRef, b: GarageBikeRef) =>
  a.vehicleId === b.vehicleId && a.year === b.year

/** The account's bikes first, then the browser's that the account lacks, up to the limit. */
export function mergeGarages<T extends GarageBikeRef>(
  account: readonly T[],
  browser: readonly T[],
): T[] {
  const merged = [...account]
  for (const bike of browser) if (!merged.some((b) => sameBike(b, bike))) merged.push(bike)
  return merged.slice(0, MAX_GARAGE_BIKES)
}

/** The bike in a link: `?bike=<vehicle id>-<year>`. */
export const bikeParam = (bike: GarageBikeRef) => `${bike.vehicleId}-${bike.year}`

export function parseBikeParam(value: string | null | undefined): GarageBikeRef | null {
  const match = /^(\d{1,9})-(\d{4})$/.exec(value ?? '')
  return match ? { vehicleId: Number(match[1]), year: Number(match[2]) } : null
}
