// An order's parcel in the dashboard: while the order may still be shipped, a courier (those
// switched on, its governorate's preselected) and "Ship with courier"; once shipped, the courier,
// its reference, the shipment's state (a courier that did not answer is tried again by the cron; a
// refused address names the field), the courier's steps with their times and its label.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CourierId, ShipmentState } from '@domain/couriers'
import { type OrderStatus, SHIPPABLE_STATUSES } from '@domain/order-status'
import { dateTime, errorText } from '@/components/admin/admin-format'
import { StatusBadge } from '@/components/admin/status-badge'
import { useShipment, useShipOrder } from '../api/shipments'

/** States after which the parcel may be sent again (the owner fixed the address). */
const SHIP_AGAIN: readonly ShipmentState[] = ['failed', 'cancelled']

export function ShipmentPanel({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const { t } = useTranslation('admin-orders', { keyPrefix: 'shipment' })
  const panel = useShipment(orderId)
  const ship = useShipOrder()
  const [picked, setPicked] = useState<CourierId | null>(null)

  if (panel.isPending) return <p className="muted">{t('loading')}</p>
  if (!panel.data) return <p className="error-text">{t('failed')}</p>
  const { shipment, steps, couriers, suggested } = panel.data
  const configured = couriers.filter((c) => c.configured).map((c) => c.id)
  const courier = picked ?? suggested ?? configured[0] ?? null
  const offerShip =
    SHIPPABLE_STATUSES.includes(status) && (!shipment || SHIP_AGAIN.includes(shipment.status))
  if (!shipment && !offerShip) return <p className="muted">{t('none')}</p>

  return (
    <div className="shipment-panel">
      {shipment && (
        <dl className="payment-facts">
          <dt>{t('courier')}</dt>
          <dd>{t(`couriers.${shipment.courier}`)}</dd>
          {shipment.reference && (
            <>
              <dt>{t('reference')}</dt>
              <dd>
                <code dir="ltr">{shipment.reference}</code>
              </dd>
            </>
          )}
          <dt>{t('state')}</dt>
          <dd className={`shipment-state-${shipment.status}`}>{t(`states.${shipment.status}`)}</dd>
          {shipment.courierStatus && (
            <>
              <dt>{t('courierStatus')}</dt>
              <dd>
                <bdi>{shipment.courierStatus}</bdi>
              </dd>
            </>
          )}
          {/* Why it waits or was refused, in the courier's words (the field it named). */}
          {shipment.lastError && (
            <>
              <dt>{t('lastError')}</dt>
              <dd>
                <bdi>{shipment.lastError}</bdi>
              </dd>
            </>
          )}
          {shipment.labelUrl && (
            <>
              <dt>{t('labelTitle')}</dt>
              <dd>
                {/* Through the shop: a courier's label may be behind its API's authentication. */}
                <a href={`/api/orders/${orderId}/shipment/label`} target="_blank" rel="noreferrer">
                  {t('printLabel')}
                </a>
              </dd>
            </>
          )}
        </dl>
      )}
      {shipment && (
        <ol className="order-timeline" aria-label={t('stepsLabel')}>
          {steps.length === 0 && <li className="muted">{t('noSteps')}</li>}
          {steps.map((step, i) => (
            <li key={i}>
              <time dateTime={step.at}>{dateTime(step.at)}</time>
              <bdi>{step.courierStatus}</bdi>
              {step.status && <StatusBadge status={step.status} />}
            </li>
          ))}
        </ol>
      )}
      {offerShip &&
        (configured.length === 0 ? (
          <p className="muted">{t('noCourier')}</p>
        ) : (
          <form
            className="ship-form"
            onSubmit={(e) => {
              e.preventDefault()
              if (courier) ship.mutate({ id: orderId, courier })
            }}
          >
            <label className="inline-field">
              <span>{t('choose')}</span>
              <select
                value={courier ?? ''}
                onChange={(e) => setPicked(e.target.value as CourierId)}
              >
                {configured.map((id) => (
                  <option key={id} value={id}>
                    {t(`couriers.${id}`)}
                    {id === suggested ? ` ${t('suggested')}` : ''}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn-primary btn-sm" disabled={ship.isPending}>
              {ship.isPending
                ? t('shipping')
                : t('ship', { courier: courier ? t(`couriers.${courier}`) : '' })}
            </button>
          </form>
        ))}
      {ship.error && (
        <p className="error-text" role="alert">
          {errorText(ship.error)}
        </p>
      )}
    </div>
  )
}
