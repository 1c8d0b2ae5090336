// The shop's URLs and the screen each shows; every screen but home is its own lazily loaded chunk.
import { Route, Switch } from 'wouter'
import { SIZED_PICTURE } from '@domain/picture-sizes'
import { lazyPage } from '@/components/errors/lazy-page'
import { adminRoute, paths } from '@/config/paths'
import { i18n } from '@/lib/i18n'
import { bikeFilter, productQueries } from '@/lib/queries/products'
import { currentBikeOf, garageStore } from '@/stores/garage'
import { queryClient } from '@/lib/query-client'
import HomePage from './routes/home'

const ProductPage = lazyPage(() => import('./routes/product'))
const LoginPage = lazyPage(() => import('./routes/login'))
const RegisterPage = lazyPage(() => import('./routes/register'))
const CheckoutPage = lazyPage(() => import('./routes/checkout'))
const OrdersPage = lazyPage(() => import('./routes/orders'))
const WishlistPage = lazyPage(() => import('./routes/wishlist'))
const LanguageSettingsPage = lazyPage(() => import('./routes/language-settings'))
const AdminPage = lazyPage(() => import('./routes/admin'))
const FitmentPage = lazyPage(() => import('@/features/fitment/fitment-page'))
const StoreLocationPage = lazyPage(() => import('@/features/store-location/store-location-page'))
const SupportPage = lazyPage(() => import('@/features/support/support-page'))
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password'))
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password'))
const VerifyPhonePage = lazyPage(() => import('@/features/phone-verification/verify-phone-page'))
const SmsTestPage = lazyPage(() => import('@/features/sms-test/sms-test-page'))
const TelegramTestPage = lazyPage(() => import('@/features/admin-telegram/telegram-test-page'))
const InboxPage = lazyPage(() => import('@/features/admin-inbox/inbox-page'))
const DeliveriesPage = lazyPage(() => import('@/features/admin-deliveries/deliveries-page'))
const TrackingPage = lazyPage(() => import('@/features/tracking/tracking-page'))
const PaymentPage = lazyPage(() => import('@/features/payment/payment-page'))
const NotFoundPage = lazyPage(() => import('./routes/not-found'))

/** A shared product link asks for the page's code, its texts and its product (for the current bike,
 * as the page asks) as the app starts, side by side, instead of one after another, and for its
 * picture as soon as the product names it rather than once the page has rendered (the picture is
 * the page's largest paint). Settles when all have come or failed: failures are the page's to show. */
export function prefetchRoute(pathname: string): Promise<unknown> {
  const product = /^\/product\/(\d+)$/.exec(pathname)
  if (!product?.[1]) return Promise.resolve()
  const bike = bikeFilter(currentBikeOf(garageStore.get()))
  return Promise.allSettled([
    ProductPage.preload(),
    i18n.loadNamespaces('product'),
    queryClient.query(productQueries.detail(product[1], bike)).then(({ images, image }) => {
      // An uploaded photo's variant is preloaded by the worker-written page; never the whole photo.
      const picture = images[0] ?? image
      if (!SIZED_PICTURE.test(picture)) new Image().src = picture
    }),
  ])
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home} component={HomePage} />
      <Route path="/product/:id" component={ProductPage} />
      <Route path={paths.login} component={LoginPage} />
      <Route path={paths.register} component={RegisterPage} />
      <Route path={paths.checkout} component={CheckoutPage} />
      <Route path={paths.orders} component={OrdersPage} />
      <Route path={paths.wishlist} component={WishlistPage} />
      <Route path={paths.languageSettings} component={LanguageSettingsPage} />
      <Route path={paths.fitmentGuide} component={FitmentPage} />
      <Route path={paths.storeLocation} component={StoreLocationPage} />
      <Route path={paths.support} component={SupportPage} />
      <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
      <Route path={paths.resetPassword} component={ResetPasswordPage} />
      <Route path={paths.verifyPhone} component={VerifyPhonePage} />
      <Route path={paths.smsTest} component={SmsTestPage} />
      <Route path={paths.telegramTest} component={TelegramTestPage} />
      <Route path={paths.inbox} component={InboxPage} />
      <Route path={paths.deliveries} component={DeliveriesPage} />
      <Route path={adminRoute} component={AdminPage} />
      <Route path="/track/:token" component={TrackingPage} />
      <Route path="/pay/:token" component={PaymentPage} />
      <Route component={NotFoundPage} />
    </Switch>
  )
}
