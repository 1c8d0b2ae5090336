// Searches that found nothing, counted for the owner's morning briefing: which ones count, and how
// each is written so that spellings of one search count together.
import { normalizeSearch } from './search-normalize'

/** A longer search is no shopper's word for a part (and could fill the owner's briefing): not
 * counted, so nothing longer is ever stored. */
export const MAX_MISS_LENGTH = 60

/** Rows are kept this many days. */
export const SEARCH_MISS_DAYS = 90

/** How many of a day's misses the briefing names. */
export const SEARCH_MISSES_LISTED = 5

/** A search without a letter or digit looks for nothing. */
const HAS_WORD = /[\p{L}\p{N}]/u

/** The search as it is counted (normalised as the search index reads it), or null when it is not
 * counted: no word in it, or longer than MAX_MISS_LENGTH. */
export function missedSearchKey(search: string | undefined): string | null {
  const key = normalizeSearch(search ?? '')
  return HAS_WORD.test(key) && key.length <= MAX_MISS_LENGTH ? key : null
}
