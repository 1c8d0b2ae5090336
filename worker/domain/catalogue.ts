// How the catalogue is paged and ordered: shared by the API's query schema and the storefront's
// sort menu (kept free of zod, so the home page's first load does not carry it).

/** Searches default to relevance; everything else to featured, the order the shop added them in. */
export const CATALOGUE_SORTS = [
  'relevance',
  'featured',
  'newest',
  'price-asc',
  'price-desc',
  'rating',
] as const
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]

/** Cards per page unless asked otherwise, and the most one page may hold. */
export const PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100
/** The most products one catalogue call may name (`ids=`): each id is a bound parameter, and D1
 * takes at most 100 a statement, beside the bike's and the filters' own. The web asks a longer
 * list (a wishlist) in calls of this many. */
export const MAX_IDS_PER_CALL = 50

export const defaultSort = (searching: boolean): CatalogueSort =>
  searching ? 'relevance' : 'featured'
