// Offline mode in the page frame: the banner while the API is out of reach, the update prompt,
// sending orders that waited for the connection, and the service worker registered after load.
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorBoundary } from '@/components/errors/error-boundary'
import { lazyPage } from '@/components/errors/lazy-page'
import { useUser } from '@/lib/auth'
import { connectionStore } from '@/lib/connection'
import { firstPaint } from '@/lib/first-paint'
import { orderQueries } from '@/lib/queries/orders'
import { productQueries } from '@/lib/queries/products'
import { showToast } from '@/stores/toasts'
import { outboxStore } from '../outbox-store'
import { updateStore } from '../service-worker-update'
import { watchConnection } from '../watch-connection'
import { OfflineBanner } from './offline-banner'

// Its own chunk, fetched once a new version waits: no first load carries it.
const UpdatePrompt = lazyPage(() => import('./update-prompt'))
import '../offline.css'
import { orderNumber } from '@domain/order-number'

export function OfflineMode() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const connection = connectionStore.use()
  const waiting = outboxStore.use().length
  const userId = useUser().data?.id
  const update = updateStore.use()

  useEffect(() => watchConnection(queryClient), [queryClient])

  useEffect(() => {
    const register = () =>
      void import('../register-service-worker').then((m) => m.registerServiceWorker())
    const loaded = () => window.addEventListener('load', register, { once: true })
    // After the page is loaded and painted: it caches the whole app, which the first visit waits
    // for least of all.
    void firstPaint().then(() => (document.readyState === 'complete' ? register() : loaded()))
    return () => window.removeEventListener('load', register)
  }, [])

  useEffect(() => {
    if (connection !== 'online' || userId === undefined || waiting === 0) return
    // The sender is its own chunk, as most visits have nothing waiting; one that cannot come is
    // tried again when the connection or the queue next changes.
    void import('../outbox')
      .then(({ sendPendingOrders }) =>
        sendPendingOrders(userId, (order) => {
          showToast(t('offline.sent', { id: orderNumber(order.id) }))
          void queryClient.invalidateQueries({ queryKey: orderQueries.all() })
          // Stock went down.
          void queryClient.invalidateQueries({ queryKey: productQueries.all() })
        }),
      )
      .catch(() => undefined)
  }, [connection, userId, waiting, queryClient, t])

  // The queue shrank: another tab may have sent an order, which this tab's history must show too.
  const waitedBefore = useRef(waiting)
  useEffect(() => {
    if (waiting < waitedBefore.current)
      void queryClient.invalidateQueries({ queryKey: orderQueries.all() })
    waitedBefore.current = waiting
  }, [waiting, queryClient])

  return (
    <>
      {connection === 'offline' && <OfflineBanner />}
      {update && (
        <ErrorBoundary quiet>
          <Suspense fallback={null}>
            <UpdatePrompt apply={update} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  )
}
