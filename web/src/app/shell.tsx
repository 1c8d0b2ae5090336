// The page frame: header, the current route, footer, cart panel and toasts. A render failure
// inside a route keeps the frame and resets when the visitor navigates elsewhere.
import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'wouter'
import { ErrorBoundary } from '@/components/errors/error-boundary'
import { lazyPage } from '@/components/errors/lazy-page'
import { Footer } from '@/components/layouts/footer'
import { Header } from '@/components/layouts/header'
import { AfterFirstPaint } from '@/components/ui/after-first-paint'
import { LoadingOverlay } from '@/components/ui/loading-overlay'
import { Toaster } from '@/components/ui/toaster'
import { usePageTracking } from '@/features/analytics/tracker'
import { OfflineMode } from '@/features/offline/components/offline-mode'
import { useUser } from '@/lib/auth'
import { useTitleFromHeading } from '@/lib/document-title'
import { firstPaint, pageCommitted, usePainted } from '@/lib/first-paint'
import { useNewPageAtTop } from '@/lib/scroll'
import { cartPanelStore, cartStore } from '@/stores/cart'
import { paths } from '@/config/paths'
import { AppRoutes } from './router'

const CartPanel = lazyPage(() => import('@/features/cart/components/cart-panel'), ['cart'])
// Only for a customer (the account's garage) or a link that names a bike, after the first paint.
const GarageSync = lazyPage(() => import('@/features/garage/garage-sync'))

export function Shell() {
  const [location] = useLocation()
  const { t } = useTranslation()
  usePageTracking()
  useNewPageAtTop()
  useTitleFromHeading(t('brand.name'), location === paths.home)
  useEffect(pageCommitted, [])
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <GarageSyncWhenNeeded />
      <OfflineMode />
      <main id="main" className="main">
        <ErrorBoundary key={location}>
          <Suspense fallback={<LoadingOverlay />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </main>
      {/* Below every first page: rendered after its first paint, a quarter less to put on screen
          before the checkout's form answers (its DOM is a quarter footer). */}
      <AfterFirstPaint placeholder={null}>
        <Footer />
      </AfterFirstPaint>
      <CartDrawer />
      <Toaster />
    </div>
  )
}

/** The cart panel: its chunk comes once the cart holds something (most visits never open it), after
 * the first paint, so the panel opens at once rather than after the 300 ms React holds a suspended
 * part back. */
function CartDrawer() {
  const open = cartPanelStore.use()
  const filled = cartStore.use().length > 0
  useEffect(() => {
    if (filled) void firstPaint().then(() => CartPanel.preload())
  }, [filled])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  )
}

/** A visitor without a bike in the link has nothing to keep in step: no chunk for them. A chunk
 * that cannot be fetched (offline) leaves the shop as it is. */
function GarageSyncWhenNeeded() {
  const { data: user } = useUser()
  const [params] = useSearchParams()
  const painted = usePainted()
  if (!painted || (!user && !params.has('bike'))) return null
  return (
    <ErrorBoundary quiet>
      <Suspense fallback={null}>
        <GarageSync />
      </Suspense>
    </ErrorBoundary>
  )
}
