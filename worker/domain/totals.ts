// Order totals: subtotal + shipping + tax + payment fee, in integer fils. The server charges
// exactly what this returns; the checkout shows the same numbers.
import { type Fils, lineTotal, percentOf, sumFils, toFils, ZERO_FILS } from './money'
import { type DeliveryZone } from './iraq-address'
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from './payment-methods'
import type { ShopSettings } from '../schemas/settings'

export interface PricingRules {
  taxRate: number // percent of the subtotal
  deliveryFees: Record<DeliveryZone, number> // dinars
  freeShippingThreshold: number // dinars; shipping is free when the subtotal is above it
  paymentFees: Record<PaymentMethodId, number> // dinars
}

export interface PricedLine {
  unitPrice: Fils
  quantity: number
}

export interface Totals {
  subtotal: Fils
  shipping: Fils
  tax: Fils
  paymentFee: Fils
  total: Fils
}

export function subtotalOf(lines: readonly PricedLine[]): Fils {
  return sumFils(lines.map((line) => lineTotal(line.unitPrice, line.quantity)))
}

/** The order's delivery fee: its zone's, free above the threshold (and for an empty cart). */
export function computeTotals(
  lines: readonly PricedLine[],
  method: PaymentMethodId,
  zone: DeliveryZone,
  rules: PricingRules,
): Totals {
  const subtotal = subtotalOf(lines)
  const shipping =
    subtotal === 0 || subtotal > toFils(rules.freeShippingThreshold)
      ? ZERO_FILS
      : toFils(rules.deliveryFees[zone])
  const tax = percentOf(subtotal, rules.taxRate)
  const paymentFee = toFils(rules.paymentFees[method])
  const total = sumFils([subtotal, shipping, tax, paymentFee])
  return { subtotal, shipping, tax, paymentFee, total }
}

/** Totals as the API sends them (dinars), converted once to fils. */
export function totalsFromDinars(totals: Readonly<Record<keyof Totals, number>>): Totals {
  return {
    subtotal: toFils(totals.subtotal),
    shipping: toFils(totals.shipping),
    tax: toFils(totals.tax),
    paymentFee: toFils(totals.paymentFee),
    total: toFils(totals.total),
  }
}

/** The pricing part of the shop settings; a method missing from the settings costs nothing. */
export function pricingRulesFrom(settings: ShopSettings): PricingRules {
  const fee = (id: PaymentMethodId) => settings.paymentMethods.find((m) => m.id === id)?.fee ?? 0
  return {
    taxRate: settings.taxRate,
    deliveryFees: settings.deliveryFees,
    freeShippingThreshold: settings.freeShippingThreshold,
    paymentFees: Object.fromEntries(PAYMENT_METHOD_IDS.map((id) => [id, fee(id)])) as Record<
      PaymentMethodId,
      number
    >,
  }
}
