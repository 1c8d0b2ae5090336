// Wishlist rules: one entry per product; Add All to Cart takes only what is in stock.
import { stockLabel } from '@domain/stock-label'
import { addLine, type CartLine, type CartProduct } from './cart-rules'

export const isWishlisted = (list: readonly CartProduct[], id: number) =>
  list.some((p) => p.id === id)

export function toggleWishlist(list: readonly CartProduct[], product: CartProduct): CartProduct[] {
  return isWishlisted(list, product.id)
    ? list.filter((p) => p.id !== product.id)
    : [...list, product]
}

export function purchasable(list: readonly CartProduct[]): CartProduct[] {
  return list.filter((p) => stockLabel(p).kind !== 'out-of-stock')
}

/** Add All to Cart: each in-stock product once, in its first size when it has sizes. */
export function addAllToCart(
  lines: readonly CartLine[],
  list: readonly CartProduct[],
  maxPerLine?: number,
): CartLine[] {
  return purchasable(list).reduce<CartLine[]>(
    (acc, p) => addLine(acc, p, p.sizes[0] ?? null, 1, maxPerLine),
    [...lines],
  )
}
