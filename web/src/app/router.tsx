// The shop's URLs and the screen each shows; every screen but home is its own lazily loaded chunk.
import type { ComponentType } from 'react'
import { parse as parsePattern } from 'regexparam'
import { matchRoute, Route, Switch } from 'wouter'
import { SIZED_PICTURE } from '@domain/picture-sizes'
import { lazyPage } from '@/components/errors/lazy-page'
import { adminRoute, paths } from '@/config/paths'
import { authQueries } from '@/lib/auth'
import { bikeFilter, productQueries } from '@/lib/queries/products'
import { settingsQueries } from '@/lib/use-settings'
import { cartStore } from '@/stores/cart'
import { currentBikeOf, garageStore } from '@/stores/garage'
import { queryClient } from '@/lib/query-client'
import HomePage from './routes/home'

const ProductPage = lazyPage(() => import('./routes/product'), ['product'])
const LoginPage = lazyPage(() => import('./routes/login'), ['auth'])
const RegisterPage = lazyPage(() => import('./routes/register'), ['auth'])
// The phone field's own problem is in the error texts: loaded beside the screen, not after it.
const CheckoutPage = lazyPage(() => import('./routes/checkout'), ['checkout', 'cart', 'errors'])
const OrdersPage = lazyPage(() => import('./routes/orders'), ['orders', 'tracking'])
const WishlistPage = lazyPage(() => import('./routes/wishlist'), ['wishlist'])
const LanguageSettingsPage = lazyPage(() => import('./routes/language-settings'), ['language'])
const AdminPage = lazyPage(() => import('./routes/admin'))
const FitmentPage = lazyPage(() => import('@/features/fitment/fitment-page'), ['fitment', 'store'])
const StoreLocationPage = lazyPage(
  () => import('@/features/store-location/store-location-page'),
  ['store'],
)
const SupportPage = lazyPage(() => import('@/features/support/support-page'), ['support', 'store'])
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password'), ['auth'])
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password'), ['auth'])
const VerifyPhonePage = lazyPage(() => import('./routes/verify-phone'), ['phone', 'auth'])
const SmsTestPage = lazyPage(() => import('@/features/sms-test/sms-test-page'))
const TelegramTestPage = lazyPage(() => import('@/features/admin-telegram/telegram-test-page'))
const InboxPage = lazyPage(() => import('@/features/admin-inbox/inbox-page'))
const DeliveriesPage = lazyPage(() => import('@/features/admin-deliveries/deliveries-page'))
const TrackingPage = lazyPage(
  () => import('@/features/tracking/tracking-page'),
  ['tracking', 'orders'],
)
const PaymentPage = lazyPage(() => import('@/features/payment/payment-page'), ['payment', 'orders'])
const NotFoundPage = lazyPage(() => import('./routes/not-found'))

/** Each URL and the screen it shows, tried in this order; none matching is Not Found. */
const ROUTES: [
  pattern: string | RegExp,
  page: ComponentType & { preload?: () => Promise<void> },
][] = [
  [paths.home, HomePage],
  ['/product/:id', ProductPage],
  [paths.login, LoginPage],
  [paths.register, RegisterPage],
  [paths.checkout, CheckoutPage],
  [paths.orders, OrdersPage],
  [paths.wishlist, WishlistPage],
  [paths.languageSettings, LanguageSettingsPage],
  [paths.fitmentGuide, FitmentPage],
  [paths.storeLocation, StoreLocationPage],
  [paths.support, SupportPage],
  [paths.forgotPassword, ForgotPasswordPage],
  [paths.resetPassword, ResetPasswordPage],
  [paths.verifyPhone, VerifyPhonePage],
  [paths.smsTest, SmsTestPage],
  [paths.telegramTest, TelegramTestPage],
  [paths.inbox, InboxPage],
  [paths.deliveries, DeliveriesPage],
  [adminRoute, AdminPage],
  ['/track/:token', TrackingPage],
  ['/pay/:token', PaymentPage],
]

/** The code and texts of the screen at `pathname`, fetched ahead (settles when they came or failed). */
function preloadScreen(pathname: string): Promise<unknown> {
  const page =
    ROUTES.find(([pattern]) => matchRoute(parsePattern, pattern, pathname)[0])?.[1] ?? NotFoundPage
  return page.preload?.() ?? Promise.resolve()
}

/**
 * What the first screen needs, asked for as the app starts, side by side instead of one after
 * another: its code and texts; the shop's settings, which the footer and most screens show; for a
 * shared product link its product (for the current bike, as the page asks) and its picture as soon
 * as the product names it rather than once the page has rendered (the picture is the page's largest
 * paint); for the checkout the shopper and the cart's products. The first render then is the whole
 * page rather than one followed by another as each answer comes, each a long task on a slow phone
 * (docs/benchmarks.md: product 90 -> 97 and checkout 91 -> 97 in Lighthouse, warm). Settles when
 * all have come or failed, or the data took too long: what failed or is missing is the page's to
 * show.
 */
export function prefetchRoute(pathname: string): Promise<unknown> {
  // Data that is slow to come (a slow network, the connection gone and React Query retrying)
  // holds the first page back this long at most; it renders with what it has, as before.
  const patience = new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))
  const data = Promise.race([Promise.allSettled(firstData(pathname)), patience])
  return Promise.allSettled([preloadScreen(pathname), sharedProduct(pathname), data])
}

/** The longest the first render waits for its data (its code and texts, and a shared link's
 * product, it always waits for). */
const FIRST_DATA_WAIT_MS = 800

function firstData(pathname: string): Promise<unknown>[] {
  // The shop's settings: the footer and most screens show them.
  const settings = queryClient.query(settingsQueries.current())
  if (pathname !== paths.checkout) return [settings]
  const ids = cartStore.get().map((line) => line.product.id)
  return [
    settings,
    queryClient.query(authQueries.me()),
    ...(ids.length > 0 ? [queryClient.query(productQueries.byIds(ids))] : []),
  ]
}

/** A shared product link's product, and its picture once the product names it. */
function sharedProduct(pathname: string): Promise<unknown> | undefined {
  const product = /^\/product\/(\d+)$/.exec(pathname)
  if (!product?.[1]) return undefined
  const bike = bikeFilter(currentBikeOf(garageStore.get()))
  return queryClient.query(productQueries.detail(product[1], bike)).then(({ images, image }) => {
    // An uploaded photo's variant is preloaded by the worker-written page; never the whole photo.
    const picture = images[0] ?? image
    if (!SIZED_PICTURE.test(picture)) new Image().src = picture
  })
}

/** A link's screen is fetched when the pointer comes over it, a finger touches it or the keyboard
 * reaches it, usually before the click, so the screen opens without a spinner. */
export function preloadLinkedScreens(): void {
  const preload = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return
    void preloadScreen(link.pathname)
  }
  for (const type of ['pointerover', 'touchstart', 'focusin'])
    document.addEventListener(type, preload, { passive: true })
}

export function AppRoutes() {
  return (
    <Switch>
      {ROUTES.map(([pattern, page]) => (
        <Route key={String(pattern)} path={pattern} component={page} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  )
}
