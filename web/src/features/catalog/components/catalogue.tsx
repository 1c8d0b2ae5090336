// The catalogue: category filter, grid of cards, spinner while loading, empty and error messages.
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'wouter'
import { CATEGORY_NAMES } from '@domain/categories'
import { ProductCard } from '@/components/product/product-card'
import { Spinner } from '@/components/ui/loading-overlay'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/error-messages'
import { useProducts } from '@/lib/queries/products'
import { CategoryFilter } from './category-filter'

export function Catalogue() {
  const { t } = useTranslation('home')
  const [params] = useSearchParams()
  const [, navigate] = useLocation()
  const search = params.get('search')?.trim() ?? ''
  const requested = params.get('category')
  const category = CATEGORY_NAMES.find((c) => c === requested) ?? null
  const products = useProducts({ category: category ?? undefined, search })

  const setCategory = (next: string | null) => {
    const query = new URLSearchParams()
    if (next) query.set('category', next)
    if (search) query.set('search', search)
    const qs = query.toString()
    navigate(qs ? `${paths.home}?${qs}` : paths.home, { replace: true })
  }

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
      <CategoryFilter value={category} onChange={setCategory} />
      {products.isPending ? (
        <Spinner label={t('catalogue.loading')} />
      ) : products.isError ? (
        <p className="empty error-text" role="alert">
          {t('catalogue.loadFailed')} <small>({errorMessage(products.error)})</small>
        </p>
      ) : products.data.length === 0 ? (
        <p className="empty">{search ? t('catalogue.noResults') : t('catalogue.empty')}</p>
      ) : (
        <div className="grid" aria-live="polite">
          {products.data.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      )}
    </section>
  )
}
