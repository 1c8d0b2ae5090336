// The catalogue: category (with counts), sort, and a grid of cards loaded a page at a time as the
// shopper scrolls (Load More as the fallback). Category, sort and search live in the URL; skeleton
// cards of the cards' own size hold the place while a page loads, so nothing jumps.
import { useInfiniteQuery } from '@tanstack/react-query'
import { useDeferredValue, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'wouter'
import { CATEGORY_NAMES } from '@domain/categories'
import { CATALOGUE_SORTS, defaultSort } from '@domain/catalogue'
import { bikeParam } from '@domain/garage'
import { isolatedBikeName } from '@/components/garage/bike-name'
import { ProductCard } from '@/components/product/product-card'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/error-messages'
import { formatNumber } from '@/lib/format'
import { bikeFilter, productQueries } from '@/lib/queries/products'
import { useShopSettings } from '@/lib/use-settings'
import { type SavedBike, useCurrentBike } from '@/stores/garage'
import { useNearEnd } from '../hooks/use-near-end'
import { useScrollMemory } from '../hooks/use-scroll-memory'
import { CardSkeletons } from './card-skeletons'
import { CategoryFilter } from './category-filter'

export function Catalogue() {
  const { t, i18n } = useTranslation('home')
  const lang = i18n.language
  const [params] = useSearchParams()
  const [, navigate] = useLocation()
  const search = params.get('search')?.trim() ?? ''
  const category = CATEGORY_NAMES.find((c) => c === params.get('category'))
  const sort = CATALOGUE_SORTS.find((s) => s === params.get('sort'))
  const bike = useCurrentBike()
  const maxPerLine = useShopSettings().data?.maxQuantityPerLine
  const fits = bike && params.get('fits') === '1' ? '1' : undefined
  const pages = useInfiniteQuery(
    productQueries.catalogue({ category, search, sort, fits, ...bikeFilter(bike) }),
  )
  // A page of cards renders in slices a tap can come between, not in one long task.
  const data = useDeferredValue(pages.data)
  const products = data?.pages.flatMap((page) => page.data)
  const first = data?.pages[0]?.meta
  const total = first?.total ?? 0
  // A search that found nothing, put right by the worker, when that finds something.
  const instead = first?.searchInstead
  // The next page is asked for once the cards before it are shown, not while they still render.
  const more = pages.hasNextPage && !pages.isFetchingNextPage && data === pages.data
  const sentinel = useNearEnd(() => void pages.fetchNextPage(), more)
  useScrollMemory(products !== undefined)

  /** The same page with one of its parameters changed (replace: the back button leaves the shop). */
  const setParam = (
    name: 'category' | 'sort' | 'bike' | 'fits' | 'search',
    value: string | null,
  ) => {
    const query = new URLSearchParams(params)
    if (value) query.set(name, value)
    else query.delete(name)
    const qs = query.toString()
    navigate(qs ? `${paths.home}?${qs}` : paths.home, { replace: true })
  }
  // The address names the current bike, so a shared link shows the same answers.
  const linked = params.get('bike')
  useEffect(() => {
    if (bike && !linked) setParam('bike', bikeParam(bike))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the bike or the link changes
  }, [bike, linked])

  // Relevance only orders a search; without one the newest come first.
  const sorts = CATALOGUE_SORTS.filter((s) => search || s !== 'relevance')
  const shownSort = sort ?? defaultSort(!!search)

  return (
    <section id="catalogue" className="container catalogue" aria-labelledby="catalogue-title">
      <div className="section-head">
        <h2 id="catalogue-title">
          {search ? t('catalogue.resultsFor', { search }) : t('catalogue.title')}
        </h2>
        {search && (
          <button type="button" className="btn btn-link" onClick={() => navigate(paths.home)}>
            {t('catalogue.clearSearch')}
          </button>
        )}
      </div>
      <div className="catalogue-controls">
        <CategoryFilter
          value={category ?? null}
          onChange={(c) => setParam('category', c)}
          counted={!search && !fits}
        />
        {bike && (
          <FitsOnlySwitch
            bike={bike}
            checked={!!fits}
            onChange={(on) => setParam('fits', on ? '1' : null)}
          />
        )}
        <label className="catalogue-sort">
          <span>{t('catalogue.sortBy')}</span>
          <select value={shownSort} onChange={(e) => setParam('sort', e.target.value)}>
            {sorts.map((s) => (
              <option key={s} value={s}>
                {t(`catalogue.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {pages.isError && !products ? (
        <p className="empty error-text" role="alert">
          {t('catalogue.loadFailed')} <small>({errorMessage(pages.error)})</small>
        </p>
      ) : products?.length === 0 ? (
        <div className="empty">
          <p>{search ? t('catalogue.noResults') : t('catalogue.empty')}</p>
          {instead && (
            <button
              type="button"
              className="btn btn-link"
              onClick={() => setParam('search', instead)}
            >
              {t('catalogue.searchInstead', { search: instead })}
            </button>
          )}
        </div>
      ) : (
        <>
          {products && (
            <p className="catalogue-count muted" aria-live="polite">
              {t('catalogue.count', {
                count: total,
                // A search's total is counted up to a cap (worker/db/queries/catalogue.ts): "200+".
                total: `${formatNumber(total, lang)}${first?.totalCapped ? '+' : ''}`,
                shown: formatNumber(products.length, lang),
              })}
            </p>
          )}
          <div className="grid" aria-busy={pages.isFetching}>
            {products?.map((p) => (
              <ProductCard key={p.id} product={p} maxPerLine={maxPerLine} />
            ))}
            {(!products || pages.isFetchingNextPage) && (
              <CardSkeletons label={t('catalogue.loading')} />
            )}
          </div>
          <div ref={sentinel} className="catalogue-end">
            {pages.hasNextPage && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {t('catalogue.loadMore')}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  )
}

/** "Only parts that fit my …": shown with a current bike, whose garage texts are loaded then. */
function FitsOnlySwitch({
  bike,
  checked,
  onChange,
}: {
  bike: SavedBike
  checked: boolean
  onChange: (on: boolean) => void
}) {
  const { t } = useTranslation('garage')
  return (
    <label className="catalogue-fits">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{t('fitsOnly', { bike: isolatedBikeName(bike) })}</span>
    </label>
  )
}
