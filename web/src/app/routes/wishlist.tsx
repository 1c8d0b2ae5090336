// /wishlist: the signed-in shopper's saved products, Add All to Cart (in-stock only; a product sold
// in sizes waits on its card for the shopper's size).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { ProductCard } from '@/components/product/product-card'
import { Spinner } from '@/components/ui/loading-overlay'
import { loginThen, paths } from '@/config/paths'
import { useUser } from '@/lib/auth'
import { bikeFilter, useProductsByIds } from '@/lib/queries/products'
import { useShopSettings } from '@/lib/use-settings'
import { useAddAllToCart } from '@/features/wishlist/hooks/use-add-all-to-cart'
import { wishlistStore } from '@/stores/cart'
import { useCurrentBike } from '@/stores/garage'

export default function WishlistPage() {
  const { t } = useTranslation('wishlist')
  const user = useUser()
  const saved = wishlistStore.use()
  const catalogue = useProductsByIds(
    saved.map((p) => p.id),
    bikeFilter(useCurrentBike()),
  )
  const addAll = useAddAllToCart()
  // Products sold in sizes that Add All to Cart left: their cards open the size picker.
  const [askSize, setAskSize] = useState<ReadonlySet<number>>(new Set())
  const maxPerLine = useShopSettings().data?.maxQuantityPerLine
  const loaded = catalogue.data
  // A saved product the shop has since removed leaves the wishlist (and its badge count): the
  // shop answered for every saved id and this one was not among them.
  useEffect(() => {
    if (!loaded) return
    const ids = new Set(loaded.map((p) => p.id))
    const kept = wishlistStore.get().filter((p) => ids.has(p.id))
    if (kept.length !== wishlistStore.get().length) wishlistStore.set(kept)
  }, [loaded])

  if (user.isPending) return <Spinner />
  if (!user.data)
    return (
      <div className="container narrow empty-state">
        <h1>{t('title')}</h1>
        <p>{t('signInPrompt')}</p>
        <Link href={loginThen(paths.wishlist)} className="btn btn-primary">
          {t('signIn')}
        </Link>
      </div>
    )

  // Show today's price, stock and rating for each saved product.
  const current = new Map(catalogue.data?.map((p) => [p.id, p]))
  const products = saved.map((p) => current.get(p.id)).filter((p) => p !== undefined)
  return (
    <div className="container wishlist-page">
      <div className="section-head">
        <h1>{t('title')}</h1>
        {saved.length > 0 && loaded && (
          <div className="actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setAskSize(addAll(products))}
            >
              {t('addAll')}
            </button>
            <Link href={paths.home} className="btn btn-outline">
              {t('continue')}
            </Link>
          </div>
        )}
      </div>
      {saved.length === 0 ? (
        <div className="empty-state">
          <p>{t('empty')}</p>
          <Link href={paths.home} className="btn btn-primary">
            {t('continue')}
          </Link>
        </div>
      ) : catalogue.isError ? (
        <div className="empty-state">
          <p className="error-text" role="alert">
            {t('loadError')}
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void catalogue.refetch()}
          >
            {t('retry')}
          </button>
        </div>
      ) : catalogue.isPending ? (
        <Spinner />
      ) : (
        <div className="grid">
          {products.map((p) => (
            <ProductCard
              key={p.id}
              product={p}
              maxPerLine={maxPerLine}
              askSize={askSize.has(p.id)}
            />
          ))}
        </div>
      )}
    </div>
  )
}
