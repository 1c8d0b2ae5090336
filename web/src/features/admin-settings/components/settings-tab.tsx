// The Settings tab: the pricing rules orders are charged by (tax rate, delivery fee per zone,
// free-shipping threshold), each payment method's fee and availability, and the limits on unpaid orders (units
// per line, per order and per customer, hours to confirm a cash-on-delivery order, and whether its customer is asked by SMS). Store info is kept as it is.
import type { SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { TabLoading } from '@/components/admin/tab-loading'
import { useShopSettings } from '@/lib/use-settings'
import { type ShopSettings, useSaveSettings } from '../api/save-settings'

const METHOD_LABELS: Record<ShopSettings['paymentMethods'][number]['id'], string> = {
  cod: 'Cash on delivery',
  fib: 'FIB (First Iraqi Bank)',
  zaincash: 'ZainCash',
  card: 'Card (Qi Card)',
  paypal: 'PayPal',
}

export function SettingsTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'unitLimits' })
  const settings = useShopSettings()
  const save = useSaveSettings()
  const { status, show } = useStatus()
  if (!settings.data) return <TabLoading queries={[settings]} what="settings" />
  const current = settings.data

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const numberOf = (name: string) => Number(form.get(name))
    const next: ShopSettings = {
      ...current,
      taxRate: numberOf('taxRate'),
      deliveryFees: {
        baghdad: numberOf('deliveryFeeBaghdad'),
        otherGovernorates: numberOf('deliveryFeeOther'),
      },
      freeShippingThreshold: numberOf('freeShippingThreshold'),
      maxQuantityPerLine: numberOf('maxQuantityPerLine'),
      maxUnitsPerOrder: numberOf('maxUnitsPerOrder'),
      maxUnitsPerCustomer: numberOf('maxUnitsPerCustomer'),
      codConfirmHours: numberOf('codConfirmHours'),
      codSmsConfirmation: form.get('codSmsConfirmation') === 'on',
      paymentHoldMinutes: numberOf('paymentHoldMinutes'),
      paymentMethods: current.paymentMethods.map((m) => ({
        id: m.id,
        fee: numberOf(`fee-${m.id}`),
        available: form.get(`available-${m.id}`) === 'on',
      })),
    }
    save.mutate(next, {
      onSuccess: () => show('success', 'Settings saved.'),
      onError: (error) => show('error', `Failed to save settings: ${error.message}`),
    })
  }

  return (
    <div className="admin-stack">
      <StatusMessage status={status} />
      {/* The key remounts the form with the saved values as its defaults. */}
      <form key={JSON.stringify(current)} className="card admin-panel form" onSubmit={onSubmit}>
        <h3>Pricing</h3>
        <div className="field-row">
          <AmountField
            label="Tax rate (%)"
            name="taxRate"
            max={100}
            defaultValue={current.taxRate}
          />
          <AmountField
            label="Delivery in Baghdad (IQD)"
            name="deliveryFeeBaghdad"
            defaultValue={current.deliveryFees.baghdad}
          />
          <AmountField
            label="Delivery to other governorates (IQD)"
            name="deliveryFeeOther"
            defaultValue={current.deliveryFees.otherGovernorates}
          />
          <AmountField
            label="Free shipping above (IQD)"
            name="freeShippingThreshold"
            defaultValue={current.freeShippingThreshold}
          />
        </div>
        <h3>Payment methods</h3>
        {!current.paymentMethods.some((m) => m.id !== 'cod' && m.configured) && (
          <p className="hint" role="status">
            No payment provider is configured: the shop offers cash on delivery alone. Each online
            method is offered once its provider's secrets are set (README, Payments).
          </p>
        )}
        {current.paymentMethods.map((m) => (
          <div key={m.id} className="field-row">
            <AmountField
              label={`${METHOD_LABELS[m.id]} fee (IQD)`}
              name={`fee-${m.id}`}
              defaultValue={m.fee}
            />
            <label className="admin-check">
              <input name={`available-${m.id}`} type="checkbox" defaultChecked={m.available} />
              {METHOD_LABELS[m.id]} available
            </label>
            <span className={m.ready ? 'muted' : 'error-text'}>
              {m.id === 'cod'
                ? 'Always takes money (in cash, at the door)'
                : m.configured
                  ? m.ready
                    ? 'Configured: offered at checkout'
                    : 'Configured, switched off'
                  : 'Not configured: its secrets are not set, so checkout does not offer it'}
              {m.id === 'paypal' &&
                '. PayPal does not pay out to merchants in Iraq: keep it off unless the shop has a PayPal account abroad.'}
            </span>
          </div>
        ))}
        <h3>Orders</h3>
        <div className="field-row">
          <WholeNumberField
            label="Max quantity per order line"
            name="maxQuantityPerLine"
            max={1000}
            defaultValue={current.maxQuantityPerLine}
          />
          <WholeNumberField
            label={t('maxUnitsPerOrder')}
            name="maxUnitsPerOrder"
            max={10_000}
            defaultValue={current.maxUnitsPerOrder}
          />
          <WholeNumberField
            label={t('maxUnitsPerCustomer')}
            name="maxUnitsPerCustomer"
            max={100_000}
            defaultValue={current.maxUnitsPerCustomer}
          />
          <WholeNumberField
            label="Hours to confirm a cash-on-delivery order"
            name="codConfirmHours"
            max={24 * 30}
            defaultValue={current.codConfirmHours}
          />
          <WholeNumberField
            label="Minutes to pay an online order"
            name="paymentHoldMinutes"
            max={24 * 60}
            defaultValue={current.paymentHoldMinutes}
          />
        </div>
        <p className="hint">{t('hint')}</p>
        <label className="admin-check">
          <input
            name="codSmsConfirmation"
            type="checkbox"
            defaultChecked={current.codSmsConfirmation}
          />
          Also ask the customer to confirm a cash-on-delivery order by SMS (a link to press)
        </label>
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            Save Settings
          </button>
        </div>
      </form>
    </div>
  )
}

interface NumberFieldProps {
  label: string
  name: string
  defaultValue: number
  max?: number
}

/** A required number input with its label. */
function NumberField(props: NumberFieldProps & { min: string; step: string }) {
  return (
    <label className="field">
      {props.label}
      <input
        name={props.name}
        type="number"
        min={props.min}
        max={props.max}
        step={props.step}
        required
        defaultValue={props.defaultValue}
      />
    </label>
  )
}

/** A required amount of zero or more, to two decimals. */
const AmountField = (props: NumberFieldProps) => <NumberField {...props} min="0" step="0.01" />

/** A required whole number from 1 to `max`. */
const WholeNumberField = (props: NumberFieldProps & { max: number }) => (
  <NumberField {...props} min="1" step="1" />
)
