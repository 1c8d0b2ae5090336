// Wishlist rules: one entry per product; Add All to Cart takes only what is in stock.
import { stockLabel } from '@domain/stock-label'
import { addLine, type CartLine, type CartProduct, needsSize } from './cart-rules'

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

/** The in-stock products Add All to Cart leaves for the shopper: sold in sizes, whose size only
 * they know (a helmet put in the cart in its first size went out in S). */
export const needingSize = (list: readonly CartProduct[]) =>
  purchasable(list).filter((p) => needsSize(p, null))

/** Add All to Cart: each in-stock product sold without sizes, once. */
export function addAllToCart(
  lines: readonly CartLine[],
  list: readonly CartProduct[],
  maxPerLine?: number,
): CartLine[] {
  return purchasable(list)
    .filter((p) => !needsSize(p, null))
    .reduce<CartLine[]>((acc, p) => addLine(acc, p, null, 1, maxPerLine), [...lines])
}
