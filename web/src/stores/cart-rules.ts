// Cart rules as pure functions: a line is a product in one size; quantities stay in 1..max.
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

/** Without a known stock a line may hold up to 10. */
export const DEFAULT_MAX_QUANTITY = 10

export function maxQuantity(product: { stock?: number | null }): number {
  return typeof product.stock === 'number' ? Math.max(product.stock, 0) : DEFAULT_MAX_QUANTITY
}

export function clampQuantity(quantity: number, product: { stock?: number | null }): number {
  return Math.min(Math.max(1, Math.floor(quantity)), Math.max(1, maxQuantity(product)))
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
): CartLine[] {
  const key = lineKey(product.id, size)
  const existing = lines.find((l) => lineKey(l.product.id, l.selectedSize) === key)
  if (existing)
    return lines.map((l) =>
      l === existing
        ? {
            ...l,
            product: toCartProduct(product),
            quantity: clampQuantity(l.quantity + quantity, product),
          }
        : l,
    )
  return [
    ...lines,
    {
      product: toCartProduct(product),
      quantity: clampQuantity(quantity, product),
      selectedSize: size,
    },
  ]
}

/** Zero or less removes the line. */
export function setLineQuantity(
  lines: readonly CartLine[],
  key: string,
  quantity: number,
): CartLine[] {
  if (quantity <= 0) return removeLine(lines, key)
  return lines.map((l) =>
    lineKey(l.product.id, l.selectedSize) === key
      ? { ...l, quantity: clampQuantity(quantity, l.product) }
      : l,
  )
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((l) => lineKey(l.product.id, l.selectedSize) !== key)
}

export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0)
}
