// The shop's real URLs, in one place.
import { trackingPath } from '@domain/tracking-link'

export const paths = {
  home: '/',
  product: (id: number | string) => `/product/${id}`,
  login: '/login',
  register: '/register',
  checkout: '/checkout',
  orders: '/orders',
  wishlist: '/wishlist',
  languageSettings: '/language-settings',
  fitmentGuide: '/fitment-guide',
  storeLocation: '/store-location',
  support: '/support',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyPhone: '/verify-phone',
  admin: '/admin',
  adminTab: (tab: AdminTab) => (tab === 'overview' ? '/admin' : `/admin/${tab}`),
  telegramTest: '/admin/telegram-test',
  smsTest: '/admin/sms-test',
  inbox: '/admin/inbox',
  deliveries: '/admin/deliveries',
  /** The products tab with this product's edit form open (the Today card's low-stock rows). */
  adminProduct: (id: number) => `/admin/products?edit=${String(id)}`,
  /** The orders tab showing one order (its filter set to the order's id). */
  adminOrder: (id: string) => `/admin/orders?order=${encodeURIComponent(id)}`,
  /** The orders tab showing one status, or one Baghdad day (YYYY-MM-DD), or both. */
  adminOrdersWhere: ({ status, day }: { status?: string; day?: string }) =>
    `/admin/orders?${new URLSearchParams({ ...(status && { status }), ...(day && { day }) }).toString()}`,
  /** An order's public tracking page (the e-mails link to the same). */
  track: trackingPath,
  /** An online order's payment page, reached by its tracking link's token. */
  pay: (token: string) => `/pay/${encodeURIComponent(token)}`,
} as const

export const ADMIN_TABS = [
  'overview',
  'products',
  'orders',
  'cash',
  'users',
  'analytics',
  'data',
  'settings',
] as const
export type AdminTab = (typeof ADMIN_TABS)[number]
/** /admin (overview) and /admin/<tab>; the developer pages under /admin/ are routes of their own. */
export const adminRoute = new RegExp(`^/admin(?:/(?<tab>${ADMIN_TABS.slice(1).join('|')}))?/?$`)

/** Sign-in that returns to `next` afterwards (checkout, a product to review, ...). */
export const loginThen = (next: string) => `${paths.login}?next=${encodeURIComponent(next)}`

/** Sign-in, then back to this page as it is now, its query too (a category, a search, a bike). */
export const loginThenBackHere = () => loginThen(location.pathname + location.search)

/** "Forgot password" with what the shopper already typed on the sign-in form. */
export const forgotPasswordFor = (email: string | undefined) =>
  email?.trim()
    ? `${paths.forgotPassword}?email=${encodeURIComponent(email.trim())}`
    : paths.forgotPassword

/** Phone verification for the number the shopper typed, returning to `next` once verified (the
 * checkout, when it refused more units until the number is verified). */
export const verifyPhoneFor = (phone: string | null, next: string) =>
  `${paths.verifyPhone}?${new URLSearchParams({ ...(phone && { phone }), next }).toString()}`

/** Only same-site paths are followed after sign-in. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : paths.home
}
