// The page frame: header, the current route, footer, cart panel and toasts. A render failure
// inside a route keeps the frame and resets when the visitor navigates elsewhere.
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { ErrorBoundary } from '@/components/errors/error-boundary'
import { lazyPage } from '@/components/errors/lazy-page'
import { Footer } from '@/components/layouts/footer'
import { Header } from '@/components/layouts/header'
import { LoadingOverlay } from '@/components/ui/loading-overlay'
import { Toaster } from '@/components/ui/toaster'
import { usePageTracking } from '@/features/analytics/tracker'
import { OfflineMode } from '@/features/offline/components/offline-mode'
import { cartPanelStore } from '@/stores/cart'
import { AppRoutes } from './router'

const CartPanel = lazyPage(() => import('@/features/cart/components/cart-panel'))
// Not needed for the first paint: the account merge and a shared link's bike follow it.
const GarageSync = lazyPage(() => import('@/features/garage/garage-sync'))

export function Shell() {
  const [location] = useLocation()
  const { t } = useTranslation()
  usePageTracking()
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <Suspense fallback={null}>
        <GarageSync />
      </Suspense>
      <OfflineMode />
      <main id="main" className="main">
        <ErrorBoundary key={location}>
          <Suspense fallback={<LoadingOverlay />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CartDrawer />
      <Toaster />
    </div>
  )
}

/** The cart panel, fetched the first time it is opened (most visits never open it). */
function CartDrawer() {
  const open = cartPanelStore.use()
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  )
}
