// Size, quantity, Add to Cart ("Added to Cart!" for 2 s), wishlist and share.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { stockLabel } from '@domain/stock-label'
import { Icon } from '@/components/ui/icon'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { SizePicker } from '@/components/product/size-picker'
import { useCartActions, useWishlistToggle } from '@/components/product/use-shop-actions'
import type { ProductDetail } from '@/lib/api-types'
import { useShopSettings } from '@/lib/use-settings'
import { maxQuantity } from '@/stores/cart-rules'
import { showToast } from '@/stores/toasts'
import { BackInStock } from './back-in-stock'

export const ADDED_MS = 2000

export function PurchasePanel({ product, name }: { product: ProductDetail; name: string }) {
  const { t } = useTranslation(['product', 'common'])
  const cart = useCartActions()
  const wishlist = useWishlistToggle()
  const maxPerLine = useShopSettings().data?.maxQuantityPerLine
  // The first size is preselected.
  const [size, setSize] = useState<string | null>(product.sizes[0] ?? null)
  const [quantity, setQuantity] = useState(1)
  const [added, setAdded] = useState(false)
  const soldOut = stockLabel(product).kind === 'out-of-stock'

  useEffect(() => {
    if (!added) return
    const timer = setTimeout(() => setAdded(false), ADDED_MS)
    return () => clearTimeout(timer)
  }, [added])

  const share = async () => {
    const url = window.location.href
    try {
      if (!('share' in navigator)) throw new Error('no share')
      await navigator.share({ title: name, url })
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      try {
        await navigator.clipboard.writeText(url)
        showToast(t('share.copied'))
      } catch {
        // No clipboard either (insecure page, permission refused): show the link to copy by hand,
        // isolated so it reads left to right inside Arabic text.
        showToast(t('share.copyFailed', { url: `\u2068${url}\u2069` }), 'error')
      }
    }
  }

  // A sold-out part offers no size or quantity to choose: nothing could be added with them.
  return (
    <div className="purchase">
      {!soldOut && product.sizes.length > 0 && (
        <div className="field-block">
          <span className="field-label" id="size-label">
            {t('common:product.size')}
          </span>
          <SizePicker
            sizes={product.sizes}
            value={size}
            onChange={setSize}
            labelledBy="size-label"
          />
        </div>
      )}
      {!soldOut && (
        <div className="field-block">
          <span className="field-label">{t('common:product.quantity')}</span>
          <QuantityStepper
            value={quantity}
            max={Math.max(1, maxQuantity(product, maxPerLine))}
            onChange={setQuantity}
          />
        </div>
      )}
      <div className="purchase-actions">
        <button
          type="button"
          className={added ? 'btn btn-success btn-lg' : 'btn btn-primary btn-lg'}
          disabled={soldOut}
          onClick={() => {
            cart.add(product, size, quantity)
            setAdded(true)
          }}
        >
          <Icon name={added ? 'check' : 'cart'} size={18} />
          {soldOut
            ? t('common:product.outOfStock')
            : added
              ? t('addedToCart')
              : t('common:product.addToCart')}
        </button>
        <button
          type="button"
          className={
            wishlist.has(product.id) ? 'btn btn-outline btn-lg on' : 'btn btn-outline btn-lg'
          }
          aria-pressed={wishlist.has(product.id)}
          onClick={() => wishlist.toggle(product)}
        >
          <Icon name="heart" size={18} filled={wishlist.has(product.id)} />
          {wishlist.has(product.id) ? t('common:wishlist.remove') : t('common:wishlist.add')}
        </button>
        <button type="button" className="btn btn-outline btn-lg" onClick={share}>
          <Icon name="share" size={18} />
          {t('share.button')}
        </button>
      </div>
      {soldOut && <BackInStock productId={product.id} />}
    </div>
  )
}
