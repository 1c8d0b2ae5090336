// Cart rules as pure functions: a line is a product in one size; quantities stay in 1..max, max
// being the stock and the shop's per-line limit (its default until the settings are known).
import { DEFAULT_MAX_QUANTITY_PER_LINE, maxLineQuantity } from '@domain/order-limits'
import { isWholeDinars, roundHalfUp } from '@domain/money'
import type { PricedLine } from '@domain/totals'
import type { Product } from '@/lib/api-types'

export type CartProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'nameAr'
  | 'price'
  | 'originalPrice'
  | 'image'
  | 'images'
  | 'stock'
  | 'inStock'
  | 'sizes'
  | 'category'
>

export interface CartLine {
  product: CartProduct
  quantity: number
  selectedSize: string | null
}

/**
 * A product kept in this browser by a build from before whole dinars may carry a float price: it
 * is rounded half up, as the server's migration rounded its own (the server charges its prices
 * anyway). The same product comes back when there is nothing to change.
 */
export function withWholeDinarPrices<P extends Pick<CartProduct, 'price' | 'originalPrice'>>(
  product: P,
): P {
  const { price, originalPrice } = product
  if (isWholeDinars(price) && (originalPrice === null || isWholeDinars(originalPrice)))
    return product
  return {
    ...product,
    price: roundHalfUp(price),
    originalPrice: originalPrice === null ? null : roundHalfUp(originalPrice),
  }
}

/** A stored cart with whole-dinar prices: the same array when nothing changed. */
export function cartWithWholeDinars(lines: CartLine[]): CartLine[] {
  const upgraded = lines.map((line) => {
    const product = withWholeDinarPrices(line.product)
    return product === line.product ? line : { ...line, product }
  })
  return upgraded.some((line, i) => line !== lines[i]) ? upgraded : lines
}

/** A stored wishlist with whole-dinar prices: the same array when nothing changed. */
export function wishlistWithWholeDinars(list: CartProduct[]): CartProduct[] {
  const upgraded = list.map((p) => withWholeDinarPrices(p))
  return upgraded.some((p, i) => p !== list[i]) ? upgraded : list
}

export function maxQuantity(
  product: { stock?: number | null },
  maxPerLine = DEFAULT_MAX_QUANTITY_PER_LINE,
): number {
  return maxLineQuantity(product.stock, maxPerLine)
}

export function clampQuantity(
  quantity: number,
  product: { stock?: number | null },
  maxPerLine = DEFAULT_MAX_QUANTITY_PER_LINE,
): number {
  return Math.min(Math.max(1, Math.floor(quantity)), Math.max(1, maxQuantity(product, maxPerLine)))
}

export const lineKey = (id: number, size: string | null) => `${id}:${size ?? ''}`

/** The size-first rule: a product with sizes cannot be added before one is chosen. */
export function needsSize(
  product: { sizes: readonly string[] },
  size: string | null | undefined,
): boolean {
  return product.sizes.length > 0 && !size
}

export function toCartProduct(p: CartProduct): CartProduct {
  const { id, name, nameAr, price, originalPrice, image, images, stock, inStock, sizes, category } =
    p
  return { id, name, nameAr, price, originalPrice, image, images, stock, inStock, sizes, category }
}

/** Adding the same product and size raises its quantity; otherwise a new line is added. */
export function addLine(
  lines: readonly CartLine[],
  product: CartProduct,
  size: string | null,
  quantity = 1,
  maxPerLine = DEFAULT_MAX_QUANTITY_PER_LINE,
): CartLine[] {
  const key = lineKey(product.id, size)
  const existing = lines.find((l) => lineKey(l.product.id, l.selectedSize) === key)
  if (existing)
    return lines.map((l) =>
      l === existing
        ? {
            ...l,
            product: toCartProduct(product),
            quantity: clampQuantity(l.quantity + quantity, product, maxPerLine),
          }
        : l,
    )
  return [
    ...lines,
    {
      product: toCartProduct(product),
      quantity: clampQuantity(quantity, product, maxPerLine),
      selectedSize: size,
    },
  ]
}

/** Zero or less removes the line. */
export function setLineQuantity(
  lines: readonly CartLine[],
  key: string,
  quantity: number,
  maxPerLine = DEFAULT_MAX_QUANTITY_PER_LINE,
): CartLine[] {
  if (quantity <= 0) return removeLine(lines, key)
  return lines.map((l) =>
    lineKey(l.product.id, l.selectedSize) === key
      ? { ...l, quantity: clampQuantity(quantity, l.product, maxPerLine) }
      : l,
  )
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((l) => lineKey(l.product.id, l.selectedSize) !== key)
}

/** The lines for @domain/totals, at the prices the API sent. */
export function pricedLines(lines: readonly CartLine[]): PricedLine[] {
  return lines.map((l) => ({ unitPrice: l.product.price, quantity: l.quantity }))
}

export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0)
}
