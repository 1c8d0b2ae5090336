// Where the cart is kept on this device, and the products it names as stored. Self-contained (no
// imports): index.html's inline script runs `savedCartIds`'s source to ask for a checkout's
// products with the page (web/first-screen-preloads.ts).
export const CART_STORAGE_KEY = 'bmp.cart'

/** The product ids of the cart as stored under CART_STORAGE_KEY (anything unreadable: none). */
export function savedCartIds(savedCart: unknown): number[] {
  if (!Array.isArray(savedCart)) return []
  return savedCart
    .map((line: unknown) =>
      typeof line === 'object' && line !== null && 'product' in line
        ? (line.product as { id?: unknown } | null)?.id
        : undefined,
    )
    .filter((id): id is number => Number.isInteger(id))
}
