// The totals the server will charge: the same computeTotals() over today's catalogue prices.
import type { PaymentMethodId } from '@domain/payment-methods'
import { toFils } from '@domain/money'
import { type Totals, computeTotals, pricingRulesFrom } from '@domain/totals'
import type { Product, ShopSettings } from '@/lib/api-types'
import type { CartLine } from '@/stores/cart-rules'

/** Lines priced from the freshest catalogue the page has; the cart's copy may be older. */
export function checkoutTotals(
  lines: readonly CartLine[],
  catalogue: readonly Product[] | undefined,
  method: PaymentMethodId,
  settings: ShopSettings,
): Totals {
  const current = new Map(catalogue?.map((p) => [p.id, p.price]))
  return computeTotals(
    lines.map((l) => ({
      unitPrice: toFils(current.get(l.product.id) ?? l.product.price),
      quantity: l.quantity,
    })),
    method,
    pricingRulesFrom(settings),
  )
}
