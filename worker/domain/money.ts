// Exact money: amounts are integer fils (1/1000 dinar); the API and the UI speak dinars.
export type Fils = number

export const FILS_PER_DINAR = 1000

export function toFils(dinars: number): Fils {
  return Math.round(dinars * FILS_PER_DINAR)
}

export function toDinars(fils: Fils): number {
  return fils / FILS_PER_DINAR
}

/** `rate` is a percentage such as 8 or 7.5; the result is rounded half up to whole fils. */
export function percentOf(amount: Fils, rate: number): Fils {
  const basisPoints = Math.round(rate * 100)
  return Math.floor((amount * basisPoints + 5000) / 10000)
}
