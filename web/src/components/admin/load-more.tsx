// The end of a list the server pages: how many of how many are shown, and Load More for the next
// page while there is one.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

interface Page<Row> {
  data: Row[]
  meta: { total: number }
}

/** The rows of every page loaded so far, and how many the list holds in all. */
export function loadedRows<Row>(data: InfiniteData<Page<Row>> | undefined) {
  return {
    rows: data?.pages.flatMap((page) => page.data) ?? [],
    total: data?.pages[0]?.meta.total ?? 0,
  }
}

type Paged = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>

export function LoadMore({ query }: { query: Paged }) {
  const { t } = useTranslation('admin')
  if (!query.hasNextPage) return null
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('common.loadMore')}
    </button>
  )
}
