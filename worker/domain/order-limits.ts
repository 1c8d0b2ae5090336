// Limits that keep unpaid orders from emptying the shelf: units per cart line, cash-on-delivery
// orders waiting for the shop's confirmation, and how long they may wait. Cart and API share them.

/** The per-line limit a new shop opens with (the `maxQuantityPerLine` setting). */
export const DEFAULT_MAX_QUANTITY_PER_LINE = 10

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

/** Cash-on-delivery orders placed before this moment and still pending are cancelled. */
export function codConfirmCutoff(now: Date, codConfirmHours: number): Date {
  return new Date(now.getTime() - codConfirmHours * HOUR_MS)
}
