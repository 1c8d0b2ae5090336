// How the cards of named products are asked for. Self-contained (the limits are arguments):
// index.html's inline script runs its source to ask for a checkout's products with the page, at
// the very address the app then asks (web/first-screen-preloads.ts).

/** The queries of GET /api/products that read the cards of `ids`: each id once, ascending,
 * `perCall` ids a call, each call taking up to `limit` cards. */
export function productIdPages(
  ids: readonly number[],
  perCall: number,
  limit: number,
): { ids: string; limit: string }[] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b)
  const pages = []
  for (let i = 0; i < sorted.length; i += perCall)
    pages.push({ ids: sorted.slice(i, i + perCall).join(','), limit: String(limit) })
  return pages
}
