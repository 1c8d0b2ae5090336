// A product in a grid: gallery, badges, stock, heart, rating, short copy, price, size, quantity, add.
import { useState } from 'react'
import { Link } from 'wouter'
// The card navigates without watching the address (as useLocation would, in each of 24 cards).
import { navigate } from 'wouter/use-browser-location'
import { discountPercent } from '@domain/discount'
import { CARD_SIZES, pictureAttributes } from '@domain/picture-sizes'
import type { FitmentAnswer } from '@domain/fitment'
import { stockLabel } from '@domain/stock-label'
import { FitmentLabel } from '@/components/garage/fitment-label'
import { Icon } from '@/components/ui/icon'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { Stars } from '@/components/ui/stars'
import { paths } from '@/config/paths'
import type { Product } from '@/lib/api-types'
import { formatNumber } from '@/lib/format'
import { CARD_COMPATIBILITY_LENGTH, localized } from '@/lib/text'
import { clampQuantity, maxQuantity, needsSize, type CartProduct } from '@/stores/cart-rules'
import { categoryKeyOf } from './category-name'
import { CompatibilityText } from './compatibility-text'
import { Price } from './price'
import { ProductBadge } from './product-badge'
import { SizePicker } from './size-picker'
import { StockLabel } from './stock-label'
import { useCartActions, useWishlistToggle } from './use-shop-actions'
import { useCommonTexts } from '@/lib/use-common-texts'

/** What a card shows: the cart's fields plus the texts, badge and rating. */
export type CardProduct = CartProduct &
  Pick<
    Product,
    'description' | 'descriptionAr' | 'badge' | 'rating' | 'reviews' | 'compatibility'
  > & {
    /** The answer for the current bike, on cards read with one. */
    fitment?: FitmentAnswer
  }

/** `maxPerLine`: the shop's per-line limit, read once by the grid rather than watched by each card.
 * `askSize`: show the size picker now, as a first Add to Cart without a size does (the wishlist's
 * Add All to Cart, which leaves the size to the shopper). */
export function ProductCard({
  product,
  maxPerLine,
  askSize = false,
}: {
  product: CardProduct
  maxPerLine: number | undefined
  askSize?: boolean
}) {
  const { t, language: lang } = useCommonTexts()
  const cart = useCartActions()
  const wishlist = useWishlistToggle()
  const images = product.images.length ? product.images : [product.image]
  const [imageIndex, setImageIndex] = useState(0)
  const [size, setSize] = useState<string | null>(null)
  const [sizeAsked, setSizeAsked] = useState(false)
  const showSizes = sizeAsked || askSize
  const [quantity, setQuantity] = useState(1)
  const soldOut = stockLabel(product).kind === 'out-of-stock'
  const percent = discountPercent(product.price, product.originalPrice)
  const name = localized(lang, product.name, product.nameAr)
  const href = paths.product(product.id)
  const sizeMissing = showSizes && needsSize(product, size)

  const add = () => {
    if (needsSize(product, size)) {
      setSizeAsked(true)
      return
    }
    cart.add(product, size, clampQuantity(quantity, product, maxPerLine))
  }

  return (
    // The whole card opens the product for a mouse; keyboards and screen readers use its title link.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article
      className="card product-card"
      aria-label={name}
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('button, a, input, select, label')) navigate(href)
      }}
    >
      <div className="card-media">
        <img
          {...pictureAttributes(images[imageIndex] ?? product.image, CARD_SIZES)}
          alt={name}
          loading="lazy"
        />
        <div className="card-flags">
          {product.badge && <ProductBadge badge={product.badge} />}
          {percent > 0 && (
            <span className="badge badge-discount">−{formatNumber(percent, lang)}%</span>
          )}
        </div>
        <button
          type="button"
          className={wishlist.has(product.id) ? 'heart on' : 'heart'}
          aria-label={wishlist.has(product.id) ? t('wishlist.remove') : t('wishlist.add')}
          aria-pressed={wishlist.has(product.id)}
          onClick={() => wishlist.toggle(product)}
        >
          <Icon name="heart" filled={wishlist.has(product.id)} size={18} />
        </button>
        {images.length > 1 && (
          <>
            <span className="card-counter">
              {formatNumber(imageIndex + 1, lang)}/{formatNumber(images.length, lang)}
            </span>
            <div className="dots">
              {images.map((_, i) => (
                <button
                  type="button"
                  key={i}
                  className={i === imageIndex ? 'dot on' : 'dot'}
                  aria-label={t('product.showImage', { n: i + 1 })}
                  onClick={() => setImageIndex(i)}
                />
              ))}
            </div>
          </>
        )}
      </div>
      <div className="card-body">
        <div className="card-meta">
          <span className="category">{t(`categories.${categoryKeyOf(product.category)}`)}</span>
          <StockLabel product={product} />
        </div>
        <h3 className="card-title">
          <Link href={href}>{name}</Link>
        </h3>
        <Stars rating={product.rating} count={product.reviews} />
        <p className="card-text">{localized(lang, product.description, product.descriptionAr)}</p>
        {product.compatibility && (
          <p className="card-fits">
            {t('product.fits')}{' '}
            <CompatibilityText text={product.compatibility} max={CARD_COMPATIBILITY_LENGTH} />
          </p>
        )}
        <FitmentLabel answer={product.fitment} />
        <Price price={product.price} originalPrice={product.originalPrice} />
        {showSizes && product.sizes.length > 0 && (
          <SizePicker
            sizes={product.sizes}
            value={size}
            onChange={setSize}
            label={t('product.size')}
          />
        )}
        <div className="card-actions">
          <QuantityStepper
            value={quantity}
            max={Math.max(1, maxQuantity(product, maxPerLine))}
            onChange={setQuantity}
          />
          <button
            type="button"
            className="btn btn-primary btn-add"
            disabled={soldOut}
            onClick={add}
          >
            <Icon name="cart" size={16} />
            {soldOut
              ? t('product.outOfStock')
              : sizeMissing
                ? t('product.selectSizeFirst')
                : t('product.addToCart')}
          </button>
        </div>
      </div>
    </article>
  )
}
