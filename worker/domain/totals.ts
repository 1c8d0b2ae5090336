// Order totals: subtotal + delivery + tax + payment fee, in whole dinars. The server charges
// exactly what this returns; the checkout shows the same numbers.
import { type Dinars, lineTotal, percentOf, sumDinars, ZERO_DINARS } from './money'
import { type DeliveryZone } from './iraq-address'
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from './payment-methods'
import type { ShopSettings } from '../schemas/settings'

export interface PricingRules {
  taxRate: number // percent of the subtotal
  deliveryFees: Record<DeliveryZone, Dinars>
  freeShippingThreshold: Dinars // delivery is free when the subtotal is above it (the spec)
  paymentFees: Record<PaymentMethodId, Dinars>
}

export interface PricedLine {
  unitPrice: Dinars
  quantity: number
}

export interface Totals {
  subtotal: Dinars
  shipping: Dinars
  tax: Dinars
  paymentFee: Dinars
  total: Dinars
}

export function subtotalOf(lines: readonly PricedLine[]): Dinars {
  return sumDinars(lines.map((line) => lineTotal(line.unitPrice, line.quantity)))
}

/** Delivery is free above the threshold (and for an empty cart); else the zone's fee. Tax is
 * taken once, on the subtotal, rounded half up; the total is the exact sum of the four lines. */
export function computeTotals(
  lines: readonly PricedLine[],
  method: PaymentMethodId,
  zone: DeliveryZone,
  rules: PricingRules,
): Totals {
  const subtotal = subtotalOf(lines)
  const shipping =
    subtotal === 0 || subtotal > rules.freeShippingThreshold
      ? ZERO_DINARS
      : rules.deliveryFees[zone]
  const tax = percentOf(subtotal, rules.taxRate)
  const paymentFee = rules.paymentFees[method]
  const total = sumDinars([subtotal, shipping, tax, paymentFee])
  return { subtotal, shipping, tax, paymentFee, total }
}

/** The pricing part of the shop settings; a method missing from the settings costs nothing. */
export function pricingRulesFrom(settings: ShopSettings): PricingRules {
  const fee = (id: PaymentMethodId) =>
    settings.paymentMethods.find((m) => m.id === id)?.fee ?? ZERO_DINARS
  return {
    taxRate: settings.taxRate,
    deliveryFees: settings.deliveryFees,
    freeShippingThreshold: settings.freeShippingThreshold,
    paymentFees: Object.fromEntries(PAYMENT_METHOD_IDS.map((id) => [id, fee(id)])) as Record<
      PaymentMethodId,
      Dinars
    >,
  }
}
