// /orders: the signed-in customer's orders, or a way to start shopping.
import { useTranslation } from 'react-i18next'
import { Link, Redirect } from 'wouter'
import { Spinner } from '@/components/ui/loading-overlay'
import { loginThen, paths } from '@/config/paths'
import { useUser } from '@/lib/auth'
import { connectionStore } from '@/lib/connection'
import { errorMessage } from '@/lib/error-messages'
import { useMyOrders } from '@/features/orders/api/get-orders'
import { OrderCard } from '@/features/orders/components/order-card'
import { PendingOrders } from '@/features/offline/components/pending-orders'

export default function OrdersPage() {
  const { t } = useTranslation('orders')
  const user = useUser()
  const orders = useMyOrders(user.data?.id)
  const connection = connectionStore.use()
  // The order the checkout just placed (navigate's history state), if that is how we came here.
  const placedId = (window.history.state as { placed?: string } | null)?.placed

  if (user.isPending) return <Spinner />
  if (!user.data) return <Redirect to={loginThen(paths.orders)} replace />
  return (
    <div className="container orders-page">
      <h1>{t('title')}</h1>
      <PendingOrders userId={user.data.id} />
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError && connection === 'offline' ? (
        // Not an error to alarm about: the banner already says the connection is down.
        <p className="muted">{t('offlineHistory')}</p>
      ) : orders.isError ? (
        <p className="error-text" role="alert">
          {errorMessage(orders.error)}
        </p>
      ) : orders.data.length === 0 ? (
        <div className="empty-state">
          <p>{t('empty')}</p>
          <Link href={paths.home} className="btn btn-primary">
            {t('startShopping')}
          </Link>
        </div>
      ) : (
        <div className="order-list">
          {orders.data.map((o) => (
            <OrderCard key={o.id} order={o} justPlaced={o.id === placedId} />
          ))}
        </div>
      )}
    </div>
  )
}
