// The "Save N%" figure: how much cheaper the price is than the original, as a whole percent.
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= 0 || price >= originalPrice) return 0
  return Math.round(((originalPrice - price) / originalPrice) * 100)
}
