// Limits that keep unpaid orders from emptying the shelf: units per cart line, per order and held
// per customer, cash-on-delivery orders waiting for the shop's confirmation, and how long they may
// wait. Cart and API share them.

/** The per-line limit a new shop opens with (the `maxQuantityPerLine` setting). */
export const DEFAULT_MAX_QUANTITY_PER_LINE = 10

/**
 * Units one order may hold before the shop asks for a verified phone (the `maxUnitsPerOrder`
 * setting). A rider's order is a few parts; a full service (oil, filters, plugs, pads) stays under
 * 30. More is a workshop or a reseller, whom the shop must be able to call before it holds the
 * units for two days: a verified phone lifts this cap (never the per-customer one).
 */
export const DEFAULT_MAX_UNITS_PER_ORDER = 30

/**
 * Units one customer's orders that hold stock (awaiting payment, pending, confirmed) may hold
 * together, this order included (the `maxUnitsPerCustomer` setting): two large orders on their
 * way, where three orders of 100 lines of 10 units held 3,000.
 */
export const DEFAULT_MAX_UNITS_PER_CUSTOMER = 60

/** Hours a cash-on-delivery order may wait for confirmation (the `codConfirmHours` setting). */
export const DEFAULT_COD_CONFIRM_HOURS = 48

/** Pending cash-on-delivery orders one customer, and one shipping phone, may have at once. */
export const MAX_PENDING_COD_ORDERS = 3

const HOUR_MS = 60 * 60 * 1000

/** The most one line may hold: the shop's per-line limit, and never more than a known stock. */
export function maxLineQuantity(stock: number | null | undefined, maxPerLine: number): number {
  return typeof stock === 'number' ? Math.max(0, Math.min(stock, maxPerLine)) : maxPerLine
}

export interface RequestedLine {
  id: number
  quantity: number
  selectedSize?: string | null
}

/**
 * The first line holding more than `maxPerLine` units; a line is a product in one size, so the
 * same product and size sent twice count together.
 */
export function lineOverLimit<T extends RequestedLine>(
  lines: readonly T[],
  maxPerLine: number,
): T | undefined {
  const totals = new Map<string, number>()
  for (const line of lines) {
    const key = `${line.id}:${line.selectedSize || ''}`
    const total = (totals.get(key) ?? 0) + line.quantity
    if (total > maxPerLine) return line
    totals.set(key, total)
  }
  return undefined
}

/** The units an order's lines hold together. */
export const unitsOf = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0)

/** Cash-on-delivery orders placed before this moment and still pending are cancelled. */
export function codConfirmCutoff(now: Date, codConfirmHours: number): Date {
  return new Date(now.getTime() - codConfirmHours * HOUR_MS)
}
