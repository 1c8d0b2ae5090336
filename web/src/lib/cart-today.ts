// A cart line against today's catalogue (the cart's copy of a product may be days old): its price
// now, and how much of it can still be ordered. Read by the cart panel and the checkout, both
// chunks of their own: kept out of the cart's rules, which every page's first load carries.
import { stockLabel } from '@domain/stock-label'
import { DEFAULT_MAX_QUANTITY_PER_LINE } from '@domain/order-limits'
import type { Product } from '@/lib/api-types'
import { type CartLine, type CartProduct, maxQuantity } from '@/stores/cart-rules'

/** What today's catalogue allows of a line: all of it, fewer units (`most`), or none (sold out or
 * gone from the shop). The cart's copy of a product may be days old; the server refuses an order
 * whose line it cannot fill. Without the catalogue's answer yet, nothing is known against it. */
export type LineAvailability = { kind: 'all' } | { kind: 'fewer'; most: number } | { kind: 'none' }

export function lineAvailability(
  line: CartLine,
  catalogue: readonly Pick<CartProduct, 'id' | 'stock' | 'inStock'>[] | undefined,
  maxPerLine = DEFAULT_MAX_QUANTITY_PER_LINE,
): LineAvailability {
  if (!catalogue) return { kind: 'all' }
  const today = catalogue.find((p) => p.id === line.product.id)
  if (!today || stockLabel(today).kind === 'out-of-stock') return { kind: 'none' }
  const most = maxQuantity(today, maxPerLine)
  return line.quantity > most ? { kind: 'fewer', most } : { kind: 'all' }
}

/** The cart's lines at the freshest catalogue price the page has (the cart's copy may be older),
 * so that each line and the subtotal agree with what the server charges. */
export function atCurrentPrices(
  lines: readonly CartLine[],
  catalogue: readonly Product[] | undefined,
): CartLine[] {
  const current = new Map(catalogue?.map((p) => [p.id, p.price]))
  return lines.map((l) => {
    const price = current.get(l.product.id)
    return price === undefined || price === l.product.price
      ? l
      : { ...l, product: { ...l.product, price } }
  })
}
