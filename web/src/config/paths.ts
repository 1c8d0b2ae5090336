// The shop's real URLs, in one place.
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
  telegramTest: '/admin/telegram-test',
  smsTest: '/admin/sms-test',
  inbox: '/admin/inbox',
} as const

/** Sign-in that returns to `next` afterwards (checkout, a product to review, ...). */
export const loginThen = (next: string) => `${paths.login}?next=${encodeURIComponent(next)}`

/** "Forgot password" with what the shopper already typed on the sign-in form. */
export const forgotPasswordFor = (email: string | undefined) =>
  email?.trim() ? `${paths.forgotPassword}?email=${encodeURIComponent(email.trim())}` : paths.forgotPassword

/** Only same-site paths are followed after sign-in. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : paths.home
}
