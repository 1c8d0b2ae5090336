// The one stock-label rule every screen shows (cards, detail, wishlist).
export const ONLY_FEW_LEFT = 5
export const LOW_STOCK = 10

export type StockLabel =
  | { kind: 'out-of-stock' }
  | { kind: 'only-left'; count: number }
  | { kind: 'low-stock' }
  | { kind: 'in-stock' }

export function stockLabel(product: { stock: number; inStock: boolean }): StockLabel {
  if (!product.inStock || product.stock <= 0) return { kind: 'out-of-stock' }
  if (product.stock <= ONLY_FEW_LEFT) return { kind: 'only-left', count: product.stock }
  if (product.stock <= LOW_STOCK) return { kind: 'low-stock' }
  return { kind: 'in-stock' }
}
