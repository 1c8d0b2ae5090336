// The Settings tab: the pricing rules orders are charged by (tax rate, delivery fee per zone,
// free-shipping threshold), each payment method's fee, availability and provider, and the limits
// on unpaid orders (units per line, hours to confirm a cash-on-delivery order, and whether its
// customer is asked by SMS). Store info is kept as it is.
import type { SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ONLINE_METHOD_IDS,
  type OnlineMethodId,
  type ProviderOfMethod,
} from '@domain/payment-methods'
import { errorText } from '@/components/admin/admin-format'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { TabLoading } from '@/components/admin/tab-loading'
import { useShopSettings } from '@/lib/use-settings'
import { type ShopSettings, useSaveSettings } from '../api/save-settings'

export function SettingsTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'settings' })
  const { t: pay } = useTranslation('admin', { keyPrefix: 'payments' })
  const settings = useShopSettings()
  const save = useSaveSettings()
  const { status, show } = useStatus()
  if (!settings.data) return <TabLoading queries={[settings]} what="settings" />
  const current = settings.data

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const numberOf = (name: string) => Number(form.get(name))
    // The server checks each choice (PROVIDERS_OF_METHOD, and that its secrets are set).
    const providerOf = (method: OnlineMethodId) => {
      const chosen = form.get(`provider-${method}`)
      return typeof chosen === 'string' ? chosen : current.paymentProviders[method]
    }
    const next: ShopSettings = {
      ...current,
      taxRate: numberOf('taxRate'),
      deliveryFees: {
        baghdad: numberOf('deliveryFeeBaghdad'),
        otherGovernorates: numberOf('deliveryFeeOther'),
      },
      freeShippingThreshold: numberOf('freeShippingThreshold'),
      maxQuantityPerLine: numberOf('maxQuantityPerLine'),
      codConfirmHours: numberOf('codConfirmHours'),
      codSmsConfirmation: form.get('codSmsConfirmation') === 'on',
      paymentHoldMinutes: numberOf('paymentHoldMinutes'),
      paymentMethods: current.paymentMethods.map((m) => ({
        id: m.id,
        fee: numberOf(`fee-${m.id}`),
        available: form.get(`available-${m.id}`) === 'on',
      })),
      paymentProviders: Object.fromEntries(
        ONLINE_METHOD_IDS.map((method) => [method, providerOf(method)]),
      ) as ProviderOfMethod,
    }
    save.mutate(next, {
      onSuccess: () => show('success', t('saved')),
      onError: (error) => show('error', t('failed', { error: errorText(error) })),
    })
  }

  return (
    <div className="admin-stack">
      <StatusMessage status={status} />
      {/* The key remounts the form with the saved values as its defaults. */}
      <form key={JSON.stringify(current)} className="card admin-panel form" onSubmit={onSubmit}>
        <h3>{t('pricing')}</h3>
        <div className="field-row">
          <AmountField
            label={t('taxRate')}
            name="taxRate"
            max={100}
            defaultValue={current.taxRate}
          />
          <AmountField
            label={t('deliveryBaghdad')}
            name="deliveryFeeBaghdad"
            defaultValue={current.deliveryFees.baghdad}
          />
          <AmountField
            label={t('deliveryOther')}
            name="deliveryFeeOther"
            defaultValue={current.deliveryFees.otherGovernorates}
          />
          <AmountField
            label={t('freeShipping')}
            name="freeShippingThreshold"
            defaultValue={current.freeShippingThreshold}
          />
        </div>
        <h3>{pay('settings.heading')}</h3>
        {!current.paymentMethods.some((m) => m.id !== 'cod' && m.configured) && (
          <p className="hint" role="status">
            {pay('settings.noneConfigured')}
          </p>
        )}
        {current.paymentMethods.map((m) => {
          const method = pay(`methods.${m.id}`)
          return (
            <div key={m.id} className="field-row">
              <AmountField
                label={pay('settings.fee', { method })}
                name={`fee-${m.id}`}
                defaultValue={m.fee}
              />
              <label className="admin-check">
                <input name={`available-${m.id}`} type="checkbox" defaultChecked={m.available} />
                {pay('settings.available', { method })}
              </label>
              {m.providers.length > 1 && (
                <label className="field">
                  {pay('settings.provider', { method })}
                  {/* Only a provider whose secrets are set can be chosen; the saved one stays. */}
                  <select name={`provider-${m.id}`} defaultValue={m.provider ?? undefined}>
                    {m.providers.map((p) => (
                      <option
                        key={p.id}
                        value={p.id}
                        disabled={!p.configured && p.id !== m.provider}
                      >
                        {p.configured
                          ? pay(`providers.${p.id}`)
                          : pay('settings.providerNotConfigured', {
                              provider: pay(`providers.${p.id}`),
                            })}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <span className={m.ready ? 'muted' : 'error-text'}>
                {pay(
                  m.id === 'cod'
                    ? 'settings.cod'
                    : m.configured
                      ? m.ready
                        ? 'settings.ready'
                        : 'settings.off'
                      : 'settings.notConfigured',
                )}
                {m.id === 'paypal' && (
                  <>
                    <br />
                    {pay('settings.paypalIraq')}
                  </>
                )}
              </span>
            </div>
          )
        })}
        <h3>{t('orders')}</h3>
        <div className="field-row">
          <WholeNumberField
            label={t('maxQuantity')}
            name="maxQuantityPerLine"
            max={1000}
            defaultValue={current.maxQuantityPerLine}
          />
          <WholeNumberField
            label={t('codConfirmHours')}
            name="codConfirmHours"
            max={24 * 30}
            defaultValue={current.codConfirmHours}
          />
          <WholeNumberField
            label={t('paymentHoldMinutes')}
            name="paymentHoldMinutes"
            max={24 * 60}
            defaultValue={current.paymentHoldMinutes}
          />
        </div>
        <label className="admin-check">
          <input
            name="codSmsConfirmation"
            type="checkbox"
            defaultChecked={current.codSmsConfirmation}
          />
          {t('codSms')}
        </label>
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('save')}
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
