// The totals the server will charge: the same computeTotals() over today's catalogue prices.
import { type DeliveryZone, deliveryZoneOf, type GovernorateId } from '@domain/iraq-address'
import type { PaymentMethodId } from '@domain/payment-methods'
import { type Totals, computeTotals, pricingRulesFrom } from '@domain/totals'
import type { ShopSettings } from '@/lib/api-types'
import { type CartLine, pricedLines } from '@/stores/cart-rules'

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
