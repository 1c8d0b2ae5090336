// Orders kept on this device until the connection returns ("waiting to be sent"), and those the
// server refused when they were sent, with the reason and a way to clear them.
import { useTranslation } from 'react-i18next'
import { pictureAttributes } from '@domain/picture-sizes'
import { type Dinars, lineTotal } from '@domain/money'
import { formatIqd } from '@domain/money-format'
import { formatDate } from '@/lib/date-format'
import { translateProblem } from '@/lib/error-messages'
import { localized } from '@/lib/text'
import { dismissRefusedOrder } from '../outbox'
import { outboxStore } from '../outbox-store'
import { ordersOf, type PendingOrder } from '../outbox-rules'
import { SizeAndQuantity } from '@/components/product/size-and-quantity'

export function PendingOrders({ userId }: { userId: number }) {
  const orders = ordersOf(outboxStore.use(), userId)
  if (orders.length === 0) return null
  return (
    <div className="order-list pending-orders">
      {orders.map((order) => (
        <PendingOrderCard key={order.key} order={order} />
      ))}
    </div>
  )
}

function PendingOrderCard({ order }: { order: PendingOrder }) {
  const { t, i18n } = useTranslation('orders')
  const lang = i18n.language
  const money = (amount: Dinars) => formatIqd(amount, lang)
  const title = order.error ? t('waiting.refusedTitle') : t('waiting.title')
  return (
    <article className="card order order-waiting" aria-label={title}>
      <header className="order-head">
        <div>
          <h2>{title}</h2>
          <time dateTime={order.createdAt} className="muted">
            {formatDate(order.createdAt, lang)}
          </time>
        </div>
        <span className={`status ${order.error ? 'status-cancelled' : 'status-waiting'}`}>
          {order.error ? t('waiting.refused') : t('waiting.status')}
        </span>
      </header>
      <ul className="order-items">
        {order.lines.map((line) => (
          <li key={`${line.product.id}-${line.selectedSize ?? ''}`}>
            <img {...pictureAttributes(line.product.image, '48px')} alt="" />
            <span>
              {localized(lang, line.product.name, line.product.nameAr)}
              <SizeAndQuantity size={line.selectedSize} quantity={line.quantity} language={lang} />
            </span>
            <span>{money(lineTotal(line.product.price, line.quantity))}</span>
          </li>
        ))}
      </ul>
      <dl className="order-facts">
        <div className="grand">
          <dt>{t('total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
      {order.error ? (
        <div className="waiting-refused">
          <p className="error-text" role="alert">
            {typeof order.error === 'string' ? order.error : translateProblem(order.error)}
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => dismissRefusedOrder(order.key)}
          >
            {t('waiting.dismiss')}
          </button>
        </div>
      ) : (
        <p className="hint">{t('waiting.hint')}</p>
      )}
    </article>
  )
}
