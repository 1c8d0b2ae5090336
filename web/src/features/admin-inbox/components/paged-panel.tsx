// One list of the inbox: its search box (asked of the server once typing lets the page catch
// up), how many of how many are shown, the rows, and Load More.
import { useInfiniteQuery } from '@tanstack/react-query'
import { useDeferredValue, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '@/components/admin/admin-format'
import { LoadMore, loadedRows } from '@/components/admin/load-more'
import type { pagedQuery } from '@/lib/queries/pages'

interface Page<Row> {
  data: Row[]
  meta: { total: number; nextCursor: string | null }
}

interface Props<Row> {
  /** The list's pages for a search. */
  pages: (search: string) => ReturnType<typeof pagedQuery<Page<Row>>>
  /** What the list holds ("messages"), for the loading text and the count: a key of
   * admin-inbox's `nouns`, shown as given when it is not one. */
  noun: string
  searchLabel: string
  /** Shown when nothing matches (or nothing is there yet). */
  empty: string
  /** Buttons beside the search (the subscribers' export). */
  actions?: ReactNode
  children: (rows: Row[]) => ReactNode
}

export function PagedPanel<Row>({
  pages,
  noun,
  searchLabel,
  empty,
  actions,
  children,
}: Props<Row>) {
  const { t } = useTranslation('admin-inbox')
  const [search, setSearch] = useState('')
  const what = t(`nouns.${noun}`, { defaultValue: noun })
  const query = useInfiniteQuery(pages(useDeferredValue(search)))
  const { data } = query
  const { rows, total } = loadedRows(data)
  return (
    <div className="inbox-panel">
      <div className="inbox-toolbar">
        <input
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {data && (
          <span className="muted">{t('shownOf', { shown: rows.length, total, noun: what })}</span>
        )}
        {actions}
      </div>
      {query.isPending ? (
        <p className="muted">{t('loading', { noun: what })}</p>
      ) : query.isError ? (
        <p className="error-box">{errorText(query.error)}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        children(rows)
      )}
      <LoadMore query={query} />
    </div>
  )
}
