// Exact money: every amount is a whole number of Iraqi dinars, in the database, the API, the web
// and every message (no Iraqi bank, wallet or courier takes a fraction of a dinar). `Dinars` is
// branded so that a float, or a sum written with `+`, cannot pass for an amount: the arithmetic on
// amounts lives in this module, and `dinars()` is the one door from a plain number.
export type Dinars = number & { readonly __brand: 'Dinars' }

export const ZERO_DINARS = 0 as Dinars

/** Refuses a fraction, NaN or an unsafe integer: callers that may hold one validate first. */
export function dinars(amount: number): Dinars {
  if (!isWholeDinars(amount)) throw new RangeError(`Not a whole number of dinars: ${amount}`)
  return amount
}

export function isWholeDinars(amount: unknown): amount is Dinars {
  return typeof amount === 'number' && Number.isSafeInteger(amount)
}

/** Half a dinar and more rounds away from zero: only for amounts written before money was whole
 * (old database rows, old backup files, carts kept in a browser), never for a new amount. */
export function roundHalfUp(amount: number): Dinars {
  return (Math.sign(amount) * Math.floor(Math.abs(amount) + 0.5) + 0) as Dinars
}

export function lineTotal(unitPrice: Dinars, quantity: number): Dinars {
  return (unitPrice * quantity) as Dinars
}

export function sumDinars(amounts: readonly Dinars[]): Dinars {
  return amounts.reduce((sum, amount) => sum + amount, 0) as Dinars
}

/** `a - b`, as when one fee replaces another in a total. */
export function difference(a: Dinars, b: Dinars): Dinars {
  return (a - b) as Dinars
}

/** The mean of `count` amounts summing to `total`, half a dinar rounded up; 0 for none. */
export function averageOf(total: Dinars, count: number): Dinars {
  return count > 0 ? (Math.floor(total / count + 0.5) as Dinars) : ZERO_DINARS
}

/** `rate` is a percentage such as 8 or 7.5; the result is rounded half up to a whole dinar, in
 * integers (basis points), so 8% of 12,345 is 988, not 987.6. */
export function percentOf(amount: Dinars, rate: number): Dinars {
  const basisPoints = Math.round(rate * 100)
  return Math.floor((amount * basisPoints + 5000) / 10000) as Dinars
}
