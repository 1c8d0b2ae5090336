// D1 takes at most 100 bound parameters a statement (the local runtime may allow more): a list
// written or asked in one statement must be cut into statements that stay under it.

/** D1's limit of bound parameters per statement. */
export const D1_MAX_PARAMETERS = 100

/** The list in pieces of at most `size`. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const pieces: T[][] = []
  for (let i = 0; i < list.length; i += size) pieces.push(list.slice(i, i + size))
  return pieces
}

/** How many rows of `columns` bound values one INSERT may carry. */
export const rowsPerInsert = (columns: number) => Math.floor(D1_MAX_PARAMETERS / columns)
