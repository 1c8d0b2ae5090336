// Exact money: amounts are integer fils (1/1000 dinar), branded so that dinars cannot pass for
// fils; the API and the UI speak dinars and convert once, at the edge, with toFils and toDinars.
export type Fils = number & { readonly __brand: 'Fils' }

export const FILS_PER_DINAR = 1000
export const ZERO_FILS = 0 as Fils

export function toFils(dinars: number): Fils {
  return Math.round(dinars * FILS_PER_DINAR) as Fils
}

/** An amount already counted in fils, such as a stored column. */
export function asFils(amount: number): Fils {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of fils: ${amount}`)
  return amount as Fils
}

/** Takes plain numbers too: D1 columns hold fils as unbranded integers. */
export function toDinars(fils: number): number {
  return fils / FILS_PER_DINAR
}

export function lineTotal(unitPrice: Fils, quantity: number): Fils {
  return (unitPrice * quantity) as Fils
}

export function sumFils(amounts: readonly Fils[]): Fils {
  return amounts.reduce((sum, amount) => sum + amount, 0) as Fils
}

/** `rate` is a percentage such as 8 or 7.5; the result is rounded half up to whole fils. */
export function percentOf(amount: Fils, rate: number): Fils {
  const basisPoints = Math.round(rate * 100)
  return Math.floor((amount * basisPoints + 5000) / 10000) as Fils
}
