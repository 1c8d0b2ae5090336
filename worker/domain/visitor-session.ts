// Visitor-session rules shared by the storefront tracker and the API: the 30-minute timeout,
// device and browser detection from the user agent, and which page names a product.
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const
export type Device = (typeof DEVICES)[number]

export const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Other'] as const
export type Browser = (typeof BROWSERS)[number]

/** Tablets first: iPads and Android tablets also match the phone patterns. */
export function detectDevice(userAgent: string): Device {
  if (/ipad|tablet|playbook|silk|android(?!.*mobile)/i.test(userAgent)) return 'tablet'
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile/i.test(userAgent)) return 'mobile'
  return 'desktop'
}

/** Edge and Opera carry "Chrome" and "Safari" in their agents, and Chrome carries "Safari". */
export function detectBrowser(userAgent: string): Browser {
  if (/edg(e|a|ios)?\//i.test(userAgent)) return 'Edge'
  if (/opr\/|opera/i.test(userAgent)) return 'Opera'
  if (/firefox|fxios/i.test(userAgent)) return 'Firefox'
  if (/chrome|crios|chromium/i.test(userAgent)) return 'Chrome'
  if (/safari/i.test(userAgent)) return 'Safari'
  return 'Other'
}

/** A session continues while its last activity is under 30 minutes old. */
export function isSessionActive(lastActivityAt: number, now: number): boolean {
  return now - lastActivityAt < SESSION_TIMEOUT_MS
}

/** The product a page shows (`/product/1001`), for the top-products list. */
export function productIdOfPage(page: string): number | null {
  const match = /^\/product\/(\d{1,9})\/?$/.exec(page)
  return match ? Number(match[1]) : null
}
