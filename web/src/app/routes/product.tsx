// /product/:id: gallery, buying, assurances, copy, reviews and related products.
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'wouter'
import { FitmentLabel } from '@/components/garage/fitment-label'
import { ProductCard } from '@/components/product/product-card'
import { categoryKeyOf } from '@/components/product/category-name'
import { Price } from '@/components/product/price'
import { ProductBadge } from '@/components/product/product-badge'
import { StockLabel } from '@/components/product/stock-label'
import { AfterFirstPaint } from '@/components/ui/after-first-paint'
import { Spinner } from '@/components/ui/loading-overlay'
import { Stars } from '@/components/ui/stars'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-messages'
import { useNoIndex } from '@/lib/no-index'
import { bikeFilter, useProduct } from '@/lib/queries/products'
import { useCurrentBike } from '@/stores/garage'
import { localized } from '@/lib/text'
import { useShopSettings } from '@/lib/use-settings'
import { Assurances } from '@/features/product/components/assurances'
import { FitsList } from '@/features/product/components/fits-list'
import { Gallery } from '@/features/product/components/gallery'
import { ProductInfo } from '@/features/product/components/product-info'
import { PurchasePanel } from '@/features/product/components/purchase-panel'
import { Reviews } from '@/features/product/components/reviews'

export default function ProductPage() {
  const { t, i18n } = useTranslation(['product', 'common'])
  const { id = '' } = useParams<{ id?: string }>()
  const product = useProduct(id, bikeFilter(useCurrentBike()))
  const maxPerLine = useShopSettings().data?.maxQuantityPerLine

  if (product.isPending) return <Spinner />
  if (product.isError) {
    const missing =
      product.error instanceof ApiError &&
      (product.error.status === 404 || product.error.status === 400)
    return missing ? <ProductMissing /> : <ProductTrouble message={errorMessage(product.error)} />
  }

  const p = product.data
  const name = localized(i18n.language, p.name, p.nameAr)
  const images = p.images.length ? p.images : [p.image]
  return (
    <div className="container product-page">
      <Link href={paths.home} className="back-link">
        {t('back')}
      </Link>
      <div className="product-top">
        <Gallery images={images} name={name} />
        <div className="product-summary">
          <div className="card-meta">
            <span className="category">{t(`common:categories.${categoryKeyOf(p.category)}`)}</span>
            {p.badge && <ProductBadge badge={p.badge} />}
          </div>
          <h1>{name}</h1>
          <Stars rating={p.rating} count={p.reviews} />
          <Price price={p.price} originalPrice={p.originalPrice} large />
          <StockLabel product={p} live />
          <FitmentLabel answer={p.fitment} />
          <PurchasePanel key={p.id} product={p} name={name} />
          <Assurances />
        </div>
      </div>
      <AfterFirstPaint>
        <ProductInfo product={p} />
        <FitsList fitments={p.fitments} />
        <Reviews product={p} />
        {p.related.length > 0 && (
          <section aria-labelledby="related-title">
            <h2 id="related-title">{t('related')}</h2>
            <div className="grid">
              {p.related.slice(0, 4).map((r) => (
                <ProductCard key={r.id} product={r} maxPerLine={maxPerLine} />
              ))}
            </div>
          </section>
        )}
      </AfterFirstPaint>
    </div>
  )
}

/** A product that does not exist (deleted, or never was): not for search engines to keep. */
function ProductMissing() {
  const { t } = useTranslation('product')
  useNoIndex()
  return <ProductNotShown title={t('notFound.title')} text={t('notFound.text')} />
}

/** The product could not be read just now (offline, the shop's trouble). */
function ProductTrouble({ message }: { message: string }) {
  const { t } = useTranslation('common')
  return <ProductNotShown title={t('errors.title')} text={message} />
}

function ProductNotShown({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('product')
  return (
    <div className="container narrow empty-state">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link href={paths.home} className="btn btn-primary">
        {t('back')}
      </Link>
    </div>
  )
}
