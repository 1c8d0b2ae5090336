// The totals the server will charge: the same computeTotals() over today's catalogue prices.
import { type DeliveryZone, deliveryZoneOf, type GovernorateId } from '@domain/iraq-address'
import type { PaymentMethodId } from '@domain/payment-methods'
import { type Totals, computeTotals, pricingRulesFrom } from '@domain/totals'
import type { Product, ShopSettings } from '@/lib/api-types'
import { type CartLine, pricedLines } from '@/stores/cart-rules'

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

export function checkoutTotals(
  lines: readonly CartLine[],
  method: PaymentMethodId,
  zone: DeliveryZone,
  settings: ShopSettings,
): Totals {
  return computeTotals(pricedLines(lines), method, zone, pricingRulesFrom(settings))
}

/** The delivery zone of the chosen governorate; Baghdad's, the shop's own, until one is chosen. */
export const zoneOfChoice = (governorate: GovernorateId | ''): DeliveryZone =>
  governorate ? deliveryZoneOf(governorate) : 'baghdad'
