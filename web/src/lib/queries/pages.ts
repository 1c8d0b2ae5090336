// Lists read a page at a time (the catalogue, the admin lists): each page is asked for with the
// last one's `meta.nextCursor`, and a filter's blanks are left out of the query string so equal
// filters share one cache entry.
import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query'

/** The query string of a filter: blanks left out. */
export function queryOf(filter: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => !!entry[1]),
  )
}

interface PageAnswer {
  meta: { nextCursor: string | null }
}

/** Pages of one list under `queryKey`; `fetchPage` asks for the page after `cursor` (none: the
 * first). While a changed filter loads, the last filter's rows stay on screen. */
export const pagedQuery = <P extends PageAnswer>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<P>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  })
